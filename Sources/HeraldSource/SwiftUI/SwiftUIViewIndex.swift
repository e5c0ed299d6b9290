import Dispatch
import Foundation
import HeraldSyntax
import HeraldTree
import SwiftParser
import SwiftSyntax

/// The SwiftUI views of a set of Swift files, read once with swift-syntax: what lets one file's
/// body expand a view type declared in another (`RatingRow(rating: 3)`), with the arguments of
/// previews.
///
/// ```swift
/// let views = SwiftUIViewIndex(paths: ["IceCubes/Packages"])
/// let tree = try SwiftUILoader(views: views).load(bytes, file: "IceCubes/…/StatusRowView.swift")
/// ```
public struct SwiftUIViewIndex: Sendable {
  /// The parsed files by path.
  let files: [String: SwiftUIFile]
  /// The views by name (the first declaration of a name wins; Swift modules may repeat names).
  let views: [String: SwiftUIViewType]
  /// Every preview of the files, in file order.
  let previews: [SwiftUIPreview]
  /// For each view type the previews build, the call that gives its arguments.
  let previewCalls: [String: FunctionCallExprSyntax]
  /// The type names the files use outside previews, the files that never mention SwiftUI included
  /// (a coordinator that builds `SettingsView()` for a hosting controller made elsewhere).
  private(set) var references: Set<String>
  /// The type names the files without views use (``referencedNames(in:)``), kept when a file is replaced.
  private var outsideReferences: Set<String> = []
  /// The members the files without views name after a dot (``SwiftUIReachability/dottedMembers(in:)``).
  private var outsideMembers: Set<String> = []
  /// The view types some view builds inside itself.
  let embedded: Set<String>
  /// What each top-level type's code names, over every file (``SwiftUIReachability``).
  private let uses: SwiftUIReachability.Uses
  /// The views some code shows (``SwiftUIReachability/shown(views:uses:outsideNames:outsideMembers:)``).
  private var shown: Set<String> = []
  /// Whether the files are all of a target's (read for a project's part): only then does a view
  /// named by no shown code go unshown (``isShown(_:)``); a folder read alone may be used elsewhere.
  public var isWholeTarget = false
  /// For each name of a computed property that builds a view in a type that is no view
  /// (`label` of `enum Action`), the types that declare one.
  let viewMembers: [String: [SwiftUIViewType]]
  /// The structs whose memberwise initializer a view's source may call (the first of a name wins),
  /// and the static constants that may hold such records, files without views included.
  private(set) var records: SwiftUIRecordTypes
  /// The structs and static constants of ``records`` that files without views declare.
  private var outsideRecords = SwiftUIRecordTypes.none
  /// The accessors of the app's string tables that the files declare, those without views included.
  private(set) var strings: StringAccessors
  /// The accessors the files without views declare, kept when a file is replaced.
  private var outsideStrings = StringAccessors()
  /// The accessors a build step generates from the app's table keys (``readGeneratedAccessors(keys:)``).
  public internal(set) var generated = GeneratedAccessors()
  /// The symbols Xcode generates for the app's asset catalogs (`Image(.closeIcon)`, `Color(.brand)`).
  public var assets = AssetSymbols()
  /// The types every file read declares or extends (``GeneratedAccessors/declaredNames(in:)``).
  var declaredNames: Set<String> = []
  /// The static members that are views (`Image.close`), by `Type.name`, with the file declaring each.
  let staticViews: [String: (file: String, view: SwiftUIStaticView)]
  /// The defaults of the app's own environment values (`@Environment(\.passStatus)`).
  let environment: SwiftUIEnvironmentDefaults
  /// The defaults of the app's keys of the Defaults package (`@Default(.showBy)`).
  let storedDefaults: SwiftUIStoredDefaults
  /// The enums of the files with views.
  let enums: SwiftUIEnumTypes
  /// The representables and layouts of the files with views (the first of a name wins).
  let foreign: [String: SwiftUIForeignView]
  /// The type aliases of the files with views, by name, every declaration of a name kept.
  let typeAliases: [String: [SwiftUITypeAlias]]
  /// The app's protocols that refine `View` (``appViewProtocols(in:)``).
  private(set) var appViewProtocols: Set<String> = []
  /// The bodies extensions of those protocols give, by protocol (``SwiftUIProtocolBody``).
  let protocolBodies: [String: [SwiftUIProtocolBody]]
  /// The app's `ViewModifier` types and methods of `extension View` (``SwiftUIAppModifiers``).
  let modifiers: SwiftUIAppModifiers
  /// The app's model classes with their initial values, those of files without views included.
  private(set) var models = SwiftUIModelTypes.none
  /// The models the files with views declare (the first of a name).
  private var fileModels: [String: [String: CodeLiteral]] = [:]
  /// How many times the files with views declare each type name.
  private var typeCounts: [String: Int] = [:]
  /// The models the files without views declare, kept when a file is replaced.
  private var outsideModels: [String: [String: CodeLiteral]] = [:]
  /// How many times the files without views that were read declare each class name.
  private var outsideTypeCounts: [String: Int] = [:]
  /// The files read and left out because they never mention SwiftUI (so declare no view): the
  /// loader gives them no scene without parsing them again.
  var withoutViews: Set<String> = []
  /// The oldest system the project runs these views on: `if #available(iOS 14, *)` always holds
  /// on a deployment of iOS 15, and its `else` never shows. `nil` leaves such branches open.
  public var deployment: Deployment?
  /// The platform the project builds these views for: it decides `#if os(macOS)` and the like.
  /// `nil` reads them as iOS does, and keeps views declared for one other platform as that
  /// platform's screens.
  public var platform: Platform?
  /// The one platform a project builds each file for, asked when ``platform`` is `nil`: `herald
  /// tree`, `announce` and `simulate` read a file of an app built for several platforms as its
  /// own target builds it. `nil` (or a file it gives none for) reads it as ``platform`` says.
  public var platformOfFile: (@Sendable (String) -> Platform?)?

