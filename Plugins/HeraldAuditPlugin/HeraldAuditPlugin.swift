import Foundation
import PackagePlugin

/// `swift package herald-audit`: audits the Interface Builder files and Herald trees in the
/// package's targets with `herald audit`.
///
/// The plugin reads the package and writes nothing, so it declares no write permission (a plugin
/// that does fails every run without `--allow-writing-to-package-directory`). It hands each
/// target's folder to `herald audit`, which finds `.storyboard` and `.xib` files (and JSON or XML
/// files that are UI descriptions) and the package's `.herald.yml`. Arguments after the verb go to
/// `herald audit`; `--target NAME` (repeatable) limits the audit to some targets.
///
/// ```
/// swift package herald-audit
/// swift package herald-audit --target RatingUI --format sarif
/// ```
@main
struct HeraldAuditPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let selected = Set(extractor.extractOption(named: "target"))
    let targets = context.package.targets.filter { selected.isEmpty || selected.contains($0.name) }
    let unknown = selected.subtracting(targets.map(\.name))
    guard unknown.isEmpty else {
      throw PluginFailure(
        "no target named \(unknown.sorted().joined(separator: ", ")); the package's targets are \(context.package.targets.map(\.name).joined(separator: ", "))"
      )
    }
    let folders = targets.map(\.directoryURL.path).sorted()
    guard !folders.isEmpty else { throw PluginFailure("the package has no targets to audit") }

    let herald = try context.tool(named: "herald")
    let process = Process()
    process.executableURL = herald.url
    process.arguments = ["audit"] + folders + extractor.remainingArguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 1: throw PluginFailure("herald audit found accessibility violations (see above)")
    default: throw PluginFailure("herald audit could not audit every input (exit code \(process.terminationStatus))")
    }
  }
}

/// An error `swift package` prints and exits non-zero for.
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
