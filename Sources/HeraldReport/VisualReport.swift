import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldSyntax
import HeraldTree

/// Everything `herald report` draws: per file and scene, the screen, what a screen reader says in
/// each locale, and the findings — the model ``HTMLReport`` renders.
///
/// ``ReportBuilder`` makes it from an audit whose trees were kept; it holds values only, so it
/// can be rendered, tested or turned into another format without the announcer.
public struct VisualReport: Sendable {
  /// The locales the utterances were read in, in the order given; the first is the findings'.
  public var locales: [LanguageTag]
  /// The screen reader's profile.
  public var profile: ProfileName
  /// The files, in the order audited.
  public var files: [FileSection]
  /// Inputs that could not be read or announced.
  public var inputErrors: [InputError]
  /// Findings about elements no drawn scene holds (a SwiftUI view judged where it is declared,
  /// a scene that failed): listed apart so that none is lost.
  public var unplacedFindings: [Finding] = []
  /// The rules that ran, for the filters and each finding's fix.
  public var rules: [RuleDescription]
  /// Whether findings were compared with a baseline: then the active ones are new.
  public var hasBaseline: Bool
  /// Herald's version, for the page's footer.
  public var toolVersion: String

  /// Creates a report.
  public init(
    locales: [LanguageTag], profile: ProfileName, files: [FileSection], inputErrors: [InputError] = [],
    rules: [RuleDescription] = [], hasBaseline: Bool = false, toolVersion: String
  ) {
    self.locales = locales
    self.profile = profile
    self.files = files
    self.inputErrors = inputErrors
    self.rules = rules
    self.hasBaseline = hasBaseline
    self.toolVersion = toolVersion
  }

  /// The screen reader's name as people write it: VoiceOver, TalkBack.
  public var screenReader: String {
    switch profile {
    case .voiceover, .voiceoverMacOS, .voiceoverTutorial: "VoiceOver"
    case .talkback: "TalkBack"
    }
  }

  /// Every scene of every file, in order.
  public var scenes: [SceneSection] { files.flatMap(\.scenes) }
}

/// One audited file and its scenes.
public struct FileSection: Sendable {
  /// The file as the user named it.
  public var path: String
  /// Its scenes, the most severe findings first (equal ones in document order).
  public var scenes: [SceneSection]

  /// Creates a file section.
  public init(path: String, scenes: [SceneSection]) {
    self.path = path
    self.scenes = scenes
  }
}

/// One scene: its drawing, one reading per locale, and its findings.
public struct SceneSection: Sendable {
  /// The scene's id in its file.
  public var id: String
  /// The scene's name.
  public var name: String
  /// Where the scene is defined.
  public var location: SourceLocation
  /// The platform, which sets the touch-target size (44 pt, 48 dp).
  public var platform: Platform
  /// The frames' unit.
  public var unit: CoordinateUnit
  /// The screen's elements placed on a canvas, as a left-to-right layout shows them.
  public var canvas: SceneCanvas
  /// What the screen reader says, one reading per locale, in ``VisualReport/locales`` order.
  public var readings: [SceneReading]
  /// The findings about the scene's elements, in report order.
  public var findings: [Finding]

  /// Creates a scene section.
  public init(
    id: String, name: String, location: SourceLocation, platform: Platform, unit: CoordinateUnit,
    canvas: SceneCanvas, readings: [SceneReading], findings: [Finding]
  ) {
    self.id = id
    self.name = name
    self.location = location
    self.platform = platform
    self.unit = unit
    self.canvas = canvas
    self.readings = readings
    self.findings = findings
  }

  /// The number of elements drawn.
  public var elementCount: Int { canvas.boxes.count + canvas.unplaced.count }
}

/// What a screen reader says for one scene in one locale: the screen as laid out for the locale
/// (mirrored for a right-to-left one) and its focus stops in reading order.
public struct SceneReading: Sendable {
  /// The locale.
  public var locale: LanguageTag
  /// The screen as the locale lays it out; the stops' frames are on it.
  public var canvas: SceneCanvas
  /// The focus stops, numbered from 1 in reading order.
  public var stops: [FocusStop]

  /// Creates a reading.
  public init(locale: LanguageTag, canvas: SceneCanvas, stops: [FocusStop]) {
    self.locale = locale
    self.canvas = canvas
    self.stops = stops
  }
}

/// One element a screen reader focuses: its number, what is said, and where it is.
public struct FocusStop: Sendable {
  /// The 1-based position in reading order.
  public var number: Int
  /// What is said, with its parts, frame and activation point.
  public var utterance: Utterance
  /// The element's path from the scene's root (as findings name it).
  public var path: String
  /// Whether people act on it (a control, or traits such as button, link or adjustable): the
  /// touch-target overlay boxes these.
  public var isActionable: Bool
  /// The utterance spoken as a WAV file, when the report was asked to speak (`--speak`).
  public var audio: [UInt8]?

  /// Creates a focus stop.
  public init(number: Int, utterance: Utterance, path: String, isActionable: Bool, audio: [UInt8]? = nil) {
    self.number = number
    self.utterance = utterance
    self.path = path
    self.isActionable = isActionable
    self.audio = audio
  }
}
