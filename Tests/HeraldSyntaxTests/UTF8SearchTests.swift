import Testing

@testable import HeraldSyntax

@Suite("Byte-wise text search")
struct UTF8SearchTests {
  static let texts = [
    "", "a", "static let x = \"é\"", "import SwiftUI\n", "😀SwiftUI😀", "Swift", "SwiftU", "xxSwiftUIxxSwiftUI",
    "café SwiftUI", "\r\nstatic \r\n", "s", "ss", "Sw\u{0}iftUI",
  ]
  static let needles = ["SwiftUI", "static ", "é", "😀", "s", "\r\n", "\u{0}"]

  @Test("containsUTF8 agrees with a byte-for-byte search on text and substrings")
  func agreesWithBytes() {
    for text in Self.texts {
      for needle in Self.needles {
        let bytes = Array(text.utf8)
        let pattern = Array(needle.utf8)
        let expected =
          pattern.count <= bytes.count
          ? (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern } : nil
        #expect(text.utf8FirstOffset(of: needle) == expected, "\(text) / \(needle)")
        #expect(text.containsUTF8(needle) == (expected != nil), "\(text) / \(needle)")
        let sub = text.dropFirst()
        #expect(sub.containsUTF8(needle) == Array(sub.utf8).containsBytes(pattern), "\(sub) / \(needle)")
      }
    }
  }

  @Test("startsUppercase agrees with Character.isUppercase, ASCII or not")
  func startsUppercase() {
    let names = [
      "", "A", "a", "Z", "z", "@", "[", "_x", "`View`", "Élan", "élan", "Ω", "ω", "😀", "A\u{301}b", "ǅ", "1st",
      "Ⅻ", "ｚ", "Ｚ",
    ]
    for name in names {
      #expect(name.startsUppercase == (name.first?.isUppercase == true), "\(name)")
      #expect(name[...].startsUppercase == name.startsUppercase, "\(name)")
    }
  }

  @Test("A search starts where it is told, and past the end finds nothing")
  func startOffset() {
    let text = "SwiftUI and SwiftUI"
    #expect(text.utf8FirstOffset(of: "SwiftUI", from: 1) == 12)
    #expect(text.utf8FirstOffset(of: "SwiftUI", from: 12) == 12)
    #expect(text.utf8FirstOffset(of: "SwiftUI", from: 13) == nil)
    #expect(text.utf8FirstOffset(of: "SwiftUI", from: 400) == nil)
  }

  @Test("The lines that contain a needle come once each, without their line break, CRLF too")
  func lines() {
    let text = "import SwiftUI\nstatic let a = 1; static let b = 2\r\nvar c\nstatic var d"
    #expect(text.utf8Lines(containing: "static ") == ["static let a = 1; static let b = 2\r", "static var d"])
    #expect(text.utf8Lines(containing: "SwiftUI") == ["import SwiftUI"])
    #expect(text.utf8Lines(containing: "nowhere").isEmpty)
    #expect("x\n\nx".utf8Lines(containing: "x") == ["x", "x"])
  }
}

extension Array where Element == UInt8 {
  fileprivate func containsBytes(_ pattern: [UInt8]) -> Bool {
    pattern.count <= count
      && (0...(count - pattern.count)).contains { Array(self[$0..<($0 + pattern.count)]) == pattern }
  }
}
