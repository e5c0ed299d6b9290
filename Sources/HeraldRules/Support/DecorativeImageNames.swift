import HeraldAudit

/// The image names that look decorative (backgrounds, dividers, gradients), shared by
/// `decorative-image-exposed` and `meaningful-image-unlabeled` so that the two rules always draw
/// the same line: an image one of them calls decorative, the other does not call meaningful.
struct DecorativeImageNames: Sendable {
  /// The name of the option both rules declare.
  static let optionName = "decorativePatterns"

  /// The default substrings, matched case-insensitively against the image name.
  static let defaultPatterns = [
    "background", "divider", "separator", "gradient", "shadow", "decoration", "spacer", "bg_", "pattern",
    "chevron",
  ]

  /// The option both rules declare.
  static let option = RuleOption(
    optionName, .strings(defaultPatterns),
    "Substrings (case-insensitive) of image names that mark an image as decorative.")

  /// The patterns, lower-cased once when the rule is made.
  let patterns: [String]

  /// The patterns a rule runs with.
  init(options: RuleOptions) {
    patterns = options.strings(Self.optionName).filter { !$0.isEmpty }.map { $0.lowercased() }
  }

  /// The first pattern the image name contains, or `nil` when it looks meaningful.
  func pattern(matching imageName: String) -> String? {
    let lowered = imageName.lowercased()
    return patterns.first { lowered.contains($0) }
  }
}
