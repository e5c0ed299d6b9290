import ArgumentParser
import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldReport
import HeraldSpeech
import HeraldTree

/// Turns an audit outcome whose trees were kept into the HTML report: `herald report` and
/// `herald audit --format html` share it.
struct HTMLReportMaker {
  /// The locales to read each scene in; the first is also the findings'.
  var locales: [LanguageTag]
  /// The screen reader.
  var profile: ProfileName = .voiceover
  /// How to speak each utterance, when the report carries audio.
  var speech: SpeechArguments?

  /// The page and what it shows, or an error that ends the command (exit code 2).
  func html(for outcome: AuditOutcome, report: AuditReport, hasBaseline: Bool) throws -> (
    html: String, report: VisualReport
  ) {
    let library = outcome.components ?? .builtIn
    var announcers: [Announcer] = []
    for locale in locales {
      do {
        announcers.append(try Announcer(locale: locale, profile: profile, components: library))
      } catch {
        throw Diagnostics.fail(error)
      }
    }
    guard let first = announcers.first else { throw Diagnostics.fail("give at least one --locale") }
    let builder = ReportBuilder(
      announcer: first, others: Array(announcers.dropFirst()), speaker: try speech.map(speaker),
      localizer: outcome.appStrings.map(TreeLocalizer.init(strings:)))
    let visual = builder.build(report, hasBaseline: hasBaseline, toolVersion: Herald.version)
    return (HTMLReport(visual).render(), visual)
  }

  /// A speaker with one voice per locale (their fallbacks printed as warnings); an utterance
  /// espeak-ng cannot speak gets no audio.
  private func speaker(_ arguments: SpeechArguments) throws -> ReportBuilder.Speaker {
    var voices: [String: (SpeechEngine, VoiceChoice, SpeechOptions)] = [:]
    for locale in locales { voices[locale.identifier] = try arguments.prepare(locale: locale) }
    let prepared = voices
    return { utterance, locale in
      guard let (engine, choice, options) = prepared[locale.identifier],
        let audio = try? engine.speak(utterance.text, voice: choice.voice, options: options)
      else { return nil }
      return WAVFile.encode(audio)
    }
  }
}
