import Foundation
import HeraldSource
import HeraldTree

/// The harnesses of HeraldSource: the Swift reader (swift-syntax's parser, then Herald's walk) and
/// the Objective-C reader, each indexing the bytes as one file; and the component inference, whose
/// drafts must load as component models; and the SwiftUI loader, whose trees and models must load
/// again once written.
enum SourceHarness {
  static func run(_ target: FuzzTarget, _ bytes: [UInt8]) {
    if target == .swiftUI {
      swiftUI(bytes)
      return
    }
    if target == .componentInference {
      let text = String(decoding: bytes, as: UTF8.self)
      let models = ComponentInference().infer(sources: [("fuzz.swift", text)]).models
      guard !models.isEmpty else { return }
      do {
        _ = try ComponentModelLoader.parse(ComponentModelWriter.text(models), file: "draft.json")
      } catch {
        fatalError("a draft does not load as a component model: \(error)")
      }
      return
    }
    let file = target == .objectiveCSource ? "fuzz.m" : "fuzz.swift"
    _ = CodeIndex(files: [SourceIndexer().read(Data(bytes), file: file)])
  }

  /// A SwiftUI file: refused with an error, or a tree that survives the JSON tree format and
  /// models that survive the component format.
  private static func swiftUI(_ bytes: [UInt8]) {
    guard let tree = try? SwiftUILoader().load(bytes, file: "fuzz.swift") else { return }
    do {
      _ = try JSONTreeLoader().load(Array(JSONTreeWriter().string(for: tree).utf8), file: "fuzz.json")
      let models = tree.scenes.flatMap(\.components)
      if !models.isEmpty { _ = try ComponentModelLoader.parse(ComponentModelWriter.text(models), file: "models.json") }
    } catch {
      fatalError("a SwiftUI tree or model does not load once written: \(error)")
    }
  }
}
