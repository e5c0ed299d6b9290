import HeraldICU

/// The words the `voiceover-macos` profile speaks: AppKit's role descriptions and the states
/// VoiceOver on macOS says between an element's label and its role, looked up once per vocabulary.
///
/// Apple localizes role descriptions with macOS itself; Herald's catalog has them in English
/// only, so in another locale they fall back to English and ``native`` is `false` (the
/// `announce` command says so once).
final class VoiceOverMacWords: Sendable {
  /// The role descriptions, by the catalog key's last part (`button`, `checkBox`, …).
  let button, checkBox, radioButton, popUpButton, stepper, slider, textField, secureTextField: String
  let searchField, textArea, disclosureTriangle, cell, image, link, heading, switchRole, tab: String
  let menuItem, progressIndicator, busyIndicator, toggleButton: String
  /// The states.
  let checked, unchecked, selected, on, off, expanded, collapsed, dimmed: String
  /// A slider's or stepper's number.
  let number: MessageFormat?
  /// Whether every word is in the vocabulary's own locale.
  let native: Bool

  init(catalog: Catalog, locale: LanguageTag) throws(AnnouncerError) {
    var native = true
    func word(_ key: String) throws(AnnouncerError) -> String {
      do {
        let localized = try catalog.format("voiceover.macos." + key, locale: locale)
        if !localized.warnings.isEmpty { native = false }
        return localized.text
      } catch {
        throw .catalog(error)
      }
    }
    (button, checkBox, radioButton) = (try word("role.button"), try word("role.checkBox"), try word("role.radioButton"))
    (popUpButton, stepper, slider) = (try word("role.popUpButton"), try word("role.stepper"), try word("role.slider"))
    (textField, secureTextField) = (try word("role.textField"), try word("role.secureTextField"))
    (searchField, textArea) = (try word("role.searchField"), try word("role.textArea"))
    (disclosureTriangle, cell) = (try word("role.disclosureTriangle"), try word("role.cell"))
    (image, link, heading) = (try word("role.image"), try word("role.link"), try word("role.heading"))
    (switchRole, tab) = (try word("role.switch"), try word("role.tab"))
    (menuItem, progressIndicator) = (try word("role.menuItem"), try word("role.progressIndicator"))
    (busyIndicator, toggleButton) = (try word("role.busyIndicator"), try word("role.toggleButton"))
    (checked, unchecked) = (try word("state.checked"), try word("state.unchecked"))
    (selected, on, off) = (try word("state.selected"), try word("state.on"), try word("state.off"))
    (expanded, collapsed, dimmed) = (try word("state.expanded"), try word("state.collapsed"), try word("state.dimmed"))
    number = try? catalog.resolve("voiceover.macos.value.number", locale: locale).format
    self.native = native
  }

  /// `value` as VoiceOver on macOS speaks a slider's or stepper's number ("50", "0.5").
  func number(_ value: Double) -> String {
    let argument = NumberValue(measured: value)
    return (try? number?.format(["value": .number(argument)])) ?? "\(argument)"
  }
}
