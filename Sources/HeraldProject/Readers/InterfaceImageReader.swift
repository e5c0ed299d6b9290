import HeraldSyntax

/// Reads the names of the images a storyboard or xib loads from the app's bundle: the
/// `<image name="…">` elements of its `<resources>`.
///
/// Left out, since no catalog of the app holds them: SF Symbols (`catalog="system"`), AppKit's
/// named system images (`NSAddTemplate`, `NSActionTemplate`: `NSImage.Name` constants, which
/// start with `NS` and a capital letter), and images stored inside the document itself (an
/// `<image>` with a `<mutableData>` child, such as `tabBarItem:…:image`).
///
/// ```swift
/// let names = try InterfaceImageReader().read(path: "App/Base.lproj/Main.storyboard").map(\.name)
/// ```
public struct InterfaceImageReader: Sendable {
  /// Creates a reader.
  public init() {}

  /// The images the Interface Builder file at `path` names.
  ///
  /// - Throws: ``ProjectError/unreadableInterface(path:location:reason:)`` when the file cannot be
  ///   read or is not well-formed XML.
  public func read(path: String) throws(ProjectError) -> [ImageReference] {
    do {
      return try read(try InputFile.bytes(atPath: path), file: path)
    } catch let error as SyntaxError {
      throw .unreadableInterface(path: path, location: error.location, reason: error.message)
    } catch let error as InputFile.Failure {
      throw .unreadableInterface(path: path, location: error.invalidText?.location, reason: error.reason)
    } catch {
      throw .unreadableInterface(path: path, location: nil, reason: "\(error)")
    }
  }

  /// The images an Interface Builder document names, in document order.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - file: The path used in every location.
  /// - Throws: ``SyntaxError`` when the document is not well-formed XML.
  public func read(_ bytes: [UInt8], file: String) throws(SyntaxError) -> [ImageReference] {
    let document = try XMLReader.parse(bytes, file: file)
    var references: [ImageReference] = []
    for resources in document.elements where resources.name == "resources" {
      for image in resources.elements where image.name == "image" {
        guard let name = image["name"], !name.isEmpty, image["catalog"] != "system", !Self.isAppKitName(name),
          image.child("mutableData") == nil
        else { continue }
        references.append(ImageReference(name: name, location: image.location))
      }
    }
    return references
  }

  /// Whether `name` is one of AppKit's named system images (`NSAddTemplate`).
  static func isAppKitName(_ name: String) -> Bool {
    guard name.hasPrefix("NS"), let third = name.dropFirst(2).first else { return false }
    return third.isUppercase
  }
}
