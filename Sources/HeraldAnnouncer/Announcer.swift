import HeraldICU
import HeraldTree

/// Says what a screen reader says for every element of a control tree, in reading order, in a
/// locale and a profile.
///
/// The announcer expands custom controls by their component models (``ComponentExpander``),
/// finds the elements a screen reader visits and their order (``ReadingOrder``), resolves each
/// element's label, value and traits (``ElementDescriber``) and lets the profile put them into
/// words (``AnnouncerProfile``). Every word comes from `Localizations/` through ICU.
///
/// ```swift
/// let tree = try TreeReader().load(path: "Examples/FoodTracker/Main.storyboard")
/// let announcer = try Announcer(locale: LanguageTag("ru"))
/// for utterance in try announcer.announce(tree).scenes[0].utterances { print(utterance.text) }
/// ```
///
/// An announcer is immutable and `Sendable`: make one per locale and profile and share it.
public struct Announcer: Sendable {
  /// The locale spoken.
  public let locale: LanguageTag
  /// The profile that puts facts into words.
  public private(set) var profile: any AnnouncerProfile
  /// The fixed words of the locale.
  public let vocabulary: Vocabulary
  /// The component expander (models and locale).
  public let expander: ComponentExpander
  /// The reading order (right to left for `ar`, `he`, …).
  public private(set) var readingOrder: ReadingOrder
  private var describer: ElementDescriber
  /// The catalog, for the words of elements in another language.
  private let catalog: Catalog

  /// Creates an announcer.
  ///
  /// - Parameters:
  ///   - locale: The locale to speak; its catalog is found along its fallback chain.
  ///   - profile: The screen reader to imitate.
  ///   - components: The component models of custom controls.
  ///   - catalog: Where the words come from.
  /// - Throws: ``AnnouncerError/catalog(_:)`` when the catalog lacks a word.
  public init(
    locale: LanguageTag, profile: ProfileName = .voiceover, components: ComponentLibrary = .builtIn,
    catalog: Catalog = .herald
  ) throws(AnnouncerError) {
    self.locale = locale
    self.profile = profile.profile
    vocabulary = try Vocabulary(locale: locale, catalog: catalog)
    expander = ComponentExpander(library: components, locale: locale, catalog: catalog)
    readingOrder = ReadingOrder(rightToLeft: locale.isRightToLeft)
    describer = ElementDescriber(vocabulary: vocabulary)
    self.catalog = catalog
  }

  /// The utterances of every scene of `tree`, read as a screen of its platform
  /// (``reading(_:)``): VoiceOver reads an AppKit xib with its macOS words.
  ///
  /// - Throws: ``AnnouncerError`` when a component model fails for an instance.
  public func announce(_ tree: ControlTree) throws(AnnouncerError) -> Announcement {
    let reader = reading(tree.platform)
    var scenes: [SceneAnnouncement] = []
    let mirrors = !tree.format.recordsDisplayedFrames
    for scene in tree.scenes {
      var announced = try reader.announce(scene, mirrorsLayout: mirrors)
      if tree.format == .swiftUI, announced.utterances.isEmpty { announced.silence = SilentScene(root: scene.root) }
      scenes.append(announced)
    }
    return Announcement(file: tree.file, locale: locale, profile: reader.profile.name, scenes: scenes)
  }

  /// This announcer as it reads a screen of `platform`: the profile for the platform
  /// (``ProfileName/reading(_:)``: `voiceover` reads macOS with ``VoiceOverMacProfile``), and on
  /// macOS a stepper read whole, as AppKit exposes an `NSStepper` as one element.
  public func reading(_ platform: Platform) -> Announcer {
    var reader = self
    let name = profile.name.reading(platform)
    if name != profile.name { reader.profile = name.profile }
    reader.readingOrder.splitsSteppers = platform != .macOS
    reader.describer.readsCapitals = platform == .iOS
    return reader
  }

