import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

/// Runs `KeyNamer` over every key of every `.strings` and `.xcstrings` file of the real files (the corpus, or its
/// slice in `Tests/Corpus`).
@Suite struct KeyNamerCorpusTests {
  private struct Table {
    var path: String
    var keys: [String]
  }

  private static func tables() -> (tables: [Table], unreadable: Int)? {
    let corpus = PackagePaths.realFiles
    guard let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
    else { return nil }
    var tables: [Table] = []
    var unreadable = 0
    for case let url as URL in enumerator {
      guard ["strings", "xcstrings"].contains(url.pathExtension), let data = try? Data(contentsOf: url) else {
        continue
      }
      let keys: [String]?
      if url.pathExtension == "strings" {
        keys = (try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]).map {
          Array($0.keys)
        }
      } else {
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        keys = (json?["strings"] as? [String: Any]).map { Array($0.keys) }
      }
      guard let keys else {
        unreadable += 1
        continue
      }
      tables.append(Table(path: String(url.path.dropFirst(corpus.path.count + 1)), keys: keys))
    }
    return (tables.sorted { $0.path < $1.path }, unreadable)
  }

  private static func isEmittable(_ name: String) -> Bool {
    if name.hasPrefix("`") && name.hasSuffix("`") {
      return SwiftIdentifier.keywords.contains(String(name.dropFirst().dropLast()))
    }
    return SwiftIdentifier.isValidIdentifier(name)
  }

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH"))
  func everyCorpusKeyIsReachableByAValidIdentifierAndTheNamesCompile() throws {
    let (tables, unreadable) = try #require(Self.tables())
    #expect(tables.count > (PackagePaths.hasFullCorpus ? 1_000 : 50))
    let clock = ContinuousClock()
    let start = clock.now
    var keyCount = 0
    var invalidNames: [String] = []
    var renamed = 0
    var probe = ""
    var probedKeySets: Set<[String]> = []
    for (index, table) in tables.enumerated() {
      let located = table.keys.map { ($0, SourceLocation(file: table.path, line: 1, column: 1)) }
      for structure in [KeyNamer.Structure.nested, .flat] {
        let (root, diagnostics) = KeyNamer.buildTree(keys: located, separator: ".", structure: structure)
        let members = root.allMembers
        #expect(members.count == Set(table.keys).count, "\(table.path): every key has exactly one member")
        #expect(Set(members.map(\.member.key)) == Set(table.keys), "\(table.path)")
        for (namespaces, member) in members where !(namespaces + [member.swiftName]).allSatisfy(Self.isEmittable) {
          invalidNames.append("\(table.path): \(namespaces) \(member.swiftName) for \(member.key)")
        }
        if structure == .nested {
          keyCount += table.keys.count
          renamed += diagnostics.filter { $0.severity == .warning }.count
        }
        if probedKeySets.insert([structure.rawValue] + table.keys.sorted()).inserted {
          probe += "enum T\(index)\(structure == .flat ? "Flat" : "") {\n" + Self.declarations(of: root, indent: "  ")
          probe += "}\nfunc useT\(index)\(structure == .flat ? "Flat" : "")() {\n"
          for (namespaces, member) in members {
            probe +=
              "  _ = T\(index)\(structure == .flat ? "Flat" : "")."
              + (namespaces + [member.swiftName]).joined(separator: ".") + "\n"
          }
          probe += "}\n"
        }
      }
    }
    print(
      "KeyNamer corpus: \(tables.count) tables (\(unreadable) unreadable), \(keyCount) keys, \(renamed) renamed, "
        + "named twice (nested and flat) in \(clock.now - start)")
    #expect(invalidNames.isEmpty, "\(invalidNames.prefix(20))")
    try Self.typecheck(probe)
  }

  private static func declarations(of namespace: KeyNamespace, indent: String) -> String {
    var text = ""
    for member in namespace.members { text += "\(indent)static var \(member.swiftName): Int { 0 }\n" }
    for child in namespace.namespaces {
      text += "\(indent)enum \(child.swiftName) {\n" + declarations(of: child, indent: indent + "  ") + "\(indent)}\n"
    }
    return text
  }

  /// Type-checks `source` with `swiftc -typecheck`; records an issue with the compiler output on failure.
  private static func typecheck(_ source: String) throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("Probe.swift", source)
    let result = try Toolchain.run(try #require(Toolchain.swiftc), ["-typecheck", file])
    print("swiftc -typecheck of \(source.split(separator: "\n").count) probe lines: status \(result.status)")
    #expect(result.status == 0, "\(result.output.prefix(4_000))")
  }
}
