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
  /// - Complexity: O(*n* × *m*) per candidate whose length *m* is within `tolerance` of the
  ///   name's *n*; O(1) for the others, which cannot be that close (the distance is at least the
  ///   difference in length), so a huge name costs no more than reading it.
  public static func closest(to name: String, in candidates: [String], tolerance: Int) -> String? {
    let length = name.count
    let reachable = candidates.filter { abs($0.count - length) <= tolerance }
    guard !reachable.isEmpty else { return nil }
    let target = Array(name)
    var best: (name: String, distance: Int)?
    for candidate in reachable {
      let distance = editDistance(target, Array(candidate))
      if let current = best, distance > current.distance || (distance == current.distance && candidate > current.name) {
        continue
      }
      best = (candidate, distance)
    }
    guard let best, best.distance <= tolerance else { return nil }
    return best.name
  }

  /// `name` as an error message quotes it: whole when short, else its start and its length, so
  /// that a key of megabytes does not become a message of megabytes.
  ///
  /// ```swift
  /// Spelling.quoted(String(repeating: "k", count: 3_000_000))  // "kkkk…" (3,000,000 characters)
  /// ```
  public static func quoted(_ name: String, longest: Int = 80) -> String {
    guard name.count > longest else { return "\"\(name)\"" }
    return "\"\(name.prefix(longest))…\" (\(grouped(name.count)) characters)"
  }

  /// `number` with its thousands separated by commas (`3,000,000`).
  private static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
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
