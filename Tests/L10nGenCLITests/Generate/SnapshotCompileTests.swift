import Foundation
import L10nGenTestSupport
import Testing

/// Every snapshot of generated code (`Tests/L10nGenCoreTests/Fixtures/Generated/<case>`) type-checks in Swift 6
/// with strict concurrency and warnings as errors, against this build's L10nKit.
@Suite(.enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH")) struct SnapshotCompileTests {
  static let generated = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("Generated")

  static var cases: [String] { PackagePaths.subfolders(of: generated) }

  /// The case list is every snapshot folder, read without swallowing errors.
  @Test func everySnapshotFolderIsACase() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path).filter { !$0.hasPrefix(".") }
    #expect(folders.count > 10)
    #expect(folders.sorted() == Self.cases)
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
