/// Suggestions for mistyped names: the known name closest to what a user wrote, for "did you mean"
/// in errors about catalog keys, rule ids and configuration keys.
public enum Spelling {
  /// The candidate with the smallest edit distance to `name`, when it is within `tolerance` edits
  /// (ties go to the alphabetically first).
  ///
  /// ```swift
  /// Spelling.closest(to: "rulez", in: ["rules", "locale"], tolerance: 2)  // "rules"
  /// ```
  ///
  /// - Complexity: O(*n* × *m*) per candidate, for names of lengths *n* and *m*.
  public static func closest(to name: String, in candidates: [String], tolerance: Int) -> String? {
    let target = Array(name)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate))
      if let current = best, distance > current.distance || (distance == current.distance && candidate > current.name) {
        continue
      }
      best = (candidate, distance)
    }
    guard let best, best.distance <= tolerance else { return nil }
    return best.name
  }

  /// The Levenshtein distance between two strings of characters.
  public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
