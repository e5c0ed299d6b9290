import Foundation
import HeraldSource
import HeraldTree

/// The harnesses of HeraldSource: the Swift reader (swift-syntax's parser, then Herald's walk) and
/// the Objective-C reader, each indexing the bytes as one file.
enum SourceHarness {
  static func run(_ target: FuzzTarget, _ bytes: [UInt8]) {
    let file = target == .objectiveCSource ? "fuzz.m" : "fuzz.swift"
    _ = CodeIndex(files: [SourceIndexer().read(Data(bytes), file: file)])
  }
}
