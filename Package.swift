// swift-tools-version:6.1
import PackageDescription

/// What every test target links: the repository's paths and the skip-with-reason traits of tests
/// that need ../shared (HeraldTestSupport), and structural diffs that fail Swift Testing tests.
let testSupport: [Target.Dependency] = [
  "HeraldTestSupport",
  .product(name: "CustomDump", package: "swift-custom-dump"),
  .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
]

let package = Package(
  name: "Herald",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "herald", targets: ["herald"]),
    .library(name: "HeraldTree", targets: ["HeraldTree"]),
    .library(name: "HeraldSyntax", targets: ["HeraldSyntax"]),
    .library(name: "HeraldICU", targets: ["HeraldICU"]),
    .library(name: "HeraldStrings", targets: ["HeraldStrings"]),
    .library(name: "HeraldAnnouncer", targets: ["HeraldAnnouncer"]),
    .library(name: "HeraldAudit", targets: ["HeraldAudit"]),
    .library(name: "HeraldReport", targets: ["HeraldReport"]),
    .library(name: "HeraldRules", targets: ["HeraldRules"]),
    .library(name: "HeraldSpeech", targets: ["HeraldSpeech"]),
    .library(name: "HeraldSpeechTesting", targets: ["HeraldSpeechTesting"]),
    .library(name: "HeraldAnnouncerSpeech", targets: ["HeraldAnnouncerSpeech"]),
    .library(name: "HeraldSource", targets: ["HeraldSource"]),
    .library(name: "HeraldProject", targets: ["HeraldProject"]),
    .plugin(name: "HeraldAuditPlugin", targets: ["HeraldAuditPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    // IssueReportingTestSupport lets `expectNoDifference` fail Swift Testing tests on Linux.
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    // YAML for component models (and later configuration and rule packs), read by YAMLReader.
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    // Swift source for HeraldSource: the parser and the syntax tree only (no macros, no SourceKit).
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
  ],
  targets: [
    // Safe, position-tracking readers (XML without DTDs, JSON, YAML through Yams) shared by every loader
    // and table format.
    .target(name: "HeraldSyntax", dependencies: [.product(name: "Yams", package: "Yams")]),
    // The control-tree model, one loader per UI-description format, and the component models of custom
    // controls (the built-in ones of Components/ embedded by the HeraldEmbed plugin).
    .target(name: "HeraldTree", dependencies: ["HeraldSyntax"], plugins: ["HeraldEmbedPlugin"]),
    // The only code that includes ICU headers: a C++ shim over the system libicu with a C header that
    // mentions no ICU type, so it lives beside Foundation's own ICU (see README, "Modules").
    .target(
      name: "CHeraldICU",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
    ),
    // Plural rules, number formats, MessageFormat with named arguments, locales, and the catalogs of
    // Localizations/ (embedded at build time by the HeraldLocalizations plugin).
    .target(
      name: "HeraldICU",
      dependencies: ["CHeraldICU", "HeraldSyntax"],
      plugins: ["HeraldEmbedPlugin"]
    ),
    // What a screen reader says: reading order, profiles (VoiceOver, TalkBack), component expansion
    // and interaction simulation, every word from Localizations/ through ICU.
    .target(name: "HeraldAnnouncer", dependencies: ["HeraldTree", "HeraldICU", "HeraldSyntax"]),
    // The audit engine: the rule protocol, scenes prepared for rules, the auditor, results,
    // configuration, suppressions, baselines, declarative rule packs and reporters.
    .target(name: "HeraldAudit", dependencies: ["HeraldAnnouncer", "HeraldTree", "HeraldICU", "HeraldSyntax"]),
    // The built-in rules, one per file, and their generated registry (`make rules-registry`).
    .target(name: "HeraldRules", dependencies: ["HeraldAudit", "HeraldAnnouncer", "HeraldTree", "HeraldICU"]),
    // The HTML report: each scene drawn from its frames, what the screen reader says, the findings.
    .target(
      name: "HeraldReport", dependencies: ["HeraldAudit", "HeraldAnnouncer", "HeraldTree", "HeraldICU", "HeraldSyntax"]),
    // The only code that includes espeak-ng headers: a C shim over the system libespeak-ng whose header
    // mentions no espeak-ng type. It does not lock; HeraldSpeech's SpeechEngine serialises every call.
    .target(name: "CEspeakNG", linkerSettings: [.linkedLibrary("espeak-ng")]),
    // Speech output: one process-wide espeak-ng owner, voices chosen per locale, 16-bit PCM written as
    // RIFF WAV, phonemes (IPA and ASCII), audio levels, and recordings of plain texts with an index.
    .target(name: "HeraldSpeech", dependencies: ["CEspeakNG", "HeraldICU", "HeraldSyntax"]),
    // The bridge from the announcer to speech: the items to speak of an announcement or a simulation,
    // so that neither HeraldSpeech nor HeraldAnnouncer imports the other (docs/architecture.md).
    .target(name: "HeraldAnnouncerSpeech", dependencies: ["HeraldAnnouncer", "HeraldSpeech"]),
    // Test helpers for users: golden phoneme files per locale and audio expectations (not silent,
    // duration in a range). They throw descriptive errors, so they work in Swift Testing and XCTest.
    .target(
      name: "HeraldSpeechTesting",
      dependencies: ["HeraldSpeech", "HeraldAnnouncerSpeech", "HeraldAnnouncer", "HeraldICU", "HeraldSyntax"]
    ),
    // Generates HeraldRules' registry of built-in rules (`make rules-registry`) and new rules' skeletons
    // (`make new-rule`).
    .executableTarget(name: "herald-rules-registry", dependencies: ["HeraldSyntax"]),
    // String tables (.strings, .stringsdict, .xcstrings, Android, gettext, XLIFF): one model, one
    // codec per format, a validator graded by CLDR samples, a generator from Localizations/.
    .target(name: "HeraldStrings", dependencies: ["HeraldICU", "HeraldSyntax"]),
    // Turns data files (Localizations/, Components/) into Swift string literals (used by the plugin below).
    .executableTarget(name: "herald-embed"),
    .plugin(
      name: "HeraldEmbedPlugin",
      capability: .buildTool(),
      dependencies: ["herald-embed"]
    ),
    // `swift package herald-audit`: audits the UI files of the package that depends on Herald. It
    // writes nothing, so it asks for no write permission.
    .plugin(
      name: "HeraldAuditPlugin",
      capability: .command(
        intent: .custom(verb: "herald-audit", description: "Audit the package's storyboards and xibs for accessibility")
      ),
      dependencies: ["herald"]
    ),
    // The app's code: Swift (swift-syntax) and Objective-C readers, and the project index of types,
    // outlets and the accessibility facts their code sets, each with file:line.
    .target(
      name: "HeraldSource",
      dependencies: [
        "HeraldTree", "HeraldSyntax",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    // The composition: the app as Xcode builds it (project.pbxproj, Package.swift, project.yml:
    // targets, platforms, member files, languages), found and read once, and the audit run over it
    // that the CLI, the plugin, the benchmarks and the tests share.
    .target(
      name: "HeraldProject",
      dependencies: [
        "HeraldSyntax", "HeraldTree", "HeraldStrings", "HeraldSource", "HeraldAudit", "HeraldRules",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // The command-line tool: parses arguments, calls the libraries, prints.
    .executableTarget(
      name: "herald",
      dependencies: [
        "HeraldProject",
        "HeraldTree",
        "HeraldICU",
        "HeraldStrings",
        "HeraldAnnouncer",
        "HeraldAudit",
        "HeraldReport",
        "HeraldRules",
        "HeraldSpeech",
        "HeraldAnnouncerSpeech",
        "HeraldSource",
        "HeraldSyntax",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Measures loading a folder of Interface Builder files in one process (`make bench`).
    .executableTarget(name: "herald-bench", dependencies: ["HeraldTree", "HeraldBenchSupport"]),
    // Measures formatting a catalog message against ICU's C++ and C APIs and Foundation (`make bench`).
    .executableTarget(name: "herald-icu-bench", dependencies: ["HeraldICU", "CHeraldICU", "HeraldBenchSupport"]),
    // Reads and re-writes a String Catalog next to Python's json as a reference (`make bench`).
    .executableTarget(name: "herald-strings-bench", dependencies: ["HeraldStrings", "HeraldBenchSupport"]),
    // Announces a generated scene of 100,000 elements next to one catalog message (`make bench`).
    .executableTarget(
      name: "herald-announce-bench",
      dependencies: ["HeraldAnnouncer", "HeraldTree", "HeraldICU", "HeraldSyntax", "HeraldBenchSupport"]
    ),
    // Audits a folder of Interface Builder files with every rule next to xmllint (`make bench-audit`).
    .executableTarget(
      name: "herald-audit-bench", dependencies: ["HeraldAudit", "HeraldRules", "HeraldBenchSupport"]
    ),
    // Indexes the Swift files of two apps next to `swiftc -frontend -parse` (`make bench-source`).
    .executableTarget(name: "herald-source-bench", dependencies: ["HeraldSource", "HeraldBenchSupport"]),
    // Renders the HTML report of a 1,000-element scene in headless Chromium (`make bench-report`).
    .executableTarget(
      name: "herald-report-bench",
      dependencies: [
        "HeraldReport", "HeraldAudit", "HeraldRules", "HeraldAnnouncer", "HeraldTree", "HeraldICU", "HeraldSyntax",
        "HeraldBenchSupport",
      ]
    ),
    .executableTarget(
      name: "herald-swiftui-bench",
      dependencies: ["HeraldSource", "HeraldTree", "HeraldAudit", "HeraldRules", "HeraldBenchSupport"]),
    // Speaks 200 utterances in-process next to one `espeak-ng -w` process per utterance (`make bench-speech`).
    .executableTarget(
      name: "herald-speech-bench",
      dependencies: [
        "HeraldSpeech", "HeraldAnnouncerSpeech", "HeraldAnnouncer", "HeraldTree", "HeraldICU", "HeraldBenchSupport",
      ]
    ),
    // The libFuzzer targets' harnesses: each feeds bytes to a reader or parser (`make fuzz`); the
    // regression test replays the files of Tests/Fuzz/Regressions through them without a sanitizer.
    .target(
      name: "HeraldFuzz",
      dependencies: [
        "HeraldSyntax", "HeraldTree", "HeraldAudit", "HeraldStrings", "HeraldICU", "HeraldSource", "HeraldReport",
        "HeraldAnnouncer", "HeraldProject",
      ]),
    // `make fuzz` builds it with -sanitize=fuzzer,address -DFUZZING (libFuzzer's driver runs the target
    // named by HERALD_FUZZ_TARGET); the plain build replays files: `herald-fuzz TARGET FILE…`.
    .executableTarget(name: "herald-fuzz", dependencies: ["HeraldFuzz"]),
    // Errors, exit codes and statistics the benchmarks share.
    .target(name: "HeraldBenchSupport"),
    // What the test targets share: the repository's paths, ../shared's corpora and schemas, and the
    // trait that skips a test, saying why, when ../shared is not beside the repository.
    .target(name: "HeraldTestSupport", path: "Tests/HeraldTestSupport"),
    .testTarget(
      name: "HeraldSyntaxTests",
      dependencies: ["HeraldSyntax"] + testSupport
    ),
    .testTarget(
      name: "HeraldTreeTests",
      dependencies: ["HeraldTree"] + testSupport,
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "HeraldICUTests",
      dependencies: ["HeraldICU"] + testSupport
    ),
    .testTarget(
      name: "HeraldStringsTests",
      dependencies: ["HeraldStrings", "HeraldSyntax"] + testSupport,
      exclude: ["Fixtures"]
    ),
    // Runs the built `herald` binary as a user would.
    .testTarget(
      name: "HeraldAnnouncerTests",
      dependencies: ["HeraldAnnouncer", "HeraldTree", "HeraldICU", "HeraldSource"] + testSupport,
      exclude: ["Fixtures", "Golden"]
    ),
    // Runs every built-in rule's examples, checks the registry is fresh and the messages exist.
    .testTarget(
      name: "HeraldRulesTests",
      dependencies: ["HeraldRules", "HeraldAudit", "HeraldTree", "HeraldICU", "HeraldSource", "herald-rules-registry"]
        + testSupport
    ),
    .testTarget(
      name: "HeraldAuditTests",
      dependencies: ["HeraldAudit", "HeraldRules", "HeraldTree", "HeraldICU", "HeraldSyntax"] + testSupport,
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "HeraldSpeechTests",
      dependencies: [
        "HeraldSpeech", "HeraldSpeechTesting", "HeraldAnnouncerSpeech", "HeraldAnnouncer", "HeraldTree", "HeraldICU",
      ] + testSupport,
      exclude: ["Golden"]
    ),
    // Replays every file of Tests/Fuzz/Regressions through its fuzz target's harness.
    .testTarget(
      name: "HeraldSourceTests",
      dependencies: [
        "HeraldSource", "HeraldTree", "HeraldSyntax", .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ] + testSupport),
    .testTarget(name: "HeraldFuzzTests", dependencies: ["HeraldFuzz"] + testSupport),
    .testTarget(
      name: "HeraldProjectTests",
      dependencies: [
        "HeraldProject", "HeraldAnnouncer", "HeraldAudit", "HeraldICU", "HeraldSource", "HeraldSyntax", "HeraldTree",
      ] + testSupport),
    .testTarget(
      name: "HeraldReportTests",
      dependencies: ["HeraldReport", "HeraldAudit", "HeraldRules", "HeraldAnnouncer", "HeraldTree", "HeraldICU"]
        + testSupport
    ),
    .testTarget(
      name: "HeraldCLITests",
      dependencies: ["herald", "HeraldProject", "HeraldTree", "HeraldSyntax", "HeraldTestSupport"],
      // Read from the repository by path (TestPaths), not from the test bundle.
      exclude: ["Fixtures"]),
    // Reads every `import` of Sources/ and Plugins/ and fails on an edge docs/architecture.md does not allow.
    .testTarget(name: "HeraldArchitectureTests", dependencies: testSupport),
  ],
  swiftLanguageModes: [.v6],
  cxxLanguageStandard: .cxx17
)
