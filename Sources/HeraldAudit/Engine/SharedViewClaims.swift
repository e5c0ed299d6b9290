import HeraldSyntax
import HeraldTree

/// Claims about the elements of SwiftUI views that several scenes read.
///
/// A SwiftUI view other views use is read on its own (its scene) and inside each view that uses
/// it (their scenes). On its own it lacks what the views
/// around it add (a button, a background, a label on a combined row), so a rule that needs that
/// gives needs review there, naming the view (``MissingEvidence/usedIn(_:)``). Where the view is
/// read inside a view that uses it, that scene decides the claim: its verdict, or its pass, is
/// the one reported. The element is matched by its place in the source, not by its id: the view's
/// own scene may number its elements differently (a `.navigationTitle` read as a heading where no
/// navigation container holds the view shifts its siblings).
///
/// ```swift
/// var readings = SharedViewClaims.Readings()
/// for scene in scenes { readings.add(scene) }
/// let findings = SharedViewClaims.distinct(SharedViewClaims.decided(findings, readings))
/// ```
enum SharedViewClaims {
  /// An element as read in a scene: its source position and the scene's id.
  struct HostedElement: Hashable, Sendable {
    var source: SourceLocation
    var scene: String
  }

  /// What the scenes of an audit read that bears on claims about shared views: the elements other
  /// views brought in.
  struct Readings: Sendable {
    /// The elements of SwiftUI views read inside other views' scenes.
    var hosted: Set<HostedElement> = []

    /// Adds what `scene` reads: the elements another view brought in (their id is not of the
    /// scene's own view) and that the scene shows (one it conceals, a view under
    /// `.accessibilityHidden(true)`, decides nothing). Nothing for a scene that is not SwiftUI.
    mutating func add(_ scene: AuditScene) {
      guard scene.format == .swiftUI, let root = scene.elements.first else { return }
      for (index, element) in scene.elements.enumerated().dropFirst() where !scene.concealed[index] {
        // A view a caller passed in stands for the place the receiving view shows it.
        if let passed = element.runtimeAttributes.first(where: { $0.keyPath == RuntimeAttribute.passedViewKeyPath }),
          let place = SourceLocation(parsing: passed.value.text)
        {
          hosted.insert(HostedElement(source: place, scene: scene.scene.id))
        }
        let id = baseID(element.id)
        if (id.split(separator: "/", maxSplits: 1).first ?? id) != root.id {
          hosted.insert(HostedElement(source: element.location, scene: scene.scene.id))
        }
      }
    }

    /// Adds what another part of the audit read.
    mutating func merge(_ other: Readings) {
      hosted.formUnion(other.hosted)
    }
  }

  /// `findings` without the needs reviews that a view's own scene gave for want of the views
  /// around it (``MissingEvidence/usedIn(_:)``), where the scene of a view that uses it read the
  /// same element and decided: that scene's finding, or its pass, is the one reported. A scene
  /// that is itself a view other views use, and that deferred the same rule there too, decides
  /// nothing; when no scene decides, the needs review stays (unknown is never absent).
  static func decided(_ findings: [Finding], _ readings: Readings) -> [Finding] {
    guard !readings.hosted.isEmpty else { return findings }
    // The scenes each element was read in, other than its own view's.
    var scenes: [SourceLocation: Set<String>] = [:]
    for element in readings.hosted { scenes[element.source, default: []].insert(element.scene) }
    // The scenes that deferred a rule's claim on an element to the views around them.
    var deferred: [Deferral: Set<String>] = [:]
    for finding in findings where isDeferred(finding) {
      let place = Deferral(source: finding.location.source, rule: finding.ruleID)
      deferred[place, default: []].insert(finding.location.sceneID)
    }
    return findings.filter { finding in
      guard isDeferred(finding) else { return true }
      let place = Deferral(source: finding.location.source, rule: finding.ruleID)
      let deciding = (scenes[place.source] ?? []).subtracting(deferred[place] ?? [])
      return deciding.subtracting([finding.location.sceneID]).isEmpty
    }
  }

  /// A needs review given for want of the views around the element's view.
  private static func isDeferred(_ finding: Finding) -> Bool {
    guard finding.kind == .needsReview, case .usedIn = finding.missingEvidence?.evidence else { return false }
    return true
  }

  /// A rule's claim at a place in the source.
  private struct Deferral: Hashable {
    var source: SourceLocation
    var rule: String
  }

  /// `findings` without repeats of one claim: the same rule and message about the same place in
  /// the source. A SwiftUI view used by many screens is read in each of them (and on its own), and
  /// code two branches of a scene's states share (a `ViewThatFits` whose views hold the same
  /// buttons) is read in each state, under ids that differ; what is wrong in that code is reported
  /// as the first scene and state that read it found it, naming every platform a repeat in another
  /// scene or state gives it on (``Finding/target``; one that names none, every platform of its file,
  /// makes the kept one name none). Within one scene and state, elements from
  /// one place (the rows of a `ForEach`) stay apart by id,
  /// except a second use of a view in one screen (`id~2`). When one screen decides the claim and
  /// another leaves it open (the element inside a view whose grouping the app decides), it is
  /// needs review.
  static func distinct(_ findings: [Finding]) -> [Finding] {
    struct Claim: Hashable {
      var rule: String
      var message: String
      var source: SourceLocation
    }
    struct Reading: Hashable {
      var scene: String
      var state: String?
    }
    struct Occurrence: Hashable {
      var claim: Claim
      var id: Substring
    }
    func claim(_ finding: Finding) -> Claim {
      Claim(rule: finding.ruleID, message: finding.message, source: finding.location.source)
    }
    let open = Set(findings.filter { $0.kind == .needsReview }.map(claim))
    var firstReading: [Claim: Reading] = [:]
    var firstKept: [Claim: Int] = [:]
    var seen: Set<Occurrence> = []
    var kept: [Finding] = []
    for finding in findings {
      let key = claim(finding)
      if finding.kind == .violation && open.contains(key) { continue }
      let reading = Reading(scene: finding.location.sceneID, state: finding.state)
      guard firstReading[key, default: reading] == reading else {
        // A repeat that other platforms give (read in another scene there) widens the first.
        if let index = firstKept[key] { kept[index].target = widened(kept[index].target, finding.target) }
        continue
      }
      firstReading[key] = reading
      guard seen.insert(Occurrence(claim: key, id: baseID(finding.location.elementID))).inserted else { continue }
      if firstKept[key] == nil { firstKept[key] = kept.count }
      kept.append(finding)
    }
    return kept
  }

  /// The platforms of two findings of one claim together (``Finding/target``): `nil`, every
  /// platform that builds the file, when either is; else the variants of both, each once.
  private static func widened(_ first: String?, _ second: String?) -> String? {
    guard let first, let second else { return nil }
    var variants = first.components(separatedBy: "; ")
    for variant in second.components(separatedBy: "; ") where !variants.contains(variant) { variants.append(variant) }
    return variants.joined(separator: "; ")
  }

  /// An element's id without the suffix a repeated use adds (`Row/0/1` for `Row/0/1~2`).
  private static func baseID(_ id: String) -> Substring {
    id.split(separator: "~", maxSplits: 1).first ?? Substring(id)
  }
}
