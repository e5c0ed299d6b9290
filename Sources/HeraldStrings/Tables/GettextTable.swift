// PLACEHOLDER: replaced by the real codec before this lands.
struct GettextTable: TableCodec {
  var format: TableFormat { .gettext }
  var holdsManyLocales: Bool { false }
  func read(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    throw .unknownFormat(path: file)
  }
  func write(_ table: StringTable, locale: String) -> TableOutput { TableOutput(bytes: []) }
}
