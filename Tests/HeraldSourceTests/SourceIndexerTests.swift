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
