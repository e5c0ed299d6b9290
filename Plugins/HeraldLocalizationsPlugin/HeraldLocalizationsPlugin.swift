import Foundation
import PackagePlugin

/// Embeds the catalogs of `Localizations/` into the target as generated Swift, so that an installed
/// `herald` binary has its messages in every locale wherever it runs, with no resource bundle to find.
@main
struct HeraldLocalizationsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    let directory = package.appending(path: "Localizations")
    let catalogs = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLocalizations.swift")
    return [
      .buildCommand(
        displayName: "Embedding the catalogs in Localizations into \(target.name) (\(catalogs.count) files)",
        executable: try context.tool(named: "herald-embed-localizations").url,
        arguments: [output.path, package.path] + catalogs.map(\.path),
        inputFiles: catalogs,
        outputFiles: [output]
      )
    ]
  }
}
