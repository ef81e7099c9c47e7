import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// Inputs the `swift` fuzzer found or is seeded with (`FuzzRegressions/swift`), through the same steps as its harness
/// (`Fuzz/SwiftSourceFuzzer.swift`): the first byte picks the language, the rest is the source. None may trap.
struct SourceFuzzRegressionTests {
  static let folder = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("FuzzRegressions/swift")

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "README.md" }.sorted()
  }

  @Test(arguments: inputs)
  func everyStepFinishes(_ name: String) throws {
    let input = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    let language: SourceLanguage = (input.first ?? 0) & 1 == 0 ? .swift : .objectiveC
    let bytes = [UInt8](input.dropFirst())
    let tokens = SourceTokenizer.tokenize(bytes, language: language)
    let declarations = SourceDeclarations(tokens: tokens)
    #expect(declarations.functions.allSatisfy { !$0.key.isEmpty })
    for index in stride(from: 0, to: tokens.count, by: max(1, tokens.count / 512)) {
      if let (_, end) = DeclaredType.read(tokens, at: index) { #expect(end > index && end <= tokens.count) }
    }
    let found = KeyUsageScanner.scan(
      tokens: tokens, path: name, language: language,
      options: SourceScanOptions(wrapperFunctions: ["Localized", "tr"], wrapperSuffixes: ["localized"]))
    #expect(found.usages.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
  }
}
