import HeraldTestSupport

/// The fixtures of these tests (the shared paths are in HeraldTestSupport).
extension TestPaths {
  /// `Tests/HeraldStringsTests/Fixtures`, tables written for these tests.
  static let fixtures = tests("HeraldStringsTests") + "/Fixtures"
}
