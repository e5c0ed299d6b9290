/// Herald's version, in one place: `herald --version`, the `<tool>` of generated XLIFF files and the
/// `tool.driver.version` of SARIF logs all read it.
///
/// It lives in HeraldSyntax, the module every other Herald module builds on, so that no module has
/// to import the command-line tool (or another module it does not otherwise need) to name itself.
///
/// ```swift
/// let context = ReportContext(toolVersion: HeraldVersion.current)
/// ```
public enum HeraldVersion {
  /// The released version, `major.minor.patch`.
  public static let current = "0.1.0"
}
