import HeraldSource
import HeraldTree

extension TreeReader {
  /// The loaders Herald adds to HeraldTree's own: SwiftUI source, with the views under `inputs`
  /// indexed so that one file's body can expand a view another file declares.
  ///
  /// - Parameters:
  ///   - inputs: The files and folders whose SwiftUI views are indexed.
  ///   - parses: The run's parses, shared with the code index.
  ///   - platform: The platform the project builds the inputs for, which decides `#if os(…)` in
  ///     views (`nil`: iOS, or the one platform a file's views are declared for).
  ///   - deployment: The oldest system the project runs the inputs on, which decides
  ///     `if #available` in views; `nil` leaves both branches open.
  ///   - files: The platform the apps' projects build each file for, when `platform` is `nil`
  ///     (`herald tree`, `announce`, `simulate`): a file built for one platform is read for it.
  ///   - strings: The app's tables, whose keys name the accessors a build step generates and no
  ///     input declares (``GeneratedAccessors``); `nil` leaves such accessors unknown.
  ///   - assets: The symbols Xcode generates for the apps' images (`Image(.closeIcon)`); `nil`
  ///     takes those of `files`' projects.
  @Sendable public static func heraldLoaders(
    for inputs: [String], parses: SwiftParses? = nil, deployment: Deployment? = nil, platform: Platform? = nil,
    files: FilePlatforms? = nil, strings: AppStrings? = nil, assets: AssetSymbols? = nil
  ) -> [any TreeLoader] {
    var views = SwiftUIViewIndex(paths: inputs, parses: parses)
    if let strings { views.readGeneratedAccessors(from: strings) }
    views.assets = assets ?? files?.assets ?? AssetSymbols()
    views.deployment = deployment
    views.platform = platform
    // A project's part: the files are its targets' own, so a view none of them shows is unshown.
    views.isWholeTarget = platform != nil
    if let files { views.platformOfFile = { files.platform(of: $0) } }
    return [SwiftUILoader(views: views)]
  }

  /// A reader of every format Herald reads, for `inputs`, each SwiftUI file read for the
  /// platform its project builds it for when it builds it for one (``FilePlatforms``), with the
  /// accessors generated from `strings`' keys.
  public static func herald(for inputs: [String], files: FilePlatforms? = nil, strings: AppStrings? = nil)
    -> TreeReader
  {
    TreeReader(loaders: builtInLoaders + heraldLoaders(for: inputs, files: files, strings: strings))
  }
}
