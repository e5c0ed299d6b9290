import HeraldTree
import Testing

@Suite("Joined labels: one part translated, the others kept")
struct JoinedLabelTests {
  @Test("a part is a whole part: alone, first, last or between; not a piece of a word")
  func parts() {
    #expect(JoinedLabel.contains("General", in: "General"))
    #expect(JoinedLabel.contains("General", in: "SettingsGeneral, General"))
    #expect(JoinedLabel.contains("Sync", in: "Sync, Backup"))
    #expect(JoinedLabel.contains("B", in: "A, B, C"))
    #expect(!JoinedLabel.contains("General", in: "SettingsGeneral"))
    #expect(!JoinedLabel.contains("", in: "A, B"))
    #expect(
      JoinedLabel.replacing("General", in: "SettingsGeneral, General", with: "Allgemein")
        == "SettingsGeneral, Allgemein")
    #expect(JoinedLabel.replacing("B", in: "A, B, C", with: "Be") == "A, Be, C")
    #expect(JoinedLabel.replacing("Sync", in: "Sync, Backup", with: "Sync.") == "Sync., Backup")
    // Where the text is named like the image beside it, the last part is the text's.
    #expect(
      JoinedLabel.replacing("Settings", in: "Settings, Settings", with: "Einstellungen") == "Settings, Einstellungen")
    #expect(JoinedLabel.replacing("A", in: "A, B, A, C", with: "Z") == "A, B, Z, C")
    // Where the text is named like the image beside it, the last part is the text's.
    #expect(
      JoinedLabel.replacing("Settings", in: "Settings, Settings", with: "Einstellungen") == "Settings, Einstellungen")
    #expect(JoinedLabel.replacing("A", in: "A, B, A, C", with: "Z") == "A, B, Z, C")
    // Not a part: the whole is the translation.
    #expect(JoinedLabel.replacing("X", in: "A, B", with: "Y") == "Y")
  }
}
