import HeraldICU
import HeraldSyntax

/// Chooses the espeak-ng voice for a BCP 47 locale.
///
/// Candidates, most specific first: the given region (`pt-BR` → `pt-br`), the likely region of the
/// language (`en` → `en-us`, `fr` → `fr-fr`), Latin-American Spanish for Spanish outside Spain
/// (`es-MX` → `es-419`), the bare language (`de`), then any voice of the language. Chinese maps to
/// espeak-ng's Mandarin (`zh`, `zh-Hans`, `zh-TW` → `cmn`) or Cantonese (`zh-HK`, `zh-Hant-MO`,
/// `yue` → `yue`) and Norwegian to Bokmål (`no` → `nb`). Among voices that list a code, the one with
/// the lowest espeak-ng priority wins. A match without the region asked for is reported as a
/// fallback; no match is an error listing voices with similar languages.
public struct VoiceSelector: Sendable {
  /// The voices to choose from.
  public var voices: [Voice]

  /// Creates a selector over installed voices.
  public init(voices: [Voice]) {
    self.voices = voices
  }

  /// The voice for `locale`.
  public func choose(for locale: LanguageTag) throws(SpeechError) -> VoiceChoice {
    guard !voices.isEmpty else { throw .noVoicesInstalled }
    let (codes, requested) = candidates(for: locale)
    for code in codes {
      if let voice = best(speaking: code) {
        return choice(locale: locale, voice: voice, code: code, requested: requested)
      }
    }
    let language = codes.last ?? locale.language.lowercased()
    if let voice = voices.filter({ $0.languages.contains { $0.code.hasPrefix(language + "-") } }).min(
      by: rank(
        language))
    {
      let code = voice.languages.first { $0.code.hasPrefix(language + "-") }?.code ?? voice.primaryLanguage
      return choice(locale: locale, voice: voice, code: code, requested: requested)
    }
    throw .noVoice(locale: locale.identifier, close: close(to: language))
  }

  /// The voice named `name` (identifier, language code or display name) for `locale`.
  public func choose(named name: String, for locale: LanguageTag) throws(SpeechError) -> VoiceChoice {
    let lowered = name.lowercased()
    let found =
      voices.first { $0.identifier.lowercased() == lowered }
      ?? voices.first { $0.name.lowercased() == lowered.replacingOccurrences(of: "_", with: " ") }
      ?? best(speaking: lowered)
    guard let found else {
      throw .unknownVoice(name: name, close: close(to: lowered))
    }
    let code = found.languages.first { $0.code == lowered }?.code ?? found.primaryLanguage
    return VoiceChoice(
      locale: locale, voice: found, language: code, limitation: VoiceSupport.limitation(of: code))
  }

  /// The espeak-ng codes to try, and the code the user's tag asked for exactly.
  private func candidates(for locale: LanguageTag) -> (codes: [String], requested: String) {
    let given = locale.identifier.lowercased().split(separator: "-").map(String.init)
    let full = locale.maximized.identifier.lowercased().split(separator: "-").map(String.init)
    var language = given.first ?? ""
    let script = full.count >= 2 && full[1].count == 4 ? full[1] : nil
    let givenRegion = given.dropFirst().first { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }
    let likelyRegion = full.dropFirst().first { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }
    let requested = [language, givenRegion].compactMap { $0 }.joined(separator: "-")
    switch language {
    case "zh":
      let cantonese = script == "hant" && ["hk", "mo"].contains(likelyRegion ?? "")
      return (cantonese ? ["yue", "cmn"] : ["cmn"], "")
    case "no":
      language = "nb"
      return (["nb"], "")
    default:
      break
    }
    var codes: [String] = []
    for region in [givenRegion, likelyRegion].compactMap({ $0 }) { codes.append("\(language)-\(region)") }
    if language == "es", let region = givenRegion ?? likelyRegion, region != "es" { codes.append("es-419") }
    codes.append(language)
    var seen = Set<String>()
    return (codes.filter { seen.insert($0).inserted }, requested)
  }

  private func choice(locale: LanguageTag, voice: Voice, code: String, requested: String) -> VoiceChoice {
    // Only a region the user asked for and did not get is a fallback; languages without a region
    // in the tag (and Chinese and Norwegian, whose codes Herald maps) are exact.
    let exact = code == requested || !requested.contains("-") || code.hasPrefix(requested + "-")
    let fallback =
      exact ? nil : "no espeak-ng voice for \(locale.identifier); \(voice.name) (\(voice.identifier)) speaks \(code)"
    return VoiceChoice(
      locale: locale, voice: voice, language: code, fallback: fallback, limitation: VoiceSupport.limitation(of: code))
  }

  /// The preferred voice that lists `code`.
  private func best(speaking code: String) -> Voice? {
    voices.filter { $0.languages.contains { $0.code == code } }.min(by: rank(code))
  }

  /// Orders voices by their priority for `code` (or a code beginning with it), then by a shorter
  /// identifier (the main voice before its variants).
  private func rank(_ code: String) -> (Voice, Voice) -> Bool {
    func priority(_ voice: Voice) -> Int {
      voice.languages.first { $0.code == code || $0.code.hasPrefix(code + "-") }?.priority ?? Int.max
    }
    return { a, b in
      (priority(a), a.identifier.count, a.identifier) < (priority(b), b.identifier.count, b.identifier)
    }
  }

  /// Voices whose language is within one edit of `code`'s language, else the five nearest.
  private func close(to code: String) -> [Voice] {
    let target = Array(code.split(separator: "-").first.map(String.init) ?? code)
    let scored = voices.map { voice -> (Int, Voice) in
      let base = Array(voice.primaryLanguage.split(separator: "-").first.map(String.init) ?? "")
      return (Spelling.editDistance(target, base), voice)
    }.sorted { ($0.0, $0.1.primaryLanguage) < ($1.0, $1.1.primaryLanguage) }
    let near = scored.filter { $0.0 <= 1 }
    return (near.isEmpty ? Array(scored.prefix(5)) : near).map(\.1)
  }
}
