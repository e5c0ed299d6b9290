import HeraldSyntax
import HeraldTree
import SwiftSyntax

extension SwiftUIViewIndex {
  /// Parses one file's text.
  static func read(
    _ text: String, path: String, parses: SwiftParses? = nil, appViewProtocols: Set<String> = []
  ) -> SwiftUIFile {
    let positions = SourcePositions(file: path, text: text)
    let tree: SourceFileSyntax
    switch parses.parse(text, positions: positions) {
    case .refused(let problem):
      // Not parsed: the names it uses are scanned as in a file without views (the safe side).
      return SwiftUIFile(
        path: path, text: text, positions: positions, views: [], previews: [], problem: problem, isRefused: true,
        uses: SwiftUIReachability.Uses(
          names: [SwiftUIReachability.outside: referencedNames(in: text)],
          members: [SwiftUIReachability.outside: SwiftUIReachability.dottedMembers(in: text)]))
    case .tree(let parsed): tree = parsed
    }
    let collector = SwiftUIDeclarationCollector(positions: positions, appViewProtocols: appViewProtocols)
    collector.walk(tree)
    let problem = tree.hasError ? SwiftReader.firstError(in: tree, positions: positions) : nil
    // The walk recurses once per level of the bodies: on a deep stack.
    let views = collector.viewOrder.compactMap { collector.views[$0] }
    let embeds =
      DeepStack.run(stackSize: DeepStack.treeStackSize) {
        views.reduce(into: Set<String>()) { $0.formUnion(SwiftUIEmbedding.embedded(by: $1)) }
      } ?? []
    // Type names used outside previews and declarations, for ``isPreviewOnly(_:)`` and ``isShown(_:)``.
    let uses = SwiftUIReachability.uses(in: tree, previews: collector.previewRanges)
    return SwiftUIFile(
      path: path, text: text, positions: positions, views: collector.viewOrder.compactMap { collector.views[$0] },
      previews: collector.previews, problem: problem, uses: uses, embeds: embeds,
      builders: collector.builderOrder.compactMap { collector.builders[$0] }, records: collector.records,
      strings: StringAccessors(declaredIn: tree), typeCounts: collector.typeCounts, models: collector.models,
      staticViews: collector.staticViews, staticValues: collector.staticValues,
      enums: collector.enums, foreign: collector.foreign, typeAliases: collector.typeAliases,
      protocolBodies: collector.protocolBodies, modifiers: collector.modifiers,
      environment: SwiftUIEnvironmentDefaults(declaredIn: tree, text: text),
      storedDefaults: SwiftUIStoredDefaults(declaredIn: tree, text: text))
  }
}
