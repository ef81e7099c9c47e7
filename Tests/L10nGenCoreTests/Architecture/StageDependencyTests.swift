import Foundation
import L10nGenTestSupport
import Testing

/// The core's folders are stages in a fixed order: a file may use the types of its own stage and of the stages before
/// it, never of a later one. This test is what enforces it inside `L10nGenCore` (the stages share one module, for
/// whole-module optimisation of the generator), and ARCHITECTURE.md describes the same order. The tools built on the
/// stages are the module `L10nGenTools`, which the core does not depend on, so the compiler keeps them out.
@Suite struct StageDependencyTests {
  /// The stages of `Sources/L10nGenCore`, first to last.
  static let stages = [
    "Diagnostics", "Syntax", "Layout", "Formats", "Model", "Input", "Config", "Naming", "Analysis", "SourceCode",
    "Validation", "Rendering", "Pipeline",
  ]

  static var core: URL { PackagePaths.root.appendingPathComponent("Sources/L10nGenCore") }

  /// Every Swift file of the core by stage (its first folder below `Sources/L10nGenCore`), with comments and string
  /// literals blanked out.
  static func filesByStage() throws -> [String: [(path: String, code: String)]] {
    let root = core.path
    let enumerator = try #require(FileManager.default.enumerator(atPath: root))
    var files: [String: [(path: String, code: String)]] = [:]
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let stage = String(relative.split(separator: "/").first ?? "")
      let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
      files[stage, default: []].append((relative, codeOnly(text)))
    }
    return files
  }

  /// `text` without comments and string literals, so that prose never counts as a use.
  static func codeOnly(_ text: String) -> String {
    let patterns = [#"(?s)/\*.*?\*/"#, #"(?m)//.*$"#, #"(?s)"""(.*?)""""#, #""(?:\\.|[^"\\\n])*""#]
    return patterns.reduce(text) { text, pattern in
      text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
  }

  /// The names of the types a file declares at its top level (`struct X`, `enum X`, `protocol X`, ...).
  static func declaredTypes(in code: String) -> [String] {
    let pattern =
      #"(?m)^(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w*)"#
    let regex = try! NSRegularExpression(pattern: pattern)
    return regex.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
      Range($0.range(at: 1), in: code).map { String(code[$0]) }
    }
  }

  @Test func everyFolderIsAStage() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.core.path).filter {
      !$0.hasSuffix(".swift") && !$0.hasPrefix(".")
    }
    #expect(Set(folders) == Set(Self.stages), "every folder of the core is one stage of the list, and back")
    let loose = try FileManager.default.contentsOfDirectory(atPath: Self.core.path).filter { $0.hasSuffix(".swift") }
    #expect(loose.isEmpty, "files directly in Sources/L10nGenCore belong to no stage: \(loose)")
  }

  @Test func noStageUsesALaterStage() throws {
    let files = try Self.filesByStage()
    #expect(files.count == Self.stages.count)
    var owner: [String: String] = [:]
    for (stage, stageFiles) in files {
      for file in stageFiles {
        for name in Self.declaredTypes(in: file.code) where owner[name] == nil { owner[name] = stage }
      }
    }
    #expect(owner.count > 150, "the scan must find the core's types")
    let rank = Dictionary(uniqueKeysWithValues: Self.stages.enumerated().map { ($1, $0) })
    var backReferences: [String] = []
    let word = try NSRegularExpression(pattern: #"\b[A-Z]\w*\b"#)
    for (stage, stageFiles) in files {
      for file in stageFiles {
        let code = file.code
        let names = Set(
          word.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
            Range($0.range, in: code).map { String(code[$0]) }
          })
        for name in names.sorted() {
          guard let other = owner[name], let here = rank[stage], let there = rank[other], there > here else {
            continue
          }
          backReferences.append("\(file.path) (\(stage)) uses \(name) (\(other))")
        }
      }
    }
    #expect(backReferences.isEmpty, "uses of a later stage:\n\(backReferences.sorted().joined(separator: "\n"))")
  }

  /// ARCHITECTURE.md lists the stages in the same order.
  @Test func architectureListsTheStagesInOrder() throws {
    let text = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    let positions = Self.stages.map { stage in
      text.range(of: "`Sources/L10nGenCore/\(stage)/`").map { text.distance(from: text.startIndex, to: $0.lowerBound) }
    }
    #expect(positions.allSatisfy { $0 != nil }, "ARCHITECTURE.md names every stage folder: \(positions)")
    let found = positions.compactMap { $0 }
    #expect(found == found.sorted(), "ARCHITECTURE.md lists the stages in order")
  }
}
