import Foundation
import PackagePlugin

/// Embeds a folder of data files into the target as generated Swift, so that an installed `herald`
/// binary has them wherever it runs, with no resource bundle to find: the catalogs of
/// `Localizations/` into `HeraldICU`, the built-in component models of `Components/` into
/// `HeraldTree`.
@main
struct HeraldEmbedPlugin: BuildToolPlugin {
  /// The folder and the generated enum of each target that uses the plugin.
  static let embeddings: [String: (folder: String, enumName: String)] = [
    "HeraldICU": ("Localizations", "EmbeddedLocalizations"),
    "HeraldTree": ("Components", "EmbeddedComponents"),
  ]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let embedding = Self.embeddings[target.name] else {
      Diagnostics.error("HeraldEmbedPlugin does not know what to embed into \(target.name)")
      return []
    }
    let package = context.package.directoryURL
    let directory = package.appending(path: embedding.folder)
    let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { ["json", "yml", "yaml"].contains($0.pathExtension) }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "\(embedding.enumName).swift")
    return [
      .buildCommand(
        displayName: "Embedding the \(files.count) files of \(embedding.folder) into \(target.name)",
        executable: try context.tool(named: "herald-embed").url,
        arguments: [output.path, embedding.enumName, package.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output]
      )
    ]
  }
}
