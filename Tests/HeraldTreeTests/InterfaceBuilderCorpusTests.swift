import Foundation
import HeraldTestSupport
import HeraldTree
import Testing

/// Facts about real Interface Builder files from public apps, read from ../shared/corpus/ib.
@Suite("Interface Builder corpus", .requires(.ibCorpus))
struct InterfaceBuilderCorpusTests {
  private func load(_ relative: String) throws -> ControlTree {
    try TreeReader().load(path: TestPaths.ibCorpus + "/" + relative)
  }

  /// Files in a documented unsupported format, and what the refusal must name.
  static let unsupported: [String: String] = [
    "bqlin+Apple-Sample-Code/AudioVideo/AVReaderWriterOfflineAudioVideoProcessing/Objective-C/AVReaderWriterOSX/AAPLProgressPanel.xib":
      "pre-Xcode 5 <archive> xib"
  ]

  @Test("every corpus file loads, except the documented unsupported formats, which are refused clearly")
  func everyFileLoads() throws {
    let results = TreeReader().load(paths: [TestPaths.ibCorpus])
    #expect(results.count == 76)
    for result in results {
      let relative = String(result.path.dropFirst(TestPaths.ibCorpus.count + 1))
      switch (result.outcome, Self.unsupported[relative]) {
      case (.success(let tree), nil):
        #expect(!tree.scenes.isEmpty, "\(relative) has no scenes")
      case (.success, .some):
        Issue.record("\(relative) should be refused as unsupported")
      case (.failure(let error), nil):
        Issue.record("\(relative) failed: \(error)")
      case (.failure(let error), .some(let format)):
        guard case .unsupportedFormat = error else {
          Issue.record("\(relative) should be unsupportedFormat, got \(error)")
          continue
        }
        #expect(error.description.contains(format))
        #expect(error.description.contains(result.path))
        #expect(error.description.contains("Xcode"))
      }
    }
  }

  @Test("FoodTracker: scenes are named by their comments and RatingControl is a stack view at its real line")
  func foodTracker() throws {
    let tree = try load("AppPeterPan+FoodTrackerNSCoding/FoodTracker/Base.lproj/Main.storyboard")
    #expect(tree.platform == .iOS)
    #expect(tree.scenes.map(\.name) == ["Your Meals", "New Meal", "Navigation Controller", "Navigation Controller"])
    let rating = try #require(tree.element("t56-bQ-7Yp"))
    #expect(rating.role == .stackView)
    #expect(rating.customClass == CustomClass(name: "RatingControl", module: "FoodTracker"))
    #expect(rating.location.line == 98)
    #expect(rating.stack == StackLayout(axis: .horizontal, spacing: 8))
    #expect(rating.frame == Rect(x: 45.5, y: 366, width: 252, height: 44))
    #expect(rating.screenFrame == Rect(x: 61.5, y: 450, width: 252, height: 44))
    #expect(rating.children.isEmpty)
    let cellRating = try #require(tree.element("ami-MF-hae"))
    #expect(cellRating.customClass?.name == "RatingControl")
    #expect(cellRating.isUserInteractionEnabled == false)
    #expect(cellRating.location.line == 40)
    let field = try #require(tree.element("Cqs-Vk-0lJ"))
    #expect(field.role == .textField)
    #expect(field.content.placeholder == "Enter meal name")
    #expect(field.isAccessibilityElement)
  }

  @Test("FoodTracker: a navigation item becomes a bar with the title as a header between its buttons")
  func navigationItem() throws {
    let tree = try load("AppPeterPan+FoodTrackerNSCoding/FoodTracker/Base.lproj/Main.storyboard")
    let scene = try #require(tree.scenes.first { $0.name == "New Meal" })
    let bar = try #require(scene.root.children.first)
    #expect(bar.role == .navigationBar)
    #expect(bar.children.map(\.role) == [.button, .staticText, .button])
    #expect(bar.children.map(\.content.systemItem) == ["cancel", nil, "save"])
    #expect(bar.children[1].content.text == "New Meal")
    #expect(bar.children[1].effectiveTraits.contains(.header))
  }

  @Test("Pocket Casts: accessibility labels, hints, traits and isElement are read")
  func pocketCastsAccessibility() throws {
    let player = try load("Automattic+pocket-casts-ios/podcasts/NowPlayingPlayerItemViewController.xib")
    let skip = try #require(player.element("fDG-Tg-2mf"))
    #expect(skip.accessibility.label == "Skip Forward")
    #expect(skip.customClass?.name == "SkipButton")
    #expect(skip.location.line == 279)
    let artwork = try #require(player.element("dXr-Zd-0wP"))
    #expect(artwork.role == .image)
    #expect(artwork.accessibility.label == "Podcast Artwork")
    #expect(artwork.accessibility.traits == [.image, .notEnabled])
    #expect(artwork.accessibility.isElement == true)
    #expect(artwork.isAccessibilityElement)
    #expect(player.scenes.map(\.name) == ["NowPlayingPlayerItemViewController"])
    #expect(player.scenes.first?.root.outlineName == "Player View")

    let mini = try load("Automattic+pocket-casts-ios/podcasts/MiniPlayerViewController.xib")
    let hinted = mini.allElements.filter { $0.accessibility.hint == "Tap to open full size player" }
    #expect(hinted.count == 2)
    #expect(hinted.allSatisfy { $0.accessibility.label == "Player" })

    let labelled = TreeReader().load(paths: [TestPaths.ibCorpus + "/Automattic+pocket-casts-ios"]).flatMap { result in
      (try? result.outcome.get().allElements) ?? []
    }.filter { $0.accessibility.label == "Subscribe" }
    #expect(labelled.count >= 4)
  }

