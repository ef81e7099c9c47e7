import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

/// Every input the fuzzer (Fuzz/run.sh strings) ever crashed or hung on still parses, deterministically.
@Suite struct StringsFuzzRegressionTests {
  static let folder = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("FuzzRegressions/strings")

  @Test func parsesEverySavedFuzzInputWithoutCrashing() throws {
    let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent != "README.md" }
    #expect(!files.isEmpty)
    for file in files {
      let data = try Data(contentsOf: file)
      let first = StringsFileReader.parse(data, path: file.lastPathComponent)
      let second = StringsFileReader.parse(data, path: file.lastPathComponent)
      #expect(first == second, "\(file.lastPathComponent)")
    }
  }
}
