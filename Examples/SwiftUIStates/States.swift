import SwiftUI

// Written for Herald's tests: the constructs of issue 33's "Why", one view each.

enum Mode { case key, form }

struct KeyView: View { var body: some View { Text("Key") } }
struct KeyForm: View { var body: some View { Text("Form") } }

/// 1. Alternatives: the two identifiers never show together.
struct Switcher: View {
  @State private var mode: Mode = .key
  var body: some View {
    switch mode {
    case .key: KeyView().accessibilityIdentifier("key")
    case .form: KeyForm().accessibilityIdentifier("key")
    }
  }
}

/// 1. `if`/`else` in a `@State`: the trash button shows only while editing.
struct Editor: View {
  @State private var isEditing = false
  var body: some View {
    VStack {
      Text("Title")
      if isEditing {
        Button(action: {}) { Image(systemName: "trash") }.accessibilityIdentifier("action")
      } else {
        Button("Edit") { isEditing = true }.accessibilityIdentifier("action")
      }
    }
  }
}

/// 2. A value the source fixes: no caller passes `onTap`, so the button never shows.
struct Avatar: View {
  var onTap: (() -> Void)? = nil
  var body: some View {
    if let onTap {
      Button(action: onTap) { Image("avatar") }
    } else {
      Image("avatar").accessibilityLabel("Avatar")
    }
  }
}

struct Profile: View {
  var body: some View {
    VStack {
      Avatar()
      Text("Name")
    }
  }
}

/// 2. A computed property over an enum: every case gives a labelled `Label`, so the button has a label.
enum Action {
  case share, delete
  var label: some View {
    switch self {
    case .share: Label("Share", systemImage: "square.and.arrow.up")
    case .delete: Label("Delete", systemImage: "trash")
    }
  }
}

struct Actions: View {
  let action: Action
  var body: some View {
    Button {} label: { action.label }
  }
}

/// 3. Unknown is not absent: the label is computed by code that is not among the inputs.
struct Toolbar: View {
  let model: ToolbarModel
  var body: some View {
    Button {} label: { model.icon }
  }
}
