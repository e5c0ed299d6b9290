import HeraldSource
import HeraldSyntax
import SwiftSyntax

/// Reads a `Package.swift` statically with swift-syntax — never compiling or running it — into a
/// ``SwiftPackage``: its name, `defaultLocalization`, platforms and targets with their paths,
/// exclusions and member files.
///
/// A manifest whose `targets:` is not an array literal of `.target(…)`-style calls (targets
/// computed by code) cannot be read this way: it is a ``ProjectError/unreadableManifest(_:reason:)``
/// naming the line, and the folder is read as a folder.
///
/// ```swift
/// let package = try PackageManifestReader().read(folder: "Packages/DesignSystem")
/// ```
public struct PackageManifestReader: Sendable {
  /// The largest manifest read.
  public static let maximumBytes = 1 << 20

  /// Lists the files below a folder (relative paths); ``FileWalk`` by default.
  public var listFiles: @Sendable (String) -> [String]

  /// Creates a reader.
  public init(listFiles: @escaping @Sendable (String) -> [String] = { FileWalk.files(under: $0) }) {
    self.listFiles = listFiles
  }

  /// Reads the package in `folder`.
  ///
  /// - Throws: ``ProjectError`` naming the file and line of what cannot be read.
  public func read(folder: String) throws(ProjectError) -> SwiftPackage {
    let file = ProjectPath.join(folder, "Package.swift")
    let text = try ProjectFile.text(atPath: file, limit: Self.maximumBytes)
    return try read(text, folder: folder, file: file)
  }

  /// Reads a manifest's text, as the package in `folder`.
  public func read(_ text: String, folder: String, file: String) throws(ProjectError) -> SwiftPackage {
    let tree: SourceFileSyntax
    switch SwiftParseGuard.parse(text, file: file) {
    case .tree(let parsed): tree = parsed
    case .refused(let problem): throw .unreadableManifest(problem.location, reason: problem.message)
    }
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    func location(_ node: some SyntaxProtocol) -> HeraldSyntax.SourceLocation {
      let place = node.startLocation(converter: converter)
      return HeraldSyntax.SourceLocation(file: file, line: place.line, column: place.column)
    }
    guard let call = Self.packageCall(in: tree) else {
      throw .unreadableManifest(
        HeraldSyntax.SourceLocation(file: file, line: 1, column: 1),
        reason: "no `Package(…)` call was found at the top level")
    }
    var package = SwiftPackage(
      path: ProjectPath.normalize(folder), name: Self.string(call.argument("name")) ?? "?",
      defaultLocalization: Self.string(call.argument("defaultLocalization")), platforms: [:], targets: [])
    for element in call.argument("platforms")?.as(ArrayExprSyntax.self)?.elements ?? [] {
      guard let platformCall = element.expression.as(FunctionCallExprSyntax.self),
        let name = platformCall.memberName, let platform = ApplePlatform(sdk: name)
      else { continue }
      let version = platformCall.arguments.first.map { Self.version($0.expression) } ?? ""
      package.platforms[platform] = version
    }
    guard let targets = call.argument("targets") else { return package }
    guard let list = targets.as(ArrayExprSyntax.self) else {
      throw .unreadableManifest(location(targets), reason: "`targets:` is computed, not an array literal")
    }
    for element in list.elements {
      guard let targetCall = element.expression.as(FunctionCallExprSyntax.self), let kind = targetCall.memberName
      else {
        throw .unreadableManifest(location(element), reason: "a target that is not a `.target(…)` call")
      }
      guard let type = Self.productType(kind) else { continue }
      guard let name = Self.string(targetCall.argument("name")) else {
        throw .unreadableManifest(location(targetCall), reason: "a target whose name is not a string literal")
      }
      let defaultFolder = type.isTest ? "Tests" : kind == "plugin" ? "Plugins" : "Sources"
      let relative = Self.string(targetCall.argument("path")) ?? "\(defaultFolder)/\(name)"
      let root = ProjectPath.join(folder, relative)
      let excluded = Self.strings(targetCall.argument("exclude"))
      let sources = Self.strings(targetCall.argument("sources"))
      var files: [String] = []
      for member in listFiles(root) {
        if excluded.contains(where: { member == $0 || member.hasPrefix($0 + "/") }) { continue }
        if !sources.isEmpty, !sources.contains(where: { member == $0 || member.hasPrefix($0 + "/") }),
          !member.contains(".lproj/"), !member.hasSuffix(".xcstrings"), !member.contains(".xcassets/")
        {
          continue
        }
        files.append(ProjectPath.join(root, member))
      }
      package.targets.append(
        ProjectTarget(
          name: name, productType: type, platforms: package.platforms.keys.sorted(),
          deploymentTargets: package.platforms, files: files,
          dependencies: Self.dependencyNames(targetCall.argument("dependencies")), origin: .swiftPackage,
          declaredIn: file))
    }
    return package
  }

  /// The product type of a target kind (`target`, `executableTarget`, `testTarget`, …); `nil`
  /// for binary and system-library targets, which have no source of the package's own.
  static func productType(_ kind: String) -> ProductType? {
    switch kind {
    case "target": .framework
    case "executableTarget": .commandLineTool
    case "testTarget": .unitTest
    case "macro": .other("macro")
    case "plugin": .other("plugin")
    default: nil
    }
  }

  static func packageCall(in tree: SourceFileSyntax) -> FunctionCallExprSyntax? {
    for item in tree.statements {
      if let declaration = item.item.as(VariableDeclSyntax.self),
        let call = declaration.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package"
      {
        return call
      }
    }
    return nil
  }

  static func string(_ expression: ExprSyntax?) -> String? {
    guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
    var text = ""
    for segment in literal.segments {
      guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
      text += piece.content.text
    }
    return text
  }

  static func strings(_ expression: ExprSyntax?) -> [String] {
    expression?.as(ArrayExprSyntax.self)?.elements.compactMap { string($0.expression) } ?? []
  }

  /// `.v17` → `17`, `"17.0"` → `17.0`.
  static func version(_ expression: ExprSyntax) -> String {
    if let text = string(expression) { return text }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      return name.hasPrefix("v") ? String(name.dropFirst()).replacingOccurrences(of: "_", with: ".") : name
    }
    return expression.trimmedDescription
  }

  /// Target dependencies by name: `"Core"`, `.target(name: "Core")`, `.product(name: "X", …)`,
  /// `.byName(name: "Y")`.
  static func dependencyNames(_ expression: ExprSyntax?) -> [String] {
    expression?.as(ArrayExprSyntax.self)?.elements.compactMap { element in
      string(element.expression) ?? string(element.expression.as(FunctionCallExprSyntax.self)?.argument("name"))
    } ?? []
  }
}

extension FunctionCallExprSyntax {
  /// The expression of the argument labelled `label`.
  func argument(_ label: String) -> ExprSyntax? {
    arguments.first { $0.label?.text == label }?.expression
  }

  /// `target` of `.target(…)`.
  var memberName: String? { calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
}
