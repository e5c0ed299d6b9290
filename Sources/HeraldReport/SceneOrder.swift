import HeraldAudit

/// The order a person reads the report in: the scenes with the most severe findings first, so
/// that the page opens on what to fix, and clean scenes last.
///
/// A scene's rank is its active findings counted as (errors, warnings, notes, needs review),
/// compared in that order; a file ranks as its highest-ranked scene. Equal ranks keep the
/// document order (files as given, scenes as in the file).
enum SceneOrder {
  /// The rank of a list of findings: higher is more urgent.
  struct Rank: Comparable {
    var counts: [Int]

    init(_ findings: [Finding]) {
      let active = findings.filter(\.isActive)
      func violations(_ severity: Severity) -> Int {
        active.filter { $0.kind == .violation && $0.severity == severity }.count
      }
      counts = [
        violations(.error), violations(.warning), violations(.note), active.filter { $0.kind == .needsReview }.count,
      ]
    }

    static func < (left: Rank, right: Rank) -> Bool { left.counts.lexicographicallyPrecedes(right.counts) }
  }

  /// `files` with each file's scenes, and the files, from the most urgent to the least.
  static func sorted(_ files: [FileSection]) -> [FileSection] {
    let ranked = files.map { file -> (file: FileSection, rank: Rank?) in
      var file = file
      file.scenes = descending(file.scenes) { Rank($0.findings) }
      return (file, file.scenes.first.map { Rank($0.findings) })
    }
    // A file without scenes ranks below every file with one.
    return descending(ranked) { $0.rank ?? Rank([]) }.map(\.file)
  }

  /// `items` from the highest rank to the lowest, equal ranks in their given order.
  private static func descending<Item>(_ items: [Item], by rank: (Item) -> Rank) -> [Item] {
    items.enumerated().map { (offset: $0.offset, item: $0.element, rank: rank($0.element)) }
      .sorted { $0.rank != $1.rank ? $1.rank < $0.rank : $0.offset < $1.offset }
      .map(\.item)
  }
}
