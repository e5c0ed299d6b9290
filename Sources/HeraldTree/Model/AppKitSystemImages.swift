/// The images AppKit itself provides by name (`NSImage(named: NSImage.addTemplateName)`, written
/// `NSAddTemplate` in Interface Builder), from Apple's `NSImage.Name` documentation ("System
/// images"). AppKit gives each an accessibility description of its own, which interface elements
/// that display the image use automatically (`NSImage.accessibilityDescription`): a button whose
/// only content is one of them is not unlabelled on macOS. The words are AppKit's and are not
/// documented, so Herald still speaks the image's name.
public enum AppKitSystemImages {
  /// Whether `name` is one of AppKit's named system images.
  public static func contains(_ name: String) -> Bool { names.contains(name) }

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
    // Full-color images.
    "NSAdvanced", "NSApplicationIcon", "NSBonjour", "NSCaution", "NSColorPanel", "NSComputer", "NSEveryone",
    "NSFolder", "NSFolderBurnable", "NSFolderSmart", "NSFontPanel", "NSInfo", "NSMultipleDocuments", "NSNetwork",
    "NSPreferencesGeneral", "NSStatusAvailable", "NSStatusNone", "NSStatusPartiallyAvailable",
    "NSStatusUnavailable", "NSTrashEmpty", "NSTrashFull", "NSUser", "NSUserAccounts", "NSUserGroup", "NSUserGuest",
  ]
}
