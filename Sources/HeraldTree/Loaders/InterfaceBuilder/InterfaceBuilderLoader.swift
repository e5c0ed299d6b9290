import HeraldSyntax

/// Loads Interface Builder `.storyboard` and `.xib` documents (`<document version="3.0">`).
///
/// - Storyboards give one ``Scene`` per `<scene>`, named by the comment Interface Builder writes
///   before it (`<!--Your Meals-->`), else by the view controller's title or class. The root is the
///   view controller's view; controllers without one (navigation, tab bar) get a synthesized root
///   holding their bars. A view controller's `navigationItem` becomes a ``Role/navigationBar``
///   element (title as a header, bar button items as buttons) placed first in the root.
/// - Xibs give one scene per top-level view; placeholders (File's Owner, First Responder) and
///   objects that are not views are skipped.
/// - Views are the elements inside `<subviews>` and under view keys (`contentView`,
///   `tableHeaderView`, …), table and collection prototypes and static cells, bar items and
///   segments. Unknown view classes become ``Role/view`` with their tag as ``Element/className``.
/// - Accessibility comes from `<accessibility key="accessibilityConfiguration">`, its
///   `<accessibilityTraits>` and `<bool key="isElement">`; user-defined runtime attributes that set
///   accessibility key paths (`accessibilityLabel`, `isAccessibilityElement`, …) are applied on top,
///   as UIKit applies them after loading the nib.
/// - Xcode 13+ buttons with a `buttonConfiguration` take their title and image from it; the
///   leftover `<state key="normal" title="Button"/>` Interface Builder keeps is ignored.
/// - ``Element/appearance`` comes from `<fontDescription key="fontDescription">` (a button
///   configuration's `titleFontDescription`, else UIKit's default text style; a configuration's
///   text-style title adjusts to the content size category by itself), `adjustsFontForContentSizeCategory="YES"`, and the
///   `textColor`, `backgroundColor` and `tintColor` colors; a button's text color is its normal
///   state's `titleColor` (a configuration's `baseForegroundColor`). System colors are resolved from
///   the document's `<resources>` (Interface Builder writes the value it used there), else from
///   ``Color/uiKitSystemColor(named:)``; named asset colors from their `<namedColor>` resource, else
///   they keep only their name. Every color space is read as sRGB (Display P3 and calibrated RGB
///   values are off by a few percent in saturated colors, which contrast checks tolerate) and
///   each channel is rounded to 8 bits, as the JSON tree format keeps it.
/// - `<connections>` become ``Element/connections``: the outlets that point at an element (with the
///   class that declares them), the actions it sends and the gesture recognizers attached to it
///   (`<outletCollection property="gestureRecognizers">`).
/// - Bar button items that are flexible or fixed spaces are no elements; an item that wraps a
///   `customView` is replaced by that view. A text view with `editable="NO"` is static text, as
///   VoiceOver reads it. `launchScreen="YES"` sets ``ControlTree/isLaunchScreen``; a xib's scene
///   records the class whose content it is (``Scene/contentClass``). The navigation items of view
///   controllers shown by a navigation controller with `navigationBarHidden="YES"` (its root and
///   what it pushes) are left out: they are never on screen.
/// - macOS documents take titles, editability and check boxes from their cells (`buttonCell`,
///   `textFieldCell`); a text field that is not editable is static text. AppKit's y axis points up,
///   so frames are flipped into the top-left origin every other platform uses.
/// - tvOS and macOS documents load best-effort, watchKit ones without frames, and Xcode 4
///   `version="2.0"` storyboards through the same path. Pre-Xcode 5 `<archive>` xibs are refused
///   with advice to re-save them in Xcode.
public struct InterfaceBuilderLoader: TreeLoader {
  /// Creates the loader.
  public init() {}

  /// The format this loader reads.
  public var format: DocumentFormat { .interfaceBuilder }

