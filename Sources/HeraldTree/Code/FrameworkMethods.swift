/// UIKit's and AppKit's methods that Herald knows leave what its rules ask about a view — its
/// label, text, title, image, font, colour, visibility, size and accessibility — as they were,
/// in Swift's and Objective-C's spellings. A call of one is not a use of the view; any other call
/// Herald cannot follow into the app's own code may set anything (see docs/source.md).
///
/// Each group names the classes whose documentation gives the methods (Apple Developer
/// Documentation, UIKit and AppKit).
public enum FrameworkMethods {
  /// Methods sent to a view that read it or change only its focus, layout, animation, value or
  /// selection (`becomeFirstResponder`, `selectItem(withTag:)`, `setDoubleValue:`).
  public static let inert: Set<String> = focus.union(layout).union(tables).union(values).union(reading)
    .union(sequences).union(interactions)

  /// `UIView`, `NSView`: interactions and gesture recognizers taken away, and `UIResponder`'s input
  /// views reloaded (`removeInteraction(_:)`, `removeGestureRecognizer(_:)`, `reloadInputViews()`).
  /// Adding a recognizer is a use of its own (``CodeMember/gestureRecognizer``); adding an
  /// interaction (a context menu) is not inert.
  static let interactions: Set<String> = ["removeInteraction", "removeGestureRecognizer", "reloadInputViews"]

  /// `UIResponder`, `NSResponder`, `NSWindow`, `UITextView`, `NSTextView`: focus and scrolling.
  static let focus: Set<String> = [
    "becomeFirstResponder", "resignFirstResponder", "isFirstResponder", "endEditing", "selectText", "selectAll",
    "scrollRangeToVisible", "scrollRectToVisible", "scrollToVisible", "setContentOffset", "setSelectedRange",
    "selectedRange", "makeFirstResponder",
  ]

  /// `UIView`, `NSView`: layout, drawing requests, animation of activity indicators.
  static let layout: Set<String> = [
    "sizeToFit", "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "layoutSubviews", "layoutSubtreeIfNeeded",
    "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "invalidateIntrinsicContentSize", "removeFromSuperview",
    "setContentHuggingPriority", "setContentCompressionResistancePriority", "bringSubviewToFront",
    "sendSubviewToBack", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints", "displayIfNeeded",
    "startAnimating", "stopAnimating", "startAnimation", "stopAnimation", "cancelsTouchesInView", "convert", "layer",
    "sizeThatFits", "systemLayoutSizeFitting", "hitTest",
  ]

  /// `UITableView`, `UICollectionView`, `NSTableView`, `NSOutlineView`: their rows, not the view itself.
  static let tables: Set<String> = [
    "reloadData", "reloadSections", "reloadRows", "reloadItems", "register", "dequeueReusableCell", "deselectRow",
    "selectRow", "selectRowIndexes", "deselectAll", "scrollToRow", "scrollRowToVisible", "scrollToItem",
    "beginUpdates", "endUpdates", "performBatchUpdates", "expandItem", "collapseItem",
  ]

  /// `UISwitch`, `UIProgressView`, `UISlider`, `NSControl`, `NSPopUpButton`, `NSComboBox`,
  /// `UISegmentedControl`: the value or selected item VoiceOver reads as the value, never the label
  /// (a pop-up button's items are its values), and a slider's thumb and track images.
  static let values: Set<String> = [
    "setOn", "setProgress", "setDoubleValue", "setIntValue", "setIntegerValue", "setFloatValue",
    "setState", "setThumbImage", "setMinimumTrackImage", "setMaximumTrackImage", "selectItem",
    "selectItemWithTag",
    "selectItemAtIndex", "selectItemWithTitle", "selectItemWithObjectValue", "selectedTag", "indexOfSelectedItem",
    "titleOfSelectedItem", "selectedItem", "itemTitles", "item", "itemAtIndex", "itemWithTitle", "indexOfItem",
    "indexOfItemWithTag", "indexOfItemWithTitle", "numberOfItems", "addItem", "addItems", "addItemWithTitle",
    "addItemsWithTitles", "addItemWithObjectValue", "addItemsWithObjectValues", "insertItem", "insertItemWithTitle",
    "removeItem", "removeItemAtIndex", "removeItemWithTitle", "removeAllItems", "setSelectedSegmentIndex",
    "selectSegment", "setEnabled", "setEditable", "setSelectable", "setEnabledForSegment",
  ]

  /// `NSObject`, `NSString`: comparing and measuring, which read the receiver.
  static let reading: Set<String> = [
    "isEqual", "isEqualToString", "isKind", "isKindOfClass", "isMember", "responds", "respondsToSelector",
    "isDescendant", "boundingRect", "boundingRectWithSize", "sizeWithAttributes",
  ]

  /// Swift's `Sequence` and `Collection`, Foundation's `NSArray`, on an outlet collection: reading
  /// it, or running a closure per view (whose code the reader records on the collection's name).
  static let sequences: Set<String> = [
    "contains", "firstIndex", "lastIndex", "forEach", "enumerated", "containsObject", "indexOfObject",
    "enumerateObjectsUsingBlock",
  ]

  /// Framework methods whose names apps also give methods of their own: the reader records their
  /// calls (an app's `select()` may set anything), and the audit counts one inert only where the
  /// app declares no method of that name. `NSPopUpButton.select(_:)` chooses the item VoiceOver
  /// reads as the value.
  public static let inertUnlessDeclared: Set<String> = ["select"]

  /// Methods that only place something next to the view passed in the argument named (written
  /// `name(label:)`, Swift's and Objective-C's spellings): `NSPopover.show(relativeTo:of:preferredEdge:)`,
  /// `NSMenu.popUp(positioning:at:in:)`.
  public static let anchoring: Set<String> = [
    "show(of:)", "showRelativeToRect(ofView:)", "popUp(in:)", "popUpMenuPositioningItem(inView:)",
  ]

  /// Functions and methods that only read, compare, place or register the views passed to them
  /// (`contains(_:)`, `firstIndex(of:)`, `addSubview(_:)`, `addTarget(_:action:for:)`).
  public static let readingArguments: Set<String> = [
    "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "removeArrangedSubview",
    "bringSubviewToFront", "sendSubviewToBack", "append", "activate", "constraint", "equalTo", "equalToSuperview",
    "removeFromSuperview", "addTarget", "addObserver", "removeObserver", "removeTarget", "isDescendant", "convert",
    "point", "location", "translation", "velocity", "dismiss", "present", "pushViewController", "performSegue",
    // Functions that only read the value's type or identity.
    "type", "String", "ObjectIdentifier", "print", "debugPrint", "NSLog", "Bundle", "NSStringFromClass",
    // Notifications name the view as their subject; they do not configure it.
    "post",
    // Sequences compare their elements with the view (`fields.contains(textField)`).
    "contains", "firstIndex", "lastIndex", "index", "elementsEqual", "isEqual", "isEqualToString",
    // `NSWindow.makeFirstResponder(_:)` focuses the view.
    "makeFirstResponder",
  ]
}
