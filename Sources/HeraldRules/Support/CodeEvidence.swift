import HeraldAudit
import HeraldTree

/// How a line of code that sets a member the rule asks about bears on it.
enum CodeWeight {
  /// It settles the question: the code sets what the rule asks (a label, a scalable font).
  case sets
  /// It does not change the file's verdict (a fixed font set in code is still fixed).
  case irrelevant
  /// Herald cannot tell from the line (a font from a variable).
  case unknown
}

/// What the app's code says about an element, for a rule that asks whether code sets some of its
/// members (its label, its font, whether it is hidden).
enum CodeVerdict {
  /// The code sets what the rule asks, at these places: the file is not the truth, the rule passes.
  case sets([RelatedLocation])
  /// Every piece of code that could reach the element is known and sets none of it: the file
  /// decides; the places are the declarations the verdict rests on.
  case silent([RelatedLocation])
  /// Code Herald reads but does not follow could set it: needs review.
  case unknown(MissingEvidence, [RelatedLocation])
  /// The code that could set it is not among the inputs (no source was read, or the class is a
  /// framework's): the rule judges as it does without source.
  case notRead(MissingEvidence)
}

/// Judges an element by the code that can reach it: its outlets (every use of the property in the
/// project), its custom class, and the custom cell, container or File's Owner classes around it.
///
/// Without the app's source (``CodeIndex/isEmpty``) any such code is unknown, so an element with
/// an outlet or in a custom cell is needs review, as before the source was read.
enum CodeEvidence {
  /// The verdict on whether code sets any of `members` of `node`'s view.
  ///
  /// - Parameters:
  ///   - members: What the rule asks about (``CodeMember/spokenText`` for a label).
  ///   - containers: Whether code holding a container (an outlet or custom class of an ancestor,
  ///     the nib's File's Owner) could replace or remove the element for this rule.
  ///   - cells: Whether a custom cell around the element that makes itself the accessibility
  ///     element speaks for it (a question about what VoiceOver says; not about what is drawn).
  ///   - weigh: How a line that sets one of `members` (with its value's source text) bears on the
  ///     question; by default every such line settles it.
  static func judge(
    _ node: AuditNode, asks members: Set<CodeMember>, containers: Bool = false, cells: Bool = true,
    weigh: (CodeMember, String?) -> CodeWeight = { _, _ in .sets }
  ) -> CodeVerdict {
    let code = node.scene.code
    let element = node.element
    var verdicts: [CodeVerdict] = []
    let classes = Set(element.customClass.map { code.chain(of: $0.name).map(\.name) } ?? [])
    for outlet in element.connections.outlets {
      verdicts.append(judge(outlet, members, code, weigh, viewClasses: classes))
    }
    // A navigation bar draws its title in the colours of its appearance
    // (`UINavigationBarAppearance.titleTextAttributes`, the bar's own `titleTextAttributes`):
    // what code sets on the bar sets them. Its bar button items keep their own.
    let barMembers = members.intersection([.color])
    if !barMembers.isEmpty, element.role == .staticText, let bar = node.parent, bar.element.role == .navigationBar {
      for outlet in bar.element.connections.outlets { verdicts.append(judge(outlet, barMembers, code, weigh)) }
    }
    // A tagged view code finds without an outlet (`view.viewWithTag(2) as? UILabel`): what it does
    // with it is not followed.
    if let tag = element.viewTag, let (type, fact) = code.tagLookup(tag) ?? computedTagLookup(node) {
      let name = fact.value ?? "viewWithTag"
      verdicts.append(.unknown(.lookup(class: type, name: name), [RelatedLocation(fact.location, .lookup(name))]))
    }
    if let custom = element.customClass, node.owningComponent == nil {
      verdicts.append(judgeClass(custom.name, members, code, weigh))
    }
    if let controller = node.scene.scene.controllerClass, !element.controllerReferences.isEmpty, !code.isEmpty {
      verdicts.append(judgeControllerReferences(element.controllerReferences, controller, members, code, weigh))
    }
    for ancestor in node.ancestors {
      let container = ancestor.element
      if cells, cellRoles.contains(container.role), let custom = container.customClass {
        // A cell that labels itself speaks for what it holds: that settles what it says, not its fonts.
        let speaks = !members.isDisjoint(with: CodeMember.accessibility)
        verdicts.append(judgeContainer(custom.name, code, labelledCellSpeaks: speaks))
      }
      guard containers else { continue }
      for outlet in container.connections.outlets {
        verdicts.append(judge(outlet, containerMembers, code, { _, _ in .sets }))
      }
      if let custom = container.customClass, ancestor.component == nil, !cellRoles.contains(container.role) {
        verdicts.append(judgeContainer(custom.name, code))
      }
    }
    if containers, let owner = node.scene.scene.contentClass { verdicts.append(judgeContainer(owner, code)) }
    // A text runtime attribute (`localizableString`) is read by code that sets the element's text,
    // title or placeholder (IBLocalizable and the like).
    if !members.isDisjoint(with: [.accessibilityLabel, .text, .title, .placeholder]),
      let attribute = element.runtimeAttributes.first(where: \.isText)
    {
      // SwiftUI text the running app computes (`Text(item.title)`) is marked by the loader. In the
      // own scene of a view other views use, what they pass (a label closure, the item) may fix
      // it: where their scenes read the element, they decide (``SharedViewClaims``).
      let evidence: MissingEvidence =
        attribute.keyPath != RuntimeAttribute.unresolvedKeyPath
        ? .runtimeAttribute(attribute.keyPath)
        : EmbeddedView.missing(node, runtimeValue: attribute.value.text)
      verdicts.append(.unknown(evidence, []))
    }
    return combine(verdicts)
  }

