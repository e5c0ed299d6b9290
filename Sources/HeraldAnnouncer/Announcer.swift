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
  public let profile: any AnnouncerProfile
  /// The fixed words of the locale.
  public let vocabulary: Vocabulary
  /// The component expander (models and locale).
  public let expander: ComponentExpander
  /// The reading order (right to left for `ar`, `he`, …).
  public let readingOrder: ReadingOrder
  private let describer: ElementDescriber
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

  /// The utterances of every scene of `tree`.
  ///
  /// - Throws: ``AnnouncerError`` when a component model fails for an instance.
  public func announce(_ tree: ControlTree) throws(AnnouncerError) -> Announcement {
    var scenes: [SceneAnnouncement] = []
    for scene in tree.scenes { scenes.append(try announce(scene)) }
    return Announcement(file: tree.file, locale: locale, profile: profile.name, scenes: scenes)
  }

  /// The utterances of one scene, its custom controls expanded.
  public func announce(_ scene: Scene) throws(AnnouncerError) -> SceneAnnouncement {
    let expanded = try expander.expand(scene.root)
    return SceneAnnouncement(
      id: scene.id, name: scene.name, location: scene.location, utterances: utterances(in: expanded.root))
  }

  /// The elements of `root` a screen reader visits, in reading order, with their facts. Custom
  /// controls are taken as they are: expand them first.
  ///
  /// An element with nothing to say (an empty label, an empty cell) is not visited, as VoiceOver
  /// skips elements whose description is empty.
  public func elements(in root: Element) -> [AccessibleElement] {
    var languages: [String: Vocabulary] = [:]
    return readingOrder.stops(in: root).map(describer.describe).filter { element in
      let words = vocabulary(for: element.element, &languages)
      return !profile.utterance(for: element, vocabulary: words).text.isEmpty
    }
  }

  /// What the screen reader says for each element of `root`, in reading order.
  public func utterances(in root: Element) -> [Utterance] {
    var result: [Utterance] = []
    var languages: [String: Vocabulary] = [:]
    for stop in readingOrder.stops(in: root) {
      let words = vocabulary(for: stop.element, &languages)
      let utterance = profile.utterance(for: describer.describe(stop), vocabulary: words)
      if !utterance.text.isEmpty { result.append(utterance) }
    }
    return result
  }

  /// The facts of the element at a stop of the reading order: label after fallbacks, value, traits.
  public func describe(_ stop: ReadingOrder.Stop) -> AccessibleElement { describer.describe(stop) }

  /// What the screen reader says for one element.
  public func utterance(for element: AccessibleElement) -> Utterance {
    var languages: [String: Vocabulary] = [:]
    return profile.utterance(for: element, vocabulary: vocabulary(for: element.element, &languages))
  }

  /// The words for `element`: those of its `accessibilityLanguage` when Herald's catalogs have that
  /// language (VoiceOver speaks the trait words and hints in it), else the announcement's.
  /// Vocabularies of other languages are made once per call and kept in `cache`.
  private func vocabulary(for element: Element, _ cache: inout [String: Vocabulary]) -> Vocabulary {
    guard let language = element.accessibility.language, !language.isEmpty, language != locale.identifier else {
      return vocabulary
    }
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
