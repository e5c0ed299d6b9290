import Foundation
import HeraldSource
import HeraldTree
import Testing

@Suite("Source indexer")
struct SourceIndexerTests {
  @Test("Finds Swift and Objective-C files, and only those")
  func recognisesSourceFiles() {
    #expect(SourceIndexer.isSource("A/RatingControl.swift"))
    #expect(SourceIndexer.isSource("Legacy/ARView.m"))
    #expect(SourceIndexer.isSource("Legacy/ARView.h"))
    #expect(!SourceIndexer.isSource("Main.storyboard"))
    #expect(!SourceIndexer.isSource("README"))
  }
}

@Suite("Swift the parser cannot read in time")
struct SwiftParseGuardTests {
  @Test("More than ten `[` in a row (fuzzing found 40) are reported with their line, not parsed for days")
  func bracketsInARow() {
    let text = "import UIKit\nlet a = [[[String]]]()\nlet v = x" + String(repeating: "[ ", count: 40) + "\n"
    let facts = SourceIndexer().read(Data(text.utf8), file: "Deep.swift")
    #expect(facts.problems.map(\.location.line) == [3])
    #expect(facts.problems.first?.message.contains("`[` in a row") == true)
    let fine = SourceIndexer().read(Data("let a: [[[[String]]]] = []\n".utf8), file: "Fine.swift")
    #expect(fine.problems.isEmpty)
  }
}