  /// A `viewWithTag` of a tag the code computes, in a class that holds the element: its scene's
  /// view controller or File's Owner (with their superclasses), or the custom class of the element
  /// or of a view around it. Such a lookup may reach any tagged view it holds.
  private static func computedTagLookup(_ node: AuditNode) -> (type: String, fact: CodeFact)? {
    let code = node.scene.code
    let holders =
      [node.scene.scene.controllerClass, node.scene.scene.contentClass, node.element.customClass?.name]
      + node.ancestors.map { $0.element.customClass?.name }
    for holder in holders.compactMap({ $0 }) {
      if let fact = code.facts(of: holder, .viewLookup).first(where: { $0.value == "viewWithTag" }) {
        return (holder, fact)
      }
    }
    return nil
  }

  /// One verdict from several pieces of code: any that sets it wins; then code Herald does not
  /// follow; then code that is not among the inputs; else the file decides, citing what was read.
  private static func combine(_ verdicts: [CodeVerdict]) -> CodeVerdict {
    var unknown: CodeVerdict?
    var notRead: CodeVerdict?
    var related: [RelatedLocation] = []
    for verdict in verdicts {
      switch verdict {
      case .sets: return verdict
      case .unknown: unknown = unknown ?? verdict
      case .notRead: notRead = notRead ?? verdict
      case .silent(let places): related += places
      }
    }
    return unknown ?? notRead ?? .silent(related)
  }

  /// Where the app's code sets `member` for an element that a component model made: the lines of
  /// the model's class that set it on the class's own view or on the views it creates
  /// (RatingControl.swift's `button.accessibilityHint = …`). Empty without the class's source.
  static func origin(of node: AuditNode, _ member: CodeMember) -> [RelatedLocation] {
    guard let instance = node.owningComponent ?? node.component,
      node.scene.code.type(named: instance.model.className) != nil
    else { return [] }
    let name = instance.model.className
    let code = node.scene.code
    let facts =
      code.facts(of: name, member) + code.subviews(of: name).flatMap { $0.facts.filter { $0.member == member } }
    return facts.filter { $0.kind == .assignment || $0.kind == .override }.prefix(1).map {
      RelatedLocation($0.location, .sets(member))
    }
  }

