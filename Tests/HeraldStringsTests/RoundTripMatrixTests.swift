import Foundation
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// Issue 36's matrix: every table corpus converted to every other format and back gives the live
/// translations an independent reader sees in the original (`scripts/table-values.py`: gettext's
/// own msgattrib and msgcat, Python's xml.etree with aapt's value rules, plistlib, json), or a
/// diagnostic of one of the two conversions names each entry that differs.
@Suite("Every format to every other and back", .requires(.stringsCorpus))
struct RoundTripMatrixTests {
  static let sources: [(path: String, format: TableFormat)] = [
    ("antennapod/res", .android), ("mastodon", .strings), ("icecubes/Localizable.xcstrings", .xcstrings),
    ("gnome-calculator/po", .gettext),
  ]

  static let reader = TestPaths.repository + "/scripts/table-values.py"

  /// The values `scripts/table-values.py` reads under `path`, by locale and key.
  static func values(_ path: String) throws -> [String: JSONValueBox] {
    let run = try GettextTools.shell("python3 \(GettextTools.quoted(reader)) \(GettextTools.quoted(path))")
    #expect(run.status == 0, "table-values.py failed on \(path)")
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
    return object.mapValues(JSONValueBox.init)
  }

  /// Writes `files` under a new temporary folder, creating their folders.
  static func written(_ files: [TableLayout.File]) throws -> String {
    let folder = try GettextCorpusTests.temporaryFolder()
    for file in files {
      let url = URL(fileURLWithPath: folder + "/" + file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.bytes).write(to: url)
    }
    return folder
  }

  @Test(
    "each corpus through each other format and back: the same live translations, or each difference named",
    arguments: sources.map(\.path))
  func matrix(_ source: String) throws {
    try #require(GettextTools.isInstalled, "gettext's tools are missing: run make test-deps")
    let format = try #require(Self.sources.first { $0.path == source }?.format)
    let path = TestPaths.stringsCorpus + "/" + source
    let original = try Self.values(path)
    #expect(original.count > 1000, "the independent reader read \(original.count) translations of \(source)")
    for target in TableFormat.allCases where target != format && !(format == .strings && target == .stringsdict) {
      let there = TableConversion(to: target).convert(paths: [path])
      #expect(there.errors.isEmpty, "\(source) → \(target.rawValue): \(there.errors.prefix(2))")
      let back = TableConversion(to: format).convert(paths: [try Self.written(there.files)])
      #expect(back.errors.isEmpty, "\(source) → \(target.rawValue) → back: \(back.errors.prefix(2))")
      let final = try Self.values(try Self.written(back.files))
      let named = Set((there.losses + back.losses).compactMap(\.key))
      var differing: [String] = []
      for key in Set(original.keys).union(final.keys) where original[key] != final[key] {
        differing.append(key)
      }
      // An entry is named by its key; a gettext message whose msgctxt is its key
      // (`X-Herald-Key: msgctxt`) by its msgctxt.
      let unnamed = differing.filter { locatedKey in
        let key = String(locatedKey.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).last ?? "")
        let context = key.split(separator: "\u{4}", maxSplits: 1, omittingEmptySubsequences: false).first.map(
          String.init)
        return !named.contains(key) && !(format == .gettext && context.map(named.contains) == true)
      }
      // A String Catalog and XLIFF hold every translation (GNOME's lo.po has a message singular
      // where the other files have it plural, which comes back plural, named).
      if target == .xcstrings || target == .xliff {
        #expect(differing.count <= 2, "\(source) → \(target.rawValue) → back: \(differing.sorted().prefix(5))")
      }
      #expect(
        unnamed.isEmpty,
        "\(source) → \(target.rawValue) → back: \(differing.count) of \(original.count) translations differ, \(unnamed.count) named by no diagnostic, such as \(unnamed.sorted().prefix(5))"
      )
    }
  }
}

/// A JSON value compared by content.
struct JSONValueBox: Equatable {
  let text: String
  init(_ value: Any) {
    let data = try? JSONSerialization.data(withJSONObject: ["v": value], options: [.sortedKeys])
    text = data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
  }
}