  /// An index of no files: every view type is read from its own file alone.
  public init() {
    files = [:]
    views = [:]
    previews = []
    previewCalls = [:]
    references = []
    embedded = []
    uses = SwiftUIReachability.Uses()
    viewMembers = [:]
    records = .none
    staticViews = [:]
    environment = SwiftUIEnvironmentDefaults()
    storedDefaults = SwiftUIStoredDefaults()
    enums = .none
    foreign = [:]
    typeAliases = [:]
    protocolBodies = [:]
    modifiers = .none
    strings = StringAccessors()
  }

  /// Reads the `.swift` files `paths` stand for (files, and folders as ``SourceIndexer`` searches
  /// them) on all cores. Files that cannot be read are left out; the loader reports them when it
  /// is asked to load them.
  ///
  /// - Parameters:
  ///   - paths: Files and folders.
  ///   - parses: The run's parses, shared with the code index, so that each file is parsed once.
  public init(paths: [String], parses: SwiftParses? = nil) {
    let paths = SourceIndexer().files(in: paths).filter { $0.hasSuffix(".swift") }
    let results = ConcurrentResults<SwiftUIFile?>(count: paths.count)
    let outside = ConcurrentResults<Set<String>>(count: paths.count)
    let outsideDotted = ConcurrentResults<Set<String>>(count: paths.count)
    let outsideFacts = ConcurrentResults<SourceFileFacts?>(count: paths.count)
    let outsideRecords = ConcurrentResults<SwiftUIRecordTypes?>(count: paths.count)
    let read = ConcurrentResults<String?>(count: paths.count)
    let declared = ConcurrentResults<Set<String>>(count: paths.count)
    let names = ConcurrentResults<Set<String>>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let text = FileManager.default.contents(atPath: paths[index]).map { String(decoding: $0, as: UTF8.self) }
      read.set(index, text)
      declared.set(index, text.map { Self.appViewProtocols(in: [$0]) } ?? [])
      names.set(index, text.map(GeneratedAccessors.declaredNames) ?? [])
    }
    let texts = read.values
    // The app's protocols refining `View` make views of the types that conform to them, in any file.
    let protocols = declared.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let text = texts[index]
      // Files that never mention SwiftUI declare no view: not parsed, only scanned for the names
      // they use (a UIKit controller hosting a view), and for string accessors if they may declare some.
      guard let text, SwiftParses.mayDeclareViews(text) else {
        results.set(index, nil)
        outside.set(index, text.map(Self.referencedNames) ?? [])
        outsideDotted.set(index, text.map(SwiftUIReachability.dottedMembers) ?? [])
        // Read with the file's code facts, so that the file is parsed once in the run.
        let mayDeclare = text.map { StringAccessors.mayDeclare($0) || SwiftUIModelTypes.mayDeclare($0) } ?? false
        outsideFacts.set(index, mayDeclare ? SourceIndexer(parses: parses).read(file: paths[index]) : nil)
        // A model file's records and their static constants (`static let all = [cupertino, …]`).
        if let text, SwiftUIRecordTypes.mayDeclareStatics(text) {
          outsideRecords.set(index, Self.read(text, path: paths[index], parses: parses).recordTypes)
        }
        return
      }
      results.set(index, Self.read(text, path: paths[index], parses: parses, appViewProtocols: protocols))
    }
    self.init(files: results.values.compactMap { $0 })
    appViewProtocols = protocols
    declaredNames = names.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    withoutViews = Set(zip(paths, results.values).filter { $0.1 == nil }.map(\.0))
    outsideReferences = outside.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    outsideMembers = outsideDotted.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    references.formUnion(outsideReferences)
    settleShown()
    let facts = outsideFacts.values.compactMap { $0 }
    outsideStrings = facts.reduce(into: StringAccessors()) { $0.merge($1.strings) }
    strings = strings.merging(outsideStrings)
    let types = facts.flatMap(\.types)
    outsideModels = SwiftUIModelTypes.properties(of: types)
    outsideTypeCounts = types.filter(\.isClass).reduce(into: [:]) { $0[$1.name, default: 0] += 1 }
    settleModels()
    self.outsideRecords = SwiftUIRecordTypes(merging: outsideRecords.values.compactMap { $0 })
    records = SwiftUIRecordTypes(merging: [records, self.outsideRecords])
  }

  /// The models of every file read. A name declared more than once is each declaring file's own
  /// where that file declares it once (Swift resolves a name to the file's `private` type first);
  /// elsewhere which of them a view means is left to the app.
  mutating func settleModels() {
    let counts = typeCounts.merging(outsideTypeCounts, uniquingKeysWith: +)
    let declared = fileModels.merging(outsideModels) { first, _ in first }
    var local: [String: [String: [String: CodeLiteral]]] = [:]
    for file in files.values {
      let own = file.models.filter { (counts[$0.key] ?? 1) > 1 && file.typeCounts[$0.key] == 1 }
      if !own.isEmpty { local[file.path] = own }
    }
    // A model's initial value may be a generated accessor (`@Published var title = LocalString.x`).
    var strings = strings
    strings.generated = generated
    models = SwiftUIModelTypes(
      properties: declared.filter { (counts[$0.key] ?? 1) <= 1 }, local: local, strings: strings)
  }

  /// The capitalized identifiers of a Swift text, comments and strings included (a name there
  /// keeps a view a screen, the safe side), without parsing it.
  static func referencedNames(in text: String) -> Set<String> {
    func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || isCapital(byte) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        || byte >= 0x80
    }
    func isCapital(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    var names: Set<String> = []
    var current: [UInt8] = []
    func end() {
      // A type's name is capitalized after any leading underscores (`_Row`).
      if let first = current.first(where: { $0 != 0x5F }), isCapital(first) {
        names.insert(String(decoding: current, as: UTF8.self))
      }
      current.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      if isIdentifier(byte) { current.append(byte) } else { end() }
    }
    end()
    return names
  }

  /// An index of sources in memory: path and text.
  public init(sources: [(path: String, text: String)]) {
    let protocols = Self.appViewProtocols(in: sources.map(\.text))
    self.init(files: sources.map { Self.read($0.text, path: $0.path, appViewProtocols: protocols) })
    appViewProtocols = protocols
    declaredNames = sources.reduce(into: Set<String>()) { $0.formUnion(GeneratedAccessors.declaredNames(in: $1.text)) }
  }

  /// The protocols `texts` declare that refine `View` (`protocol PlatformView: View`), found by a
  /// scan of their declarations' lines (no parse).
  static func appViewProtocols(in texts: [String]) -> Set<String> {
    var found: Set<String> = []
    for text in texts {
      for line in text.utf8Lines(containing: "protocol ") where line.containsUTF8("View") {
        // The declaration before its body and any comment: `protocol Name: A, View where …`.
        let head = line.prefix { $0 != "{" }.components(separatedBy: "//")[0]
        guard let range = head.range(of: "protocol "), !head[..<range.lowerBound].contains("\"") else { continue }
        let declaration = head[range.upperBound...].split(separator: ":", maxSplits: 1)
        guard declaration.count == 2, let name = declaration.first?.trimmingCharacters(in: .whitespaces),
          !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { continue }
        let inherited = declaration[1].components(separatedBy: " where ")[0].split(separator: ",")
          .map { $0.trimmingCharacters(in: .whitespaces) }
        if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) { found.insert(name) }
      }
    }
    return found
  }

  /// The body of `view` on the platform read: its own (under a `#if os(…)`, the one compiled
  /// there), else the one an extension of the app's view protocol it conforms to gives it
  /// (``SwiftUIProtocolBody``).
  func body(of view: SwiftUIViewType) -> CodeBlockItemListSyntax? {
    let read = platform ?? .iOS
    return view.body(on: read)
      ?? view.viewProtocol.flatMap { SwiftUIProtocolBody.body(among: protocolBodies[$0] ?? [], on: read) }
  }

  /// The names of the view types indexed, sorted.
  public var viewNames: [String] { views.keys.sorted() }

  /// The index with `file` in place of the file of its path (its views first).
  func replacing(_ file: SwiftUIFile) -> SwiftUIViewIndex {
    var files = Array(self.files.values.filter { $0.path != file.path }.sorted { $0.path < $1.path })
    files.insert(file, at: 0)
    var index = SwiftUIViewIndex(files: files)
    index.appViewProtocols = appViewProtocols
    index.withoutViews = withoutViews
    index.outsideReferences = outsideReferences
    index.outsideMembers = outsideMembers
    index.references.formUnion(outsideReferences)
    index.settleShown()
    // A file from outside the target's files (one the user names that no target builds): where
    // its views are shown is not in the files read.
    index.isWholeTarget = isWholeTarget && self.files[file.path] != nil
    index.outsideStrings = outsideStrings
    index.generated = generated
    index.assets = assets
    index.declaredNames = declaredNames
    index.strings = index.strings.merging(outsideStrings)
    index.outsideModels = outsideModels
    index.outsideRecords = outsideRecords
    index.records = SwiftUIRecordTypes(merging: [index.records, outsideRecords])
    index.outsideTypeCounts = outsideTypeCounts
    index.settleModels()
    index.deployment = deployment
    index.platform = platform
    index.platformOfFile = platformOfFile
    return index
  }

  /// An index of already parsed files.
  init(files: [SwiftUIFile]) {
    var byPath: [String: SwiftUIFile] = [:]
    var views: [String: SwiftUIViewType] = [:]
    var previews: [SwiftUIPreview] = []
    for file in files {
      byPath[file.path] = file
      for view in file.views where views[view.name] == nil { views[view.name] = view }
      previews += file.previews
    }
    self.files = byPath
    self.views = views
    self.previews = previews
    previewCalls = SwiftUILoader.previewCalls(in: previews)
    var uses = SwiftUIReachability.Uses()
    for file in files {
      uses.names.merge(file.uses.names) { $0.union($1) }
      uses.members.merge(file.uses.members) { $0.union($1) }
      uses.widgets.formUnion(file.uses.widgets)
    }
    self.uses = uses
    references = uses.names.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    embedded = files.reduce(into: Set<String>()) { $0.formUnion($1.embeds) }
    var viewMembers: [String: [SwiftUIViewType]] = [:]
    for file in files {
      for builder in file.builders {
        for name in builder.computed.keys where !(viewMembers[name]?.contains { $0.name == builder.name } ?? false) {
          viewMembers[name, default: []].append(builder)
        }
      }
    }
    self.viewMembers = viewMembers
    var records: [String: Set<String>] = [:]
    var statics: [String: ExprSyntax] = [:]
    for file in files {
      records.merge(file.records) { first, _ in first }
      statics.merge(file.staticValues) { first, _ in first }
    }
    self.records = SwiftUIRecordTypes(members: records, statics: statics)
    strings = files.reduce(into: StringAccessors()) { $0.merge($1.strings) }
    var enums: [String: SwiftUIEnumType] = [:]
    var staticViews: [String: (file: String, view: SwiftUIStaticView)] = [:]
    var foreign: [String: SwiftUIForeignView] = [:]
    var typeAliases: [String: [SwiftUITypeAlias]] = [:]
    var protocolBodies: [String: [SwiftUIProtocolBody]] = [:]
    for file in files {
      foreign.merge(file.foreign) { first, _ in first }
      typeAliases.merge(file.typeAliases) { $0 + $1 }
      protocolBodies.merge(file.protocolBodies) { $0 + $1 }
      for (name, view) in file.staticViews where staticViews[name] == nil { staticViews[name] = (file.path, view) }
      fileModels.merge(file.models) { first, _ in first }
      enums.merge(file.enums) { first, _ in first }
      typeCounts.merge(file.typeCounts, uniquingKeysWith: +)
    }
    let counts = typeCounts
    self.enums = SwiftUIEnumTypes(enums: enums.filter { (counts[$0.key] ?? 1) <= 1 })
    self.staticViews = staticViews
    environment = SwiftUIEnvironmentDefaults(merging: files.map(\.environment))
    storedDefaults = SwiftUIStoredDefaults(merging: files.map(\.storedDefaults))
    self.foreign = foreign
    self.typeAliases = typeAliases
    self.protocolBodies = protocolBodies
    modifiers = SwiftUIAppModifiers(merging: files.map(\.modifiers))
    settleModels()
    settleShown()
  }

  /// Works out which views some code shows, with the names files without views use.
  private mutating func settleShown() {
    shown = SwiftUIReachability.shown(
      views: views, uses: uses, outsideNames: outsideReferences, outsideMembers: outsideMembers)
  }

  /// Whether some code of the target shows `view` (``SwiftUIReachability``). Without the whole
  /// target (a folder or file read alone), every view may be: where else it is used is not read.
  func isShown(_ view: SwiftUIViewType) -> Bool {
    // `extension Screen.Row: View` declares `Screen.Row`, which code names `Row`.
    let name = view.name.split(separator: ".").last.map(String.init) ?? view.name
    return !isWholeTarget || files.count < 2 || view.isPublic || shown.contains(name)
  }

  /// Whether `view` is used only by previews: built by a `#Preview` or `PreviewProvider` and named
  /// nowhere else in the files read (an app's targets). Such a view is no screen of the app —
  /// preview scaffolding or a view the app no longer shows. Without the whole target (a file or
  /// folder read alone, ``isWholeTarget``), where else its views are used is not read: only a view
  /// named for previews (`WrapperForPreview`) is left out then.
  func isPreviewOnly(_ view: SwiftUIViewType) -> Bool {
    guard previewCalls[view.name] != nil, !references.contains(view.name) else { return false }
    return isWholeTarget && files.count > 1 || view.name.contains("Preview")
  }
}
