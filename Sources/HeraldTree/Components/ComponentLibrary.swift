/// The component models Herald knows, by custom class name: the built-in models of the seed
/// rating controls, plus any a user loads with `--components FILE`.
///
/// ```swift
/// var library = ComponentLibrary.builtIn
/// try library.add(ComponentModelLoader.load(path: "MyControls.yml"))
/// ```
public struct ComponentLibrary: Sendable, Hashable {
  /// The models by class name.
  public private(set) var models: [String: ComponentModel]

  /// Creates a library of `models`; a later model for the same class replaces an earlier one.
  public init(_ models: [ComponentModel] = []) {
    self.models = [:]
    add(models)
  }

  /// Adds `models`, replacing built-in or earlier models of the same class.
  public mutating func add(_ models: [ComponentModel]) {
    for model in models { self.models[model.className] = model }
  }

  /// The model of the custom class `name`, if there is one.
  public func model(forClass name: String) -> ComponentModel? { models[name] }

  /// The class names, sorted.
  public var classNames: [String] { models.keys.sorted() }

  /// The models of `Components/` embedded when Herald was built: FoodTracker's `RatingControl`,
  /// JRNL's `RatingView` and the adjustable `StarRatingControl`.
  ///
  /// The files are tested to load (`ComponentModelTests`), so a broken built-in model fails the
  /// build's tests rather than a user's run.
  public static let builtIn: ComponentLibrary = {
    var models: [ComponentModel] = []
    for file in EmbeddedComponents.files {
      if let loaded = try? ComponentModelLoader.parse(file.text, file: file.path) { models += loaded }
    }
    return ComponentLibrary(models)
  }()

  /// Why an embedded model did not load (empty when all did); tests assert it is empty.
  public static var builtInErrors: [TreeError] {
    var errors: [TreeError] = []
    for file in EmbeddedComponents.files {
      do { _ = try ComponentModelLoader.parse(file.text, file: file.path) } catch { errors.append(error) }
    }
    return errors
  }
}
