extension InputFile {
  /// The files below `directory`, as paths relative to it, sorted, passing over what
  /// ``FileWalk`` never reads (hidden folders such as `.build` or `.git`, `Pods`, `Carthage`,
  /// `DerivedData`), so a package's build products, dependencies and version control are never
  /// taken for inputs.
  public static func files(under directory: String) -> [String] {
    FileWalk.files(under: directory)
  }
}
