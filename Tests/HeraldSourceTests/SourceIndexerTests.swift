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

  @Test("`[` in a row with comments or `(` between them are counted too")
  func bracketsBetweenComments() {
    for run in ["[/**/", "[(", "[ // a\n"] {
      let text = "import UIKit\nlet v = " + String(repeating: run, count: 22) + "\n"
      let facts = SourceIndexer().read(Data(text.utf8), file: "Deep.swift")
      #expect(facts.problems.map(\.location.line) == [2], "\(run)")
    }
    let fine = SourceIndexer().read(Data("let a = [/* a */ [1], ([2])] // [[[[[[[[[[[[\n".utf8), file: "Fine.swift")
    #expect(fine.problems.isEmpty)
  }

  @Test("A chain nested deeper than the walks allow is reported on the line where the limit is passed")
  func chainTooDeep() {
    let text = "import SwiftUI\n// a comment\nlet v = Text(\"a\")\n" + String(repeating: "  .padding()\n", count: 3_000)
    let facts = SourceIndexer().read(Data(text.utf8), file: "Deep.swift")
    #expect(facts.problems.count == 1)
    #expect(facts.problems.first?.message.contains("levels deep") == true, "\(facts.problems)")
    // Each `.padding()` nests two levels (a call around a member access), counted from the last:
    // the 1,500th level is passed about 750 lines above the chain's end (line 3,003).
    #expect((2_200...2_300).contains(facts.problems.first?.location.line ?? 0), "\(facts.problems)")
    let fine = "let v = Text(\"a\")" + String(repeating: ".padding()", count: 200) + "\n"
    #expect(SourceIndexer().read(Data(fine.utf8), file: "Fine.swift").problems.isEmpty)
  }

  @Test("A shape no guard knows (`[a<` repeated, a run of `\\(`) is given up after its processor time")
  func processorTimeBound() {
    let clock = ContinuousClock()
    for text in [
      "let x = " + String(repeating: "[a<", count: 19) + "\n",
      "let s = \"" + String(repeating: "\\(", count: 300) + "\"\n",
    ] {
      let start = clock.now
      let facts = SourceIndexer().read(Data(text.utf8), file: "Stall.swift")
      #expect(clock.now - start < .seconds(5))
      #expect(facts.problems.map(\.location.line) == [1])
      #expect(facts.problems.first?.message.contains("processor time") == true, "\(facts.problems)")
    }
    let next = SourceIndexer().read(Data("import UIKit\nclass V: UIView {}\n".utf8), file: "Next.swift")
    #expect(next.problems.isEmpty)
  }
}
