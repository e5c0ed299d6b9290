import ArgumentParser

/// `herald components`: component models of custom controls.
struct ComponentsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "components",
    abstract: "Component models of custom controls: draft them from Swift source.",
    subcommands: [ComponentsInferCommand.self]
  )
}
