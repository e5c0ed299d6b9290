internal import CHeraldICU

/// Facts about the ICU library Herald is linked with.
public enum ICU {
  /// The version of the system ICU, such as "72.1".
  public static let version = String(cString: herald_icu_version())
}
