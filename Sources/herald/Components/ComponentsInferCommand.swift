import ArgumentParser
import Foundation
import HeraldICU
import HeraldSource
import HeraldSyntax
import HeraldTree

/// `herald components infer`: drafts component models from custom controls' Swift source.
struct ComponentsInferCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "infer",
    abstract: "Draft a component model for each custom UIView/UIControl/UIStackView subclass in Swift source.",
    discussion: """
      The control's setup code (init(coder:) or init(frame:), awakeFromNib, layoutSubviews and \
      its properties' didSet observers) is evaluated symbolically: stored properties with \
      literal defaults become the model's properties, a loop that creates views its repeated \
      children, what the code sets on them (accessibility label, value, hint, traits, selection, \
      images, size) its templates, and target-actions and accessibility overrides that change a \
      property its actions. Localized keys that are Herald catalog messages become messages. \
      docs/components.md lists the Swift the inference follows.

      What it cannot follow is written into the draft's "unresolved" list with file:line and a \
      note, and printed as a warning; the exit code is still 0. The draft is a valid model: use it \
      at once with --components and refine it by hand. Inputs without a UIView subclass (a \
      SwiftUI-only app) give an empty list and a note, with exit 0; --class NAME that is not \
      found exits 2.

      Examples:
        herald components infer Examples/FoodTracker/RatingControl.swift
        herald components infer Sources/ --class CosmosView --output CosmosView.json
        herald announce Main.storyboard --components CosmosView.json
      """
  )

  @Argument(help: "Swift files or directories.")
  var inputs: [String]

  @Option(name: .customLong("class"), help: ArgumentHelp("Draft only this class.", valueName: "name"))
  var className: String?

  @Option(
    name: .shortAndLong, help: ArgumentHelp("Write the drafts to FILE instead of standard output.", valueName: "file"))
  var output: String?

  @Flag(help: "Replace --output if it exists.")
  var force = false

  func run() throws {
    for input in inputs where !FileManager.default.fileExists(atPath: input) {
      throw Diagnostics.fail("\(input): no such file or directory")
    }
    let result = ComponentInference(messageArguments: Self.messageArguments).infer(paths: inputs, className: className)
    for problem in result.problems { Diagnostics.emit("\(problem.location): warning: \(problem.message)") }
    if result.models.isEmpty {
      // Asked for one class by name, its absence is an error; a folder without custom UIKit
      // controls (a SwiftUI-only app) simply has nothing to draft: an empty list, which loads.
      if let className {
        throw Diagnostics.fail(
          "no class \(className) that is a UIView subclass in the Swift files of \(inputs.joined(separator: ", "))")
      }
      Diagnostics.note(
        "no UIView subclass in the Swift files of \(inputs.joined(separator: ", ")): nothing to draft "
          + "(SwiftUI views need no component model; herald reads their source directly)")
    }
    let text = ComponentModelWriter.text(result.models)
    // The draft must load as a model; a failure here is a bug in the inference, reported as one.
    do {
      _ = try ComponentModelLoader.parse(text, file: output ?? "draft.json")
    } catch {
      throw Diagnostics.fail("the draft does not load as a component model (a Herald bug; please report it): \(error)")
    }
    for model in result.models {
      for part in model.unresolved {
        Diagnostics.warning(
          "\(part.source.map { "\($0): " } ?? "")\(model.className): \(part.name) not followed: \(part.note.oneLine)")
      }
    }
    if let output {
      do {
        try AtomicFile.update([(output, Array(text.utf8))], force: force)
      } catch {
        throw Diagnostics.fail("the draft was not written: \(error.description)")
      }
    } else {
      print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }
  }

  /// The argument names of a Herald catalog message, in order of appearance.
  @Sendable static func messageArguments(_ key: String) -> [String]? {
    guard let entry = Catalog.herald.entry(key, in: Catalog.english),
      let pattern = try? MessagePattern(entry.message)
    else { return nil }
    var names: [String] = []
    for argument in pattern.arguments where !names.contains(argument.name) { names.append(argument.name) }
    return names
  }
}