  @Test("buttonConfiguration buttons take the configuration's title; the leftover 'Button' is not a title")
  func buttonConfiguration() throws {
    let queue = try load("videolan+vlc-ios/Sources/Playback/Queue/QueueView.xib")
    let close = try #require(queue.element("3Fh-cd-IKu"))
    #expect(close.content.usesButtonConfiguration)
    #expect(close.content.titles.isEmpty)
    #expect(close.content.images[.normal] == "close")

    let folder = try load("Automattic+pocket-casts-ios/podcasts/FolderViewController.xib")
    let add = try #require(folder.element("oWd-ub-Y2P"))
    #expect(add.content.titles == [.normal: "Add Podcasts"])

    let nag = try load("videolan+vlc-ios/Sources/Donation/VLCDonationNagScreenViewController.xib")
    let titles = nag.allElements.filter(\.content.usesButtonConfiguration).compactMap { $0.content.titles[.normal] }
    #expect(titles.sorted() == ["Donate", "Not now"])
  }

  @Test("user-defined runtime attributes are kept in order with their types")
  func runtimeAttributes() throws {
    let tree = try load("openfoodfacts+openfoodfacts-ios/Sources/Views/Settings/AllergensAddTableViewCell.xib")
    let localized = tree.allElements.compactMap { $0.runtimeAttribute("localizableString") }
    #expect(localized.contains(.string("settings.allergies.description")))
    #expect(localized.contains(.string("settings.allergies.add-button")))
  }

  @Test("tvOS and macOS storyboards load best-effort with their platform")
  func otherPlatforms() throws {
    let tv = try load(
      "bqlin+Apple-Sample-Code/Image/ExampleappusingPhotosframework/Swift/tvOS/Base.lproj/Main.storyboard")
    #expect(tv.platform == .tvOS)
    #expect(!tv.allElements.isEmpty)
    let mac = try load(
      "bqlin+Apple-Sample-Code/Metal/CreatingAndSamplingTextures/Swift/Application/macOS/Base.lproj/Main.storyboard")
    #expect(mac.platform == .macOS)
    #expect(mac.allElements.contains { $0.customClass?.name == "MTKView" && $0.frame?.width == 800 })
    #expect(mac.allElements.contains { $0.role == .window })
  }

  @Test("labels record their fonts and colors: some use a text style, some a resolved text color")
  func appearance() throws {
    var labels: [Element] = []
    for case .success(let tree) in TreeReader().load(paths: [TestPaths.ibCorpus]).map(\.outcome) {
      labels += tree.allElements.filter { $0.role == .staticText && $0.className == "label" }
    }
    #expect(labels.contains { $0.appearance.font?.textStyle != nil })
    #expect(labels.contains { $0.appearance.adjustsFontForContentSizeCategory })
    #expect(labels.contains { $0.appearance.textColor?.components != nil })

    let allergens = try load("openfoodfacts+openfoodfacts-ios/Sources/Views/Settings/AllergensAddTableViewCell.xib")
    let instructions = try #require(allergens.element("gRe-sm-EDd")).appearance
    #expect(instructions.font == Font(textStyle: "caption1"))
    #expect(instructions.adjustsFontForContentSizeCategory)
    #expect(instructions.textColor?.hexDescription == "#555555")
  }

  @Test("every corpus file's fonts and colors survive a round trip through the JSON tree format")
  func appearanceRoundTrip() throws {
    for case .success(let tree) in TreeReader().load(paths: [TestPaths.ibCorpus]).map(\.outcome) {
      let json = JSONTreeWriter().string(for: tree)
      let again = try JSONTreeLoader().load(Array(json.utf8), file: "round-trip.json")
      #expect(again.allElements.map(\.appearance) == tree.allElements.map(\.appearance), "\(tree.file)")
    }
  }

  @Test("placeholders are never elements")
  func placeholders() throws {
    let results = TreeReader().load(paths: [TestPaths.ibCorpus])
    for case .success(let tree) in results.map(\.outcome) {
      #expect(!tree.allElements.contains { $0.className == "placeholder" || $0.className == "exit" })
    }
  }
}