  /// Loads a storyboard or xib.
  ///
  /// - Throws: ``TreeError/syntax(_:)`` for malformed or unsafe XML,
  ///   ``TreeError/unsupportedFormat(path:format:advice:)`` for `<archive>` xibs and unknown
  ///   document versions, ``TreeError/invalidDocument(_:reason:)`` for bad values.
  public func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree {
    let document = try XMLElement.document(bytes, file: file)
    if document.name == "archive" {
      throw .unsupportedFormat(
        path: file,
        format: "pre-Xcode 5 <archive> xib (type \(document["type"] ?? "?"), version \(document["version"] ?? "?"))",
        advice:
          "Open it in Xcode 5 or later and save it; Xcode converts it to the <document version=\"3.0\"> format Herald reads."
      )
    }
    guard document.name == "document" else {
      throw .invalidDocument(
        document.location, reason: "expected an Interface Builder <document>, found <\(document.name)>")
    }
    let version = document["version"] ?? ""
    guard version == "3.0" || version == "2.0" else {
      throw .unsupportedFormat(
        path: file, format: "Interface Builder document version \"\(version)\"",
        advice: "Herald reads version 3.0 (Xcode 5 and later) and best-effort 2.0; re-save the file in a current Xcode."
      )
    }
    // The builder recurses once per nesting level: a deeply nested document is built on a stack
    // sized for its depth, whatever thread this is; the usual few dozen levels are built here.
    let connections = IBConnections(document)
    guard connections.depth > Self.levelsOnAnyStack else { return try Self.tree(document, connections, file: file) }
    let build: @Sendable () -> Result<ControlTree, TreeError> = {
      Result { () throws(TreeError) in try Self.tree(document, connections, file: file) }
    }
    let stackSize = Self.stackSize(forLevels: connections.depth)
    guard let built = DeepStack.run(stackSize: stackSize, build) else {
      // Building here instead would overflow this thread's stack and end the process by a signal
      // (seen under `ulimit -v 400000`, when the 256 MiB stack was refused).
      throw .unreadable(
        path: file,
        reason:
          "its \(connections.depth) levels of nesting need a thread with \(stackSize >> 20) MiB of stack, which the system refused (a memory limit such as ulimit -v?); raise the limit or run Herald on fewer files at once"
      )
    }
    return try built.get()
  }

  /// The stack a document nested `levels` XML levels deep is built on: a debug build takes about
  /// 7 KiB an XML level (230 KiB for 32, see ``levelsOnAnyStack``), so 32 KiB a level leaves four
  /// times that; at least 8 MiB and at most ``DeepStack/treeStackSize`` (the XML reader's 1,000
  /// levels). Sized to the document, so that a memory limit that refuses 256 MiB of address space
  /// still builds what it can hold.
  static func stackSize(forLevels levels: Int) -> Int {
    let (bytes, overflow) = levels.multipliedReportingOverflow(by: 32 << 10)
    return overflow ? DeepStack.treeStackSize : min(DeepStack.treeStackSize, max(8 << 20, bytes))
  }

  /// The XML nesting the builder takes on any thread's stack: 32 XML levels are some 14 levels of
  /// views, about 230 KiB of a secondary thread's 512 KiB in a debug build (some 16 KiB a level).
  static let levelsOnAnyStack = 32

  private static func tree(_ document: XMLElement, _ connections: IBConnections, file: String) throws(TreeError)
    -> ControlTree
  {
    let type = document["type"] ?? ""
    // <resources> comes last in the file; index its colors before building any element.
    var builder = IBTreeBuilder(
      platform: platform(type: type, runtime: document["targetRuntime"] ?? ""),
      colors: try IBColorResources(document.child("resources")), connections: connections)
    builder.hiddenNavigationBars = IBHiddenNavigationBars.controllers(in: document)
    builder.constraints = IBConstraints(document)
    let scenes: [Scene]
    if let storyboardScenes = document.child("scenes") {
      scenes = try builder.storyboardScenes(storyboardScenes)
    } else if let objects = document.child("objects") {
      scenes = try builder.xibScenes(objects)
    } else {
      scenes = []
    }
    let runtime = document["targetRuntime"] ?? ""
    var tree = ControlTree(
      file: file, format: .interfaceBuilder, platform: builder.platform,
      declaresPlatform: declaredPlatform(type: type, runtime: runtime) != nil, scenes: scenes)
    tree.isLaunchScreen = document["launchScreen"] == "YES"
    if document.child("scenes") != nil { tree.storyboardFlow = StoryboardFlow(document, file: file) }
    return tree
  }

  static func platform(type: String, runtime: String) -> Platform {
    declaredPlatform(type: type, runtime: runtime) ?? .iOS
  }

  /// The platform the document's type or target runtime names; `nil` when neither does.
  static func declaredPlatform(type: String, runtime: String) -> Platform? {
    if type.contains("AppleTV") || runtime.contains("AppleTV") { return .tvOS }
    if type.contains("WatchKit") || runtime.contains("watchKit") { return .watchOS }
    if type.contains("CocoaTouch") || runtime.contains("CocoaTouch") { return .iOS }
    if type.contains("Cocoa") || runtime.contains("MacOSX") { return .macOS }
    return nil
  }
}

extension String {
  /// The string without leading and trailing spaces and line breaks.
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