  /// What uses of the outlet's property in the project say.
  private static func judge(
    _ outlet: Outlet, _ members: Set<CodeMember>, _ code: CodeIndex, _ weigh: (CodeMember, String?) -> CodeWeight,
    viewClasses: Set<String> = []
  ) -> CodeVerdict {
    guard !code.isEmpty else { return .notRead(.outlet(outlet)) }
    // The class that declares the outlet must be among the inputs, with the property (another
    // project's class of the same name is not it). A UIKit owner (a cell's `textLabel`) has no
    // source, nor does an object Interface Builder names by its tag (a text field's `nextKeyView`):
    // the uses found are all there is.
    var declaration: CodeProperty?
    if let owner = outlet.owner, !outlet.isFrameworkProperty {
      guard let property = code.property(outlet.property, of: owner) else { return .notRead(.outlet(outlet)) }
      declaration = property
    }
    let uses = code.uses(of: outlet)
    var undecided: PropertyUse?
    for use in uses {
      guard let member = use.member, members.contains(member) else { continue }
      switch weigh(member, use.value) {
      case .sets: return .sets([RelatedLocation(use.location, .sets(member))])
      case .unknown: undecided = undecided ?? use
      case .irrelevant: break
      }
    }
    // Where the outlet is handed on, the app's own helpers are followed (``HelperFollowing``).
    let followed = withoutActuallyEscaping(weigh) { weigh in
      let following = HelperFollowing(code: code, members: members, weigh: weigh, viewClasses: viewClasses)
      return following.followEscapes(of: uses, view: outlet.property)
    }
    if case .sets(let location) = followed { return .sets([location]) }
    if let use = undecided, let member = use.member {
      return .unknown(.outlet(outlet), [RelatedLocation(use.location, .sets(member))])
    }
    switch followed {
    case .undecided(let location): return .unknown(.outlet(outlet), [location])
    case .unknown(let target, let location): return .unknown(.handedOn(target), [location])
    case .sets, .irrelevant: break
    }
    return .silent(declaration.map { [RelatedLocation($0.location, .outlet(outlet.property))] } ?? [])
  }

  /// What the view controller's code (its class and superclasses) does through the properties that
  /// reach the element without an outlet (`navigationItem.leftBarButtonItem?.title = …`,
  /// `navigationItem.rightBarButtonItems = [...]`).
  private static func judgeControllerReferences(
    _ references: [String], _ controller: String, _ members: Set<CodeMember>, _ code: CodeIndex,
    _ weigh: (CodeMember, String?) -> CodeWeight
  ) -> CodeVerdict {
    let owners = Set(code.chain(of: controller).map(\.name))
    guard !owners.isEmpty else { return .notRead(.classCode(controller)) }
    var undecided: PropertyUse?
    for property in references {
      for use in code.uses(of: property) where use.owner.map(owners.contains) == true {
        guard let member = use.member else {
          if use.escapes { undecided = undecided ?? use }
          continue
        }
        guard members.contains(member) else { continue }
        switch weigh(member, use.value) {
        case .sets: return .sets([RelatedLocation(use.location, .sets(member))])
        case .unknown: undecided = undecided ?? use
        case .irrelevant: break
        }
      }
    }
    // `navigationItem.rightBarButtonItems = [...]` or `setRightBarButton(_:animated:)` replaces the
    // file's items of that side altogether.
    let side = references.first.map { $0.hasPrefix("left") ? "Left" : "Right" } ?? "Right"
    let replacing: Set<String> = [
      side.lowercased() + "BarButtonItem", side.lowercased() + "BarButtonItems", "set\(side)BarButton",
      "set\(side)BarButtonItems",
    ]
    if let use = code.uses(of: "navigationItem").first(where: {
      $0.owner.map(owners.contains) == true && replacing.contains($0.memberName ?? "")
        && ($0.kind == .assignment || $0.kind == .call)
    }) {
      let target = "navigationItem.\(use.memberName ?? "")"
      return .unknown(.runtimeValue(target), [RelatedLocation(use.location, .handedOn(target))])
    }
    if let use = undecided {
      let target = "navigationItem.\(use.property)"
      return .unknown(.handedOn(target), [RelatedLocation(use.location, .handedOn(target))])
    }
    return .silent([])
  }

