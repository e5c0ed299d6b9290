/// The template images AppKit itself provides by name for controls (`NSImage(named:
/// NSImage.addTemplateName)`, written `NSAddTemplate` in Interface Builder), from Apple's
/// `NSImage.Name` documentation. Each stands for one action (add, remove, go back, refresh, stop),
/// and AppKit gives it an accessibility description that interface elements displaying the image
/// use automatically (`NSImage.accessibilityDescription`), so a button whose only content is one
/// of them is not unlabelled on macOS. The words are AppKit's and not documented, so Herald still
/// speaks the image's name. Full-color images (`NSApplicationIcon`, `NSUser`) are not listed:
/// nothing says they are described.
enum AppKitSystemImages {
  /// Whether `name` is one of AppKit's named system images.
  static func contains(_ name: String) -> Bool { names.contains(name) }

  private static let names: Set<String> = [
    // Template images.
    "NSActionTemplate", "NSAddTemplate", "NSBluetoothTemplate", "NSBookmarksTemplate", "NSColumnViewTemplate",
    "NSEnterFullScreenTemplate", "NSExitFullScreenTemplate", "NSFlowViewTemplate",
    "NSFollowLinkFreestandingTemplate", "NSGoBackTemplate", "NSGoForwardTemplate", "NSGoLeftTemplate",
    "NSGoRightTemplate", "NSHomeTemplate", "NSIChatTheaterTemplate", "NSIconViewTemplate",
    "NSInvalidDataFreestandingTemplate", "NSLeftFacingTriangleTemplate", "NSListViewTemplate",
    "NSLockLockedTemplate", "NSLockUnlockedTemplate", "NSMenuMixedStateTemplate", "NSMenuOnStateTemplate",
    "NSPathTemplate", "NSQuickLookTemplate", "NSRefreshFreestandingTemplate", "NSRefreshTemplate",
    "NSRemoveTemplate", "NSRevealFreestandingTemplate", "NSRightFacingTriangleTemplate", "NSShareTemplate",
    "NSSlideshowTemplate", "NSSmartBadgeTemplate", "NSStopProgressFreestandingTemplate",
    "NSStopProgressTemplate", "NSTouchBarAddTemplate",
  ]
}
