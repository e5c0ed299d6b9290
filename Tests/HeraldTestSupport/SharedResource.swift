import Foundation
import Testing

/// What a test needs from `../shared`, and the reason it gives when that is not there.
///
/// A clone on its own has no `../shared`: tests that read the corpora or the schemas are then
/// skipped, each saying what is missing and where it was looked for; the project's own fixtures
/// always run. CI has `../shared`, and `make test` fails there when it is missing (see the Makefile).
///
/// ```swift
/// @Suite("Interface Builder corpus", .requires(.ibCorpus))
/// struct InterfaceBuilderCorpusTests { … }
/// ```
public enum SharedResource: Sendable, CaseIterable {
  /// `../shared/corpus/ib`, the real Interface Builder files.
  case ibCorpus
  /// `../shared/corpus/apps`, whole real apps with their source.
  case appsCorpus
  /// `../shared/corpus/strings`, the real string tables.
  case stringsCorpus
  /// `../shared/schemas/sarif-schema-2.1.0.json`, the SARIF 2.1.0 schema.
  case sarifSchema
  /// `../shared/schemas/xliff-core-1.2-strict.xsd`, the strict XLIFF 1.2 schema.
  case xliffSchema

  /// Where the resource is.
  public var path: String {
    switch self {
    case .ibCorpus: TestPaths.ibCorpus
    case .appsCorpus: TestPaths.appsCorpus
    case .stringsCorpus: TestPaths.stringsCorpus
    case .sarifSchema: TestPaths.sarifSchema
    case .xliffSchema: TestPaths.xliffSchema
    }
  }

  /// The path as the repository names it, `../shared/…`.
  public var relativePath: String {
    "../" + path.dropFirst(TestPaths.repository.count + 4)
  }

  /// Whether the resource is beside the repository.
  public var isPresent: Bool { FileManager.default.fileExists(atPath: path) }

  /// Why tests that need the resource are skipped.
  public var skipReason: Comment {
    "\(relativePath) is not beside the repository (looked for \(path)): skipped; CI, which has ../shared, runs it"
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test or suite only when `resource` is beside the repository, and otherwise skips it
  /// with the resource's ``SharedResource/skipReason``.
  ///
  /// - Parameter resource: What the test reads from `../shared`.
  /// - Returns: A condition trait for `@Test` or `@Suite`.
  public static func requires(_ resource: SharedResource) -> Self {
    .enabled(if: resource.isPresent, resource.skipReason)
  }
}
