import Foundation
import HeraldTestSupport
import Testing

/// What `make build`, `make install` and `make dist` do, read from `make -n` (the release build
/// itself and the tarball in a clean root are `make dist-check`, which `make test` runs as root).
@Suite("Install targets")
struct InstallTests {
  static func make(_ arguments: String...) throws -> String {
    let run = try Subprocess.run(
      "/usr/bin/env", ["make", "-n", "--no-print-directory"] + arguments,
      directory: TestPaths.repository)
    #expect(run.status == 0, "make -n \(arguments.joined(separator: " ")): \(run.errors)")
    return run.output
  }

  @Test("make build installs what building needs, not the tests' tools")
  func buildDependencies() throws {
    let plan = try Self.make("build")
    #expect(plan.contains("scripts/install-deps.sh build"))
    #expect(!plan.contains("install-deps.sh test"))
    #expect(!plan.contains("fetch-axe") && !plan.contains("fetch-pbxproj"))
    #expect(try Self.make("test-deps").contains("scripts/install-deps.sh test"))
  }

  @Test("make install and uninstall use PREFIX and DESTDIR, with the static release build")
  func installPaths() throws {
    let install = try Self.make("install", "PREFIX=/opt/h", "DESTDIR=/tmp/stage")
    #expect(install.contains("--static-swift-stdlib"))
    #expect(install.contains("install -D -m 755 .build-dist/release/herald /tmp/stage/opt/h/bin/herald"))
    #expect(try Self.make("uninstall", "PREFIX=/opt/h").contains("rm -f /opt/h/bin/herald"))
  }

  @Test("The runtime packages are the ones the build's libraries come from")
  func runtimePackages() throws {
    let list = try Subprocess.run(TestPaths.repository + "/scripts/install-deps.sh", ["runtime", "--list"])
    let runtime = list.output.split(separator: "\n").map(String.init)
    #expect(runtime == ["libicu72", "libespeak-ng1"])
    // libicu-dev and libespeak-ng-dev, which the build links against, depend on exactly these.
    for (development, library) in [("libicu-dev", "libicu72"), ("libespeak-ng-dev", "libespeak-ng1")] {
      let depends = try Subprocess.run("/usr/bin/dpkg-query", ["-W", "-f", "${Depends}", development])
      #expect(depends.status == 0, "\(development) is not installed: run make deps")
      #expect(depends.output.contains(library), "\(development) depends on \(depends.output), not \(library)")
    }
  }

  @Test("make test compiles the test bundle and every executable target, herald only once (not as a plugin tool)")
  func testBuild() throws {
    let plan = try Self.make("test")
    #expect(plan.contains("swift build --product HeraldPackageTests"))
    #expect(!plan.contains("--build-tests"), "--build-tests also builds herald as the command plugin's host tool")
    let manifest = try String(contentsOfFile: TestPaths.repository + "/Package.swift", encoding: .utf8)
    let executables = manifest.components(separatedBy: ".executableTarget(").dropFirst().compactMap { part in
      part.split(separator: "\"", maxSplits: 2).dropFirst().first.map(String.init)
    }
    #expect(executables.count >= 10, "\(executables)")
    let built = plan.split(separator: "\n").first { $0.hasPrefix("for product in ") } ?? ""
    let names = Set(
      built.dropFirst("for product in ".count).prefix { $0 != ";" }.split(separator: " ").map(String.init))
    #expect(
      Set(executables).subtracting(names).isEmpty, "not compiled by make test: \(Set(executables).subtracting(names))")
  }

  @Test("make dist packs the release build and the tarball is checked in a clean root")
  func distPlan() throws {
    let plan = try Self.make("dist-check")
    #expect(plan.contains("scripts/dist.sh .build-dist/release/herald"))
    #expect(plan.contains("scripts/dist-check.sh .build-dist/herald-"))
  }
}
