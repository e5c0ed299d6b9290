extension StringTableReader.LoadResult {
  /// Every text the tables hold: each key and each localized value. An audit compares labels
  /// with it to find text that is in no string table.
  public var sourceTexts: Set<String> {
    var texts: Set<String> = []
    for file in files {
      for entry in file.table.entries {
        texts.insert(entry.key)
        for localization in entry.localizations.values {
          if let value = localization.value { texts.insert(value) }
        }
      }
    }
    return texts
  }
}
