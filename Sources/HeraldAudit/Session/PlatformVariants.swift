/// Merges the results of a file that the project builds for several platforms, and that was
/// therefore audited once per platform (``AuditUnit/platform``): a finding every platform gives
/// is reported once; one that only some give names them (``Finding/target``), as
/// `"macOS: Food Truck"`. A file two apps of a run link (a project both reference) is merged the
/// same way, named by the app's folder.
///
/// ```swift
/// let merged = PlatformVariants.merge([("iOS: Kiwix", onIOS), ("macOS: Kiwix", onMacOS)])
/// ```
enum PlatformVariants {
  /// One result per file, in the order files first appear.
  ///
  /// - Parameter results: Each unit's results, with what the unit builds the file as.
  static func merge(_ results: [(variant: String?, result: Auditor.FileResult)]) -> [Auditor.FileResult] {
    var order: [String] = []
    var byFile: [String: [(variant: String?, result: Auditor.FileResult)]] = [:]
    for entry in results {
      if byFile[entry.result.file] == nil { order.append(entry.result.file) }
      byFile[entry.result.file, default: []].append(entry)
    }
    return order.compactMap { file in
      guard let group = byFile[file] else { return nil }
      return group.count == 1 ? group[0].result : merged(group)
    }
  }

  private static func merged(_ group: [(variant: String?, result: Auditor.FileResult)]) -> Auditor.FileResult {
    var result = group[0].result
    var findings: [Finding] = []
    var variantsOf: [Finding: [String]] = [:]
    for (index, entry) in group.enumerated() {
      let variant = entry.variant ?? "variant \(index + 1)"
      for finding in entry.result.findings {
        if variantsOf[finding] == nil { findings.append(finding) }
        if !(variantsOf[finding]?.contains(variant) ?? false) { variantsOf[finding, default: []].append(variant) }
      }
    }
    let all = Set(group.enumerated().map { $0.element.variant ?? "variant \($0.offset + 1)" })
    result.findings = findings.map { finding in
      var named = finding
      let variants = variantsOf[finding] ?? []
      if Set(variants) != all { named.target = variants.joined(separator: "; ") }
      return named
    }
    // An element counts once however many platforms judged it: the largest count of any.
    for entry in group.dropFirst() {
      result.readings.merge(entry.result.readings)
      for (index, counts) in entry.result.counts.enumerated() where index < result.counts.count {
        result.counts[index].passes = max(result.counts[index].passes, counts.passes)
        result.counts[index].applicable = max(result.counts[index].applicable, counts.applicable)
      }
      for error in entry.result.errors where !result.errors.contains(error) { result.errors.append(error) }
      for warning in entry.result.messageWarnings where !result.messageWarnings.contains(warning) {
        result.messageWarnings.append(warning)
      }
    }
    return result
  }
}
