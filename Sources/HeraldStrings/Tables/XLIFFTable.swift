// PLACEHOLDER: replaced by the real codec before this lands.
struct XLIFFTable: TableCodec {
  var format: TableFormat { .xliff }
  var holdsManyLocales: Bool { true }
  func read(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    throw .unknownFormat(path: file)
  }
  func write(_ table: StringTable, locale: String) -> TableOutput { TableOutput(bytes: []) }
}