  /// What the element's own class's code says: whether it sets `members` on itself.
  private static func judgeClass(
    _ name: String, _ members: Set<CodeMember>, _ code: CodeIndex, _ weigh: (CodeMember, String?) -> CodeWeight
  ) -> CodeVerdict {
    if CodeIndex.isFrameworkClass(name) { return .silent([]) }
    guard let type = code.type(named: name) else { return .notRead(.classCode(name)) }
    var undecided: CodeFact?
    for fact in code.facts(of: name, anyOf: members) {
      switch weigh(fact.member, fact.value) {
      case .sets: return .sets([RelatedLocation(fact.location, .sets(fact.member))])
      case .unknown: undecided = undecided ?? fact
      case .irrelevant: break
      }
    }
    if let fact = undecided {
      return .unknown(.classCode(name), [RelatedLocation(fact.location, .sets(fact.member))])
    }
    if let fact = code.facts(of: name, .handedOn).first {
      return .unknown(.handedOn(fact.value ?? name), [RelatedLocation(fact.location, .handedOn(fact.value ?? "?"))])
    }
    return .silent([RelatedLocation(type.location, .declaration(type.name))])
  }

  /// What the code of a class holding the element says: a cell that makes itself one element (or
  /// lists its elements) stands for the element; one that looks views up (`viewWithTag`,
  /// `subviews`) or hands itself on may change it.
  private static func judgeContainer(
    _ name: String, _ code: CodeIndex, labelledCellSpeaks: Bool = false
  ) -> CodeVerdict {
    if CodeIndex.isFrameworkClass(name) { return .silent([]) }
    guard let type = code.type(named: name) else { return .notRead(.classCode(name)) }
    // A cell is an accessibility element by default: one that gives itself a label or actions
    // speaks for what it holds (Habitica's chat cell names its actions itself).
    let speaking: Set<CodeMember> =
      labelledCellSpeaks
      ? [.isAccessibilityElement, .accessibilityElements, .accessibilityLabel, .accessibilityCustomActions]
      : [.isAccessibilityElement, .accessibilityElements]
    if let fact = code.facts(of: name, anyOf: speaking).first, !fact.isFalse {
      return .sets([RelatedLocation(fact.location, .sets(fact.member))])
    }
    if let fact = code.facts(of: name, .viewLookup).first {
      let through = fact.value ?? "subviews"
      return .unknown(.lookup(class: type.name, name: through), [RelatedLocation(fact.location, .lookup(through))])
    }
    if let fact = code.facts(of: name, .handedOn).first {
      let target = fact.value ?? type.name
      return .unknown(.handedOn(target), [RelatedLocation(fact.location, .handedOn(target))])
    }
    return .silent([RelatedLocation(type.location, .declaration(type.name))])
  }

  /// What code holding a container may do to the views in it.
  private static let containerMembers: Set<CodeMember> = [.viewLookup, .accessibilityElements, .hidden]

  private static let cellRoles: Set<Role> = [.tableViewCell, .collectionViewCell]
}

extension CodeVerdict {
  /// The outcome of a rule that the file alone would make a violation with `message`: a pass when
  /// code sets what it asks, the violation (citing the code it rests on) when the code is known
  /// and silent, needs review otherwise.
  func outcome(_ message: RuleMessage) -> RuleOutcome {
    switch self {
    case .sets: .pass
    case .silent(let related): .violation(message, related: related)
    case .unknown(let missing, let related): .needsReview(message, missing: missing, related: related)
    case .notRead(let missing): .needsReview(message, missing: missing)
    }
  }
}
