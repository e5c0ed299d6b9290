import HeraldSyntax
import HeraldTree

extension Auditor {
  /// Whether `scene` is a SwiftUI view no code of its target shows: it is not judged, and the
  /// session names it (``RuntimeAttribute/unshownViewKeyPath``).
  static func isUnshown(_ scene: Scene) -> Bool {
    scene.root.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.unshownViewKeyPath }
  }

  /// An error for each scene of `tree` that was read only in part: what the cut left out is not
  /// audited, and saying nothing would pass it as absent.
  static func partlyRead(_ tree: ControlTree) -> [InputError] {
    tree.scenes.compactMap { scene in
      guard let mark = scene.root.runtimeAttributes.first(where: { $0.keyPath == RuntimeAttribute.truncatedKeyPath }),
        case .other(_, let reason) = mark.value
      else { return nil }
      return InputError(
        input: tree.file, location: scene.location,
        message:
          "\(scene.name) was read only in part, as \(reason): the elements past the cut are not audited; no screen has that many elements, so look for views that build each other many times over"
      )
    }
  }
}
