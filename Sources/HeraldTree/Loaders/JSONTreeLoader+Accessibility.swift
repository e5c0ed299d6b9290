import HeraldSyntax

extension JSONTreeLoader {
  /// Reads the accessibility properties of a data table, custom content, rotors, Voice Control
  /// input labels and the activation point from an `"accessibility"` object.
  func extended(_ properties: inout AccessibilityProperties, _ object: inout JSONObject, file: String)
    throws(TreeError)
  {
    if let value = try object.value("tableCell") {
      var cell = try JSONObject(
        value, what: "a table cell {row, column, rowSpan, columnSpan, rowHeader, columnHeader}", file: file)
      properties.tableCell = AccessibilityTableCell(
        row: try cell.int("row", required: true) ?? 0, column: try cell.int("column", required: true) ?? 0,
        rowSpan: try cell.int("rowSpan") ?? 1, columnSpan: try cell.int("columnSpan") ?? 1,
        isRowHeader: try cell.bool("rowHeader") ?? false, isColumnHeader: try cell.bool("columnHeader") ?? false)
      try cell.finish()
    }
    for value in try object.array("customContent") {
      var content = try JSONObject(value, what: "custom content {label, value, important}", file: file)
      properties.customContent.append(
        AccessibilityCustomContent(
          label: try content.string("label", required: true) ?? "", value: try content.string("value") ?? "",
          isImportant: try content.bool("important") ?? false))
      try content.finish()
    }
    properties.customRotors = try object.strings("customRotors")?.map(\.text) ?? []
    properties.inputLabels = try object.strings("inputLabels")?.map(\.text)
    if let value = try object.value("activationPoint") {
      var point = try JSONObject(value, what: "a point {x, y}", file: file)
      properties.activationPoint = Point(
        x: try point.number("x", required: true) ?? 0, y: try point.number("y", required: true) ?? 0)
      try point.finish()
    }
  }
}
