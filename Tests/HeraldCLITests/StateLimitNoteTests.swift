import Foundation
import HeraldTestSupport
import Testing

/// A SwiftUI scene with more combinations of what the app decides than the audit judges
/// (``SceneStates/maximumStates``): the branches no state takes are named in a note, never left
/// out without a word (unknown is never absent). Written for Herald.
@Suite("Branches past the state limit are named")
struct StateLimitNoteTests {
  @Test("a switch of more cases than states are judged leaves a note naming what no state takes")
  func note() throws {
    let count = 140
    let cases = (0..<count).map { "case c\($0)" }.joined(separator: "; ")
    let arms = (0..<count).map { "case .c\($0): Text(\"Mode \($0)\")" }.joined(separator: "\n          ")
    let view = """
      import SwiftUI
      enum Mode { \(cases) }
      struct Modes: View {
        @State private var mode: Mode = .c0
        var body: some View {
          switch mode {
          \(arms)
          }
        }
      }
      """
    let folder = try temporaryDirectory(["Modes.swift": view], prefix: "herald-state-limit")
    let run = try Herald.run(in: folder, ["audit", ".", "--fail-on", "never"])
    #expect(run.errors.contains("are judged in no state (Modes: "), "\(run.errors)")
    #expect(run.errors.contains("(at most 128 a scene) do not reach them"), "\(run.errors)")
  }
}