  /// The utterances of one scene, its custom controls expanded.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - mirrorsLayout: Whether the frames are those the developer laid out, which a
  ///     right-to-left locale mirrors (``displayed(_:mirrorsLayout:)``); `false` for dumps of a
  ///     running app (``DocumentFormat/recordsDisplayedFrames``).
  public func announce(_ scene: Scene, mirrorsLayout: Bool = true) throws(AnnouncerError) -> SceneAnnouncement {
    let expanded = try expander(for: scene).expand(scene.root)
    return SceneAnnouncement(
      id: scene.id, name: scene.name, location: scene.location,
      utterances: utterances(in: displayed(expanded.root, mirrorsLayout: mirrorsLayout)))
  }

  /// The (expanded) root as the screen shows it in the announcer's locale: in a right-to-left
  /// locale a laid-out screen is mirrored, as iOS flips leading and trailing constraints and
  /// stack views, so that the first star of a rating is on the right and still read first. The
  /// screen is the root's frame, or the bounds of its descendants' frames when it has none
  /// (``Element/screenBounds``). A scene without frames, a left-to-right locale or
  /// `mirrorsLayout == false` (a dump of a running app, already as shown) leaves it as it is.
  public func displayed(_ root: Element, mirrorsLayout: Bool = true) -> Element {
    guard mirrorsLayout, locale.isRightToLeft, let screen = root.screenBounds else { return root }
    return root.mirroredHorizontally(in: screen)
  }

  /// The expander for `scene`: the library with the scene's own models
  /// (``Scene/components``) added for classes it has no model of.
  public func expander(for scene: Scene) -> ComponentExpander {
    let own = scene.components.filter { expander.library.model(forClass: $0.className) == nil }
    guard !own.isEmpty else { return expander }
    var result = expander
    result.library.add(own)
    return result
  }

  /// The elements of `root` a screen reader visits, in reading order, with their facts. Custom
  /// controls are taken as they are: expand them first.
  ///
  /// An element with nothing to say (an empty label, an empty cell) is not visited, as VoiceOver
  /// skips elements whose description is empty.
  public func elements(in root: Element) -> [AccessibleElement] {
    var languages: [String: Vocabulary] = [:]
    return readingOrder.stops(in: root).map(describer.describe).filter { element in
      !utterance(for: element, &languages).text.isEmpty
    }
  }

  /// What the screen reader says for each element of `root`, in reading order.
  public func utterances(in root: Element) -> [Utterance] {
    var result: [Utterance] = []
    var languages: [String: Vocabulary] = [:]
    for stop in readingOrder.stops(in: root) {
      let utterance = utterance(for: describer.describe(stop), &languages)
      if !utterance.text.isEmpty { result.append(utterance) }
    }
    return result
  }

  /// The facts of the element at a stop of the reading order: label after fallbacks, value, traits.
  public func describe(_ stop: ReadingOrder.Stop) -> AccessibleElement { describer.describe(stop) }

  /// What the screen reader says for one element.
  public func utterance(for element: AccessibleElement) -> Utterance {
    var languages: [String: Vocabulary] = [:]
    return utterance(for: element, &languages)
  }

  /// What the screen reader says for `element`, in the words of its `accessibilityLanguage` when
  /// Herald's catalogs have that language (VoiceOver speaks the trait words and hints in it), else
  /// in the announcement's. Vocabularies of other languages are kept in `cache`.
  private func utterance(for element: AccessibleElement, _ cache: inout [String: Vocabulary]) -> Utterance {
    guard let language = element.element.accessibility.language, !language.isEmpty, language != locale.identifier
    else {
      // The common case passes the stored vocabulary itself: no copy per element.
      return profile.utterance(for: element, vocabulary: vocabulary)
    }
    return profile.utterance(for: element, vocabulary: vocabulary(language: language, &cache))
  }

  /// The vocabulary of `language`, or the announcement's when Herald has no catalog for it.
  private func vocabulary(language: String, _ cache: inout [String: Vocabulary]) -> Vocabulary {
    if let known = cache[language] { return known }
    var words = vocabulary
    if let tag = try? LanguageTag(language), tag.language != locale.language || tag.identifier != locale.identifier,
      catalog.locales.contains(where: { $0.language == tag.language }),
      let other = try? Vocabulary(locale: tag, catalog: catalog)
    {
      words = other
    }
    cache[language] = words
    return words
  }
}
