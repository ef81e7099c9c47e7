import Foundation
import Testing

/// Every snapshot of generated code (`Tests/L10nGenCoreTests/Fixtures/Generated/<case>`) type-checks in Swift 6
/// with strict concurrency and warnings as errors, against this build's L10nKit.
@Suite(.enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH")) struct SnapshotCompileTests {
  static let generated: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url.deleteLastPathComponent()
    }
    return url.appendingPathComponent("Tests/L10nGenCoreTests/Fixtures/Generated")
  }()

  static var cases: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: generated.path)) ?? []).filter { !$0.hasPrefix(".") }
      .sorted()
  }

  @Test(arguments: cases)
  func snapshotCompiles(case name: String) throws {
    let folder = Self.generated.appendingPathComponent(name)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .sorted().map { folder.appendingPathComponent($0).path }
    #expect(!files.isEmpty)
    // Snapshots that use Bundle.module need a resource bundle; give them one the way SwiftPM would.
    let shim = try TemporaryDirectory()
    let accessor = try shim.write(
      "BundleModule.swift", "import Foundation\nextension Bundle { static var module: Bundle { .main } }\n")
    let result = try SwiftCompiler.typecheck(files + [accessor], extraArguments: ["-D", "SWIFT_PACKAGE"])
    #expect(result.succeeded, "\(name):\n\(result.output.prefix(3000))")
  }
}
