import HeraldSyntax

/// The harnesses of HeraldSyntax's readers.
enum SyntaxHarness {
  static func run(_ target: FuzzTarget, _ bytes: [UInt8]) {
    switch target {
    case .xml:
      _ = try? XMLReader.parse(bytes, file: "fuzz.xml")
      _ = try? XMLReader.parse(bytes, file: "fuzz.xml", keepsWhitespace: true)
    case .json: _ = try? JSONReader.parse(bytes, file: "fuzz.json")
    case .propertyList: _ = try? PropertyListReader.parse(bytes, file: "fuzz.pbxproj")
    default: _ = try? YAMLReader.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.yml")
    }
  }
}
