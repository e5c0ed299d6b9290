import Foundation
import HeraldSyntax

/// The `herald-rules-registry` command: regenerates the registry, or writes a new rule's skeleton.
///
/// ```
/// swift run herald-rules-registry Sources/HeraldRules                # make rules-registry
/// swift run herald-rules-registry new-rule my-rule Labels .          # make new-rule ID=my-rule CATEGORY=Labels
/// ```
@main
enum RegistryCommand {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      switch arguments.count {
      case 1:
        let directory = arguments[0]
        let source = try RegistryGenerator.generate(rulesDirectory: directory + "/Rules")
        try AtomicFile.write(Array(source.utf8), to: directory + "/" + RegistryGenerator.fileName)
        print("wrote \(directory)/\(RegistryGenerator.fileName)")
      case 4 where arguments[0] == "new-rule":
        let template = try RuleTemplate(id: arguments[1], category: arguments[2])
        for file in try template.write(packageDirectory: arguments[3]) { print("wrote \(file)") }
      default:
        fail(
          """
          usage: herald-rules-registry Sources/HeraldRules
                 herald-rules-registry new-rule RULE-ID Category PACKAGE-DIRECTORY
          """)
      }
    } catch {
      fail("\(error)")
    }
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("herald-rules-registry: \(message)\n".utf8))
    exit(2)
  }
}
