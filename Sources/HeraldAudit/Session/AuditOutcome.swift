import HeraldICU
import HeraldSyntax
import HeraldTree

/// What one audit run produced: the report, what went wrong before or around it, and the exit
/// status a command line ends with.
public struct AuditOutcome: Sendable {
  /// How the run ends, as an exit status.
  public enum Status: Int32, Sendable, Hashable {
    /// No active violation at or above the fail threshold.
    case passed = 0
    /// An active violation at or above the fail threshold.
    case failed = 1
    /// The run could not start (configuration, rule pack, component model, string table, locale,
    /// rule id), found nothing to audit, or some inputs could not be audited.
    case errors = 2
  }

  /// The report; `nil` when the run stopped before auditing.
  public var report: AuditReport?
  /// The locale of the messages (English when the locale asked for was not one).
  public var locale: LanguageTag
  /// Errors outside the audited inputs: the configuration, rule packs, component models, string
  /// tables, the locale, rule ids, the baseline, or no input at all. Inputs that could not be
  /// audited are the report's ``AuditReport/inputErrors``.
  public var errors: [any LocatedError & Sendable]
  /// What the run did besides auditing ("recorded 3 findings in the baseline …").
  public var notes: [String]
  /// How the run ends.
  public var status: Status
  /// The component models the audit expanded custom controls with (built-in, configured and
  /// requested); `nil` when the run stopped before loading them.
  public var components: ComponentLibrary?
  /// The app's translations the audit found, for reports that read scenes in the app's locales.
  public var appStrings: AppStrings?
  /// The baseline the findings were compared with (the request's or the configuration's), if any.
  public var baseline: String?

  /// Creates an outcome.
  public init(
    report: AuditReport?, locale: LanguageTag, errors: [any LocatedError & Sendable] = [], notes: [String] = [],
    status: Status
  ) {
    self.report = report
    self.locale = locale
    self.errors = errors
    self.notes = notes
    self.status = status
  }
}
