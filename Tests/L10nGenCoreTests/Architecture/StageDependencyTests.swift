import Foundation
import L10nGenTestSupport
import Testing

/// The core's folders are stages in a fixed order: a file may use its own stage and the stages before it, never a
/// later one. The compiler enforces that: `Scripts/check-stages.sh` (run by `.ci/run`) type-checks each prefix of the
/// order as a module of its own, so a use of a later stage's type, nested type or extension member fails there.
/// These tests keep its list of stages, the folders and ARCHITECTURE.md in agreement. (A regex scan of type names
/// used to stand in for the compiler; it missed extension members and nested types, so it is gone.)
@Suite struct StageDependencyTests {
  /// The stages of `Sources/L10nGenCore`, first to last, as `Scripts/check-stages.sh` lists them.
  static func stages() throws -> [String] {
    let script = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("Scripts/check-stages.sh"), encoding: .utf8)
    let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("stages=(") })
    return line.dropFirst("stages=(".count).dropLast().split(separator: " ").map(String.init)
  }

  static var core: URL { PackagePaths.root.appendingPathComponent("Sources/L10nGenCore") }

  @Test func everyFolderIsAStage() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.core.path).filter {
      !$0.hasSuffix(".swift") && !$0.hasPrefix(".")
    }
    #expect(Set(folders) == Set(try Self.stages()), "every folder of the core is one stage of the list, and back")
    let loose = try FileManager.default.contentsOfDirectory(atPath: Self.core.path).filter { $0.hasSuffix(".swift") }
    #expect(loose.isEmpty, "files directly in Sources/L10nGenCore belong to no stage: \(loose)")
  }

  /// ARCHITECTURE.md lists the stages in the same order.
  @Test func architectureListsTheStagesInOrder() throws {
    let text = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    let positions = try Self.stages().map { stage in
      text.range(of: "`Sources/L10nGenCore/\(stage)/`").map { text.distance(from: text.startIndex, to: $0.lowerBound) }
    }
    #expect(positions.allSatisfy { $0 != nil }, "ARCHITECTURE.md names every stage folder: \(positions)")
    let found = positions.compactMap { $0 }
    #expect(found == found.sorted(), "ARCHITECTURE.md lists the stages in order")
  }
}
