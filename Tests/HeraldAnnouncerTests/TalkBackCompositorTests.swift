import HeraldAnnouncer
import HeraldSyntax
import HeraldTree
import Testing

/// The `talkback` profile against TalkBack's compositor (google/talkback,
/// `talkback/src/main/res/raw/compositor.json` and `TreeNodesDescription.java`): the default
/// description order is state, name, role (`pref_node_desc_order_default` =
/// `…state_name_role_pos`), "disabled" is always a postfix, a non-text view without a label is
/// "Unlabelled" (`get_non_text_view_state`), and the words are `strings_compositor.xml`'s.
@Suite("TalkBack compositor order and words")
struct TalkBackCompositorTests {
  private static let here = SourceLocation(file: "t.json", line: 1, column: 1)

  private func speak(_ element: Element, _ locale: String = "en") throws -> String {
    let root = Element(id: "root", role: .view, children: [element], location: Self.here)
    return try #require(try announcer(locale, .talkback).utterances(in: root).first).text
  }

  private func button(_ title: String?, selected: Bool = false, enabled: Bool = true, image: String? = nil)
    -> Element
  {
    var button = Element(id: "b", role: .button, location: Self.here)
    if let title { button.content.titles[.normal] = title }
    if let image { button.content.images[.normal] = image }
    button.state = ControlState(isSelected: selected, isEnabled: enabled)
    return button
  }

  @Test("rule_default, StateNameRolePosition: selected, name, role")
  func stateNameRole() throws {
    #expect(try speak(button("Bold", selected: true)) == "selected, Bold, Button, Double-tap to activate")
    #expect(
      try speak(button("Fett", selected: true), "de") == "ausgewählt, Fett, Schaltfläche, Doppeltippen zum Aktivieren")
  }

  @Test("aggregateNodeTreeDescription: the disabled state is always a postfix, and no usage hint")
  func disabledPostfix() throws {
    #expect(try speak(button("Bold", selected: true, enabled: false)) == "selected, Bold, Button, disabled")
  }

  @Test("get_non_text_view_state: an image button without a label is Unlabelled")
  func unlabelled() throws {
    #expect(try speak(button(nil, image: "ic_star")) == "Unlabelled, Button, Double-tap to activate")
    #expect(try speak(button(nil, image: "ic_star"), "de") == "Unbenannt, Schaltfläche, Doppeltippen zum Aktivieren")
    #expect(try speak(button(nil, image: "ic_star"), "ru").hasPrefix("Без ярлыка, Кнопка"))
    var image = Element(id: "i", role: .image, location: Self.here)
    image.accessibility.isElement = true
    #expect(try speak(image) == "Unlabelled, Image")
  }

  @Test("rule_switch: the switch state comes first; checkable nodes say checked or not checked")
  func switches() throws {
    var toggle = Element(id: "s", role: .switch, location: Self.here)
    toggle.accessibility.label = "Wi-Fi"
    toggle.state.isOn = true
    #expect(try speak(toggle) == "on, Wi-Fi, Switch, Double-tap to toggle")
    var box = Element(id: "c", role: .checkBox, location: Self.here)
    box.accessibility.label = "Remember me"
    box.state.isOn = false
    #expect(try speak(box) == "not checked, Remember me, Check box, Double-tap to toggle")
  }

  @Test("rule_seek_bar: the value is the state, spoken before the name")
  func seekBar() throws {
    var slider = Element(id: "s", role: .slider, location: Self.here)
    slider.accessibility.label = "Volume"
    slider.content.range = RangeValue(value: 5, minimum: 0, maximum: 10)
    #expect(try speak(slider) == "50%, Volume, Slider, Swipe up or down to adjust")
  }
}
