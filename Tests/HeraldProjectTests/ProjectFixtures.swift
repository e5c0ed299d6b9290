/// Small projects written for Herald's tests: an app target with a localized storyboard and a
/// String Catalog, a unit-test target, a tool, and an Xcode 16 synchronized folder.
enum ProjectFixtures {
  /// A `project.pbxproj` for `App.xcodeproj` beside folders `App/`, `AppTests/`, `Tool/` and `Synced/`.
  static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    /* Begin PBXBuildFile section */
    \t\tB1 /* View.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* View.swift */; };
    \t\tB2 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Main.storyboard */; };
    \t\tB3 /* ViewTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3; };
    \t\tB4 /* main.swift in Sources */ = {isa = PBXBuildFile; fileRef = F4; };
    \t\tB5 = {isa = PBXBuildFile; fileRef = F5 /* Localizable.xcstrings */; };
    \t\tB6 = {isa = PBXBuildFile; fileRef = F6 /* UIKit.framework */; };
    \t\tB7 = {isa = PBXBuildFile; productRef = P1 /* DesignSystem */; };
    /* End PBXBuildFile section */
    \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = View.swift; sourceTree = "<group>"; };
    \t\tF2 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    \t\tF2b = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = ru; path = "ru.lproj/Main.strings"; sourceTree = "<group>"; };
    \t\tF3 = {isa = PBXFileReference; path = ViewTests.swift; sourceTree = "<group>"; };
    \t\tF4 = {isa = PBXFileReference; path = Tool/main.swift; sourceTree = SOURCE_ROOT; };
    \t\tF5 = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
    \t\tF6 = {isa = PBXFileReference; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
    \t\tF7 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tV1 /* Main.storyboard */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tF2,
    \t\t\t\tF2b,
    \t\t\t);
    \t\t\tname = Main.storyboard;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG0 = {isa = PBXGroup; children = (G1, G2, F4, S1, G9, ); sourceTree = "<group>"; };
    \t\tG1 = {isa = PBXGroup; children = (F1, V1, F5, ); path = App; sourceTree = "<group>"; };
    \t\tG2 = {isa = PBXGroup; children = (F3, ); path = AppTests; sourceTree = "<group>"; };
    \t\tG9 = {isa = PBXGroup; children = (F6, F7, ); name = Frameworks; sourceTree = "<group>"; };
    \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Synced; sourceTree = "<group>"; };
    \t\tE1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Old, ); target = T1; };
    \t\tP1 = {isa = XCSwiftPackageProductDependency; productName = DesignSystem; };
    \t\tPH1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
    \t\tPH2 = {isa = PBXResourcesBuildPhase; files = (B2, B5, ); };
    \t\tPH3 = {isa = PBXSourcesBuildPhase; files = (B3, ); };
    \t\tPH4 = {isa = PBXSourcesBuildPhase; files = (B4, ); };
    \t\tPH5 = {isa = PBXFrameworksBuildPhase; files = (B6, B7, ); };
    \t\tT1 = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = L1;
    \t\t\tbuildPhases = (PH1, PH2, PH5, );
    \t\t\tfileSystemSynchronizedGroups = (S1, );
    \t\t\tname = App;
    \t\t\tpackageProductDependencies = (P1, );
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (PH3, ); dependencies = (D1, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
    \t\tT3 = {isa = PBXNativeTarget; buildPhases = (PH4, ); name = Tool; productType = "com.apple.product-type.tool"; };
    \t\tD1 = {isa = PBXTargetDependency; target = T1; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
    \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
    \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
    \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; MACOSX_DEPLOYMENT_TARGET = 14.0; }; name = Debug; };
    \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; MACOSX_DEPLOYMENT_TARGET = 14.0; }; name = Release; };
    \t\tC3 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    \t\tR0 = {
    \t\t\tisa = PBXProject;
    \t\t\tbuildConfigurationList = L0;
    \t\t\tdevelopmentRegion = en;
    \t\t\tknownRegions = (en, Base, ru, );
    \t\t\tmainGroup = G0;
    \t\t\tpackageReferences = (K1, );
    \t\t\tprojectDirPath = "";
    \t\t\ttargets = (T1, T2, T3, );
    \t\t};
    \t\tK1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/DesignSystem; };
    \t};
    \trootObject = R0 /* Project object */;
    }
    """

  /// The files of the fixture app, with the project.
  static var app: [String: String] {
    [
      "App.xcodeproj/project.pbxproj": pbxproj,
      "App/View.swift": "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"Hello\") } }\n",
      "App/Base.lproj/Main.storyboard": "<document/>\n",
      "App/ru.lproj/Main.strings": "\"a.text\" = \"б\";\n",
      "App/Localizable.xcstrings": "{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}\n",
      "AppTests/ViewTests.swift": "struct ViewTests {}\n",
      "Tool/main.swift": "print(1)\n",
      "Synced/Settings.swift": "struct Settings {}\n",
      "Synced/Info.plist": "<plist/>\n",
      "Synced/Old/Legacy.swift": "struct Legacy {}\n",
      "Synced/Media.xcassets/Contents.json": "{}\n",
      "Stray/Unused.swift": "struct Unused {}\n",
    ]
  }
}
