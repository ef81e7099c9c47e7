import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenTools

/// `CatalogMerger` merges by key, language, variation and field, and agrees with what teams committed in real merges
/// wherever the merge is no true conflict and the team's result holds no edit that neither side made.
@Suite struct CatalogMergerTests {
  /// A catalog with `strings` (already JSON members), in any spelling.
  static func catalog(_ strings: String) -> Data {
    Data(#"{"sourceLanguage":"en","strings":{\#(strings)},"version":"1.0"}"#.utf8)
  }

  /// A key with a German unit.
  static func german(_ key: String, _ value: String, state: String = "translated") -> String {
    #""\#(key)":{"localizations":{"de":{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}}}"#
  }

  /// Merges three versions given as catalogs.
  static func merge(_ base: Data, _ ours: Data, _ theirs: Data) -> CatalogMergeResult {
    CatalogMerger.merge(base: base, ours: ours, theirs: theirs, paths: ("O", "A", "B"))
  }

  /// The merged catalog as a value.
  static func value(_ result: CatalogMergeResult) throws -> XcodeJSONValue {
    XcodeJSONValue(try JSONValueReader.parse(try #require(result.merged), path: "merged").get())
  }

  @Test func keysAddedOnEachSideAreBothKept() throws {
    let base = Self.catalog(Self.german("a", "A"))
    let ours = Self.catalog(Self.german("a", "A") + "," + Self.german("b", "B"))
    let theirs = Self.catalog(Self.german("a", "A") + "," + Self.german("c", "C"))
    let result = Self.merge(base, ours, theirs)
    #expect(result.conflicts.isEmpty)
    let expected = CatalogFormatter.format(
      Self.catalog(Self.german("a", "A") + "," + Self.german("b", "B") + "," + Self.german("c", "C")), path: "e")
    #expect(result.merged == expected.formatted)
  }

  @Test func fieldsChangedOnOneSideOrAlikeAreTakenOnce() throws {
    let base = Self.catalog(Self.german("a", "A", state: "new") + "," + Self.german("b", "B"))
    let ours = Self.catalog(Self.german("a", "A2", state: "new") + "," + Self.german("b", "B2"))
    let theirs = Self.catalog(Self.german("a", "A", state: "translated") + "," + Self.german("b", "B2"))
    let result = Self.merge(base, ours, theirs)
    #expect(result.conflicts.isEmpty)
    let merged = try Self.value(result)
    let unit = merged["strings"]?["a"]?["localizations"]?["de"]?["stringUnit"]
    #expect(unit?["value"]?.stringValue == "A2")
    #expect(unit?["state"]?.stringValue == "translated")
    #expect(merged["strings"]?["b"]?["localizations"]?["de"]?["stringUnit"]?["value"]?.stringValue == "B2")
  }

  @Test func aTrueConflictKeepsOursMarksTheUnitAndListsIt() throws {
    let base = Self.catalog(Self.german("a", "A") + "," + Self.german("b", "B"))
    let ours = Self.catalog(Self.german("a", "Ours") + "," + Self.german("b", "B"))
    let theirs = Self.catalog(Self.german("a", "Theirs") + "," + Self.german("b", "B3"))
    let result = Self.merge(base, ours, theirs)
    let conflict = try #require(result.conflicts.first)
    #expect(result.conflicts.count == 1)
    #expect(conflict.key == "a" && conflict.path == ["localizations", "de", "stringUnit", "value"])
    #expect(conflict.ours == #""Ours""# && conflict.theirs == #""Theirs""# && conflict.base == #""A""#)
    #expect(conflict.isMarkedForReview)
    #expect(
      "\(conflict)"
        == #"'a' › localizations › de › stringUnit › value: ours "Ours", theirs "Theirs" (base "A"); kept ours, marked needs_review"#
    )
    let unit = try Self.value(result)["strings"]?["a"]?["localizations"]?["de"]?["stringUnit"]
    #expect(unit?["value"]?.stringValue == "Ours")
    #expect(unit?["state"]?.stringValue == "needs_review")
    #expect(
      try Self.value(result)["strings"]?["b"]?["localizations"]?["de"]?["stringUnit"]?["value"]?.stringValue == "B3")
  }

  @Test func deletedOnOneSideAndChangedOnTheOtherIsAConflictResolvedAsOurs() throws {
    let base = Self.catalog(Self.german("a", "A") + "," + Self.german("b", "B"))
    // Ours deleted 'a' and changed 'b'; theirs changed 'a' and deleted 'b'.
    let ours = Self.catalog(Self.german("b", "B2"))
    let theirs = Self.catalog(Self.german("a", "A2"))
    let result = Self.merge(base, ours, theirs)
    #expect(result.conflicts.map(\.key) == ["b", "a"] || result.conflicts.map(\.key) == ["a", "b"])
    #expect(result.conflicts.allSatisfy { $0.path.isEmpty && !$0.isMarkedForReview })
    let strings = try Self.value(result)["strings"]
    #expect(strings?["a"] == nil)
    #expect(strings?["b"]?["localizations"]?["de"]?["stringUnit"]?["value"]?.stringValue == "B2")
    // Deleted on one side and unchanged on the other: deleted, no conflict.
    let clean = Self.merge(base, Self.catalog(Self.german("b", "B")), base)
    #expect(clean.conflicts.isEmpty)
    #expect(try Self.value(clean)["strings"]?["a"] == nil)
  }

  @Test func aTextTurnedIntoVariationsAgainstAChangedTextKeepsOursWhole() throws {
    let base = Self.catalog(Self.german("n", "%lld Dateien"))
    let plural =
      #""n":{"localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Datei"}},"#
      + #""other":{"stringUnit":{"state":"translated","value":"%lld Dateien"}}}}}}}"#
    let theirs = Self.catalog(Self.german("n", "%lld Datei(en)"))
    let result = Self.merge(base, theirs, Self.catalog(plural))
    #expect(result.conflicts.map(\.path) == [["localizations", "de"]])
    let german = try Self.value(result)["strings"]?["n"]?["localizations"]?["de"]
    #expect(german?["variations"] == nil)
    #expect(german?["stringUnit"]?["value"]?.stringValue == "%lld Datei(en)")
    #expect(german?["stringUnit"]?["state"]?.stringValue == "needs_review")
  }

  @Test func anEmptyBaseMergesAsAddedOnBothSides() throws {
    let ours = Self.catalog(Self.german("a", "A"))
    let theirs = Self.catalog(Self.german("a", "A") + "," + Self.german("b", "B"))
    let result = Self.merge(Data(), ours, theirs)
    #expect(result.conflicts.isEmpty)
    #expect(try Self.value(result)["strings"]?["b"] != nil)
  }

  /// Ours repeats a member theirs does not have, with as many members as theirs: the two are not the same value, so
  /// theirs' added `extractionState` is kept (comparing ours' members with theirs' alone took ours and lost it).
  @Test func aRepeatedMemberDoesNotHideAMemberOfTheOtherSide() throws {
    let ours = Self.catalog(#""k":{"comment":"c","comment":"c"}"#)
    let theirs = Self.catalog(#""k":{"comment":"c","extractionState":"manual"}"#)
    let result = Self.merge(Self.catalog(""), ours, theirs)
    #expect(result.conflicts.isEmpty)
    let entry = try Self.value(result)["strings"]?["k"]
    #expect(entry?["extractionState"]?.stringValue == "manual")
    #expect(entry?["comment"]?.stringValue == "c")
  }

  @Test func aSideThatIsNoCatalogIsALocatedErrorAndNoResult() {
    let good = Self.catalog(Self.german("a", "A"))
    let result = Self.merge(good, good, Data("{\"strings\": {\n<<<<<<< HEAD\n".utf8))
    #expect(result.merged == nil)
    #expect(result.diagnostics.map(\.rule) == [.syntaxError])
    #expect(result.diagnostics.first?.location?.file == "B")
    #expect(result.diagnostics.first?.location?.line == 2)
  }

  // MARK: - The real merges of the corpus

  /// The merges of `../shared/corpus/merges__xcstrings`, as `<repository>/<merge>`.
  static let corpusMerges: [String] =
    PackagePaths.corpus.map { corpus in
      let root = corpus.appendingPathComponent("merges__xcstrings")
      return PackagePaths.subfolders(of: root).flatMap { repository in
        PackagePaths.subfolders(of: root.appendingPathComponent(repository)).filter {
          FileManager.default.fileExists(
            atPath: root.appendingPathComponent("\(repository)/\($0)/result.xcstrings").path)
        }.map { "\(repository)/\($0)" }
      }
    } ?? []

  /// The leaves of a catalog by member path: strings, numbers and booleans as JSON, an empty object as `{}`.
  static func leaves(_ value: XcodeJSONValue?, path: [String] = [], into leaves: inout [[String]: String]) {
    guard let value else { return }
    switch value {
    case .object(let members):
      if members.isEmpty { leaves[path] = "{}" }
      for member in members { Self.leaves(member.value, path: path + [member.key], into: &leaves) }
    case .array(let elements): leaves[path] = "[\(elements.count)]"
    case .string(let text): leaves[path] = JSONString.quoted(text)
    case .number(let text): leaves[path] = text
    case .boolean(let flag): leaves[path] = "\(flag)"
    case .null: leaves[path] = "null"
    }
  }

  /// One real merge, read: the leaves of each version.
  struct CorpusMerge {
    var base: [[String]: String] = [:]
    var ours: [[String]: String] = [:]
    var theirs: [[String]: String] = [:]
    var result: [[String]: String] = [:]
    /// The three input files and the committed result, as bytes.
    var files: [String: Data] = [:]

    init(_ name: String) throws {
      let folder = try #require(PackagePaths.corpus).appendingPathComponent("merges__xcstrings/\(name)")
      for side in ["base", "ours", "theirs", "result"] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(side).xcstrings"))
        files[side] = data
        var leaves: [[String]: String] = [:]
        CatalogMergerTests.leaves(XcodeJSONValue(try JSONValueReader.parse(data, path: side).get()), into: &leaves)
        switch side {
        case "base": base = leaves
        case "ours": ours = leaves
        case "theirs": theirs = leaves
        default: result = leaves
        }
      }
    }

    /// Every leaf path of any version.
    var paths: Set<[String]> { Set(base.keys).union(ours.keys).union(theirs.keys).union(result.keys) }

    /// The paths, outside the keys both sides changed differently, where the committed result holds an edit neither
    /// side made: a value neither side has where it differs from the base, or the base's value where a side had
    /// changed it (Xcode re-extracting during the merge, or a hand edit).
    var editsNeitherSideMade: Set<[String]> {
      let conflicting = keysChangedDifferently
      return paths.filter { path in
        let (b, o, t, r) = (base[path], ours[path], theirs[path], result[path])
        return !conflicting.contains(Self.key(of: path)) && (r == b ? (o != b || t != b) : (r != o && r != t))
      }
    }

    /// The key a leaf path is under (`""` for a top-level member).
    static func key(of path: [String]) -> String {
      path.count > 1 && path[0] == "strings" ? path[1] : ""
    }

    /// The keys both sides changed differently, found from the leaves alone: a leaf both changed to different values,
    /// or a key one side deleted whose leaves the other side changed. Where the merge must report a conflict.
    var keysChangedDifferently: Set<String> {
      var keys = Set(
        paths.filter { path in
          let (b, o, t) = (base[path], ours[path], theirs[path])
          return o != b && t != b && o != t
        }.map(Self.key(of:)))
      let present = { (leaves: [[String]: String]) in Set(leaves.keys.map(Self.key(of:))) }
      let (inBase, inOurs, inTheirs) = (present(base), present(ours), present(theirs))
      let keyPaths = Dictionary(grouping: paths, by: Self.key(of:))
      for key in inBase where key != "" {
        let changed = { (side: [[String]: String]) in keyPaths[key, default: []].contains { side[$0] != base[$0] } }
        if (!inOurs.contains(key) && inTheirs.contains(key) && changed(theirs))
          || (!inTheirs.contains(key) && inOurs.contains(key) && changed(ours))
        {
          keys.insert(key)
        }
      }
      return keys
    }
  }

  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func theCorpusHasTheFourteenMerges() {
    #expect(Self.corpusMerges.count == 14)
  }

  /// Each real merge: a conflict exactly where both sides changed a key differently; everywhere else the merge equals
  /// the committed result as JSON, except where the team's result holds an edit neither side made; and byte for byte
  /// when there is no such edit and the team's file is in Xcode's format.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"), arguments: corpusMerges)
  func aRealMergeEqualsWhatTheTeamCommitted(_ name: String) throws {
    let merge = try CorpusMerge(name)
    let result = CatalogMerger.merge(
      base: try #require(merge.files["base"]), ours: try #require(merge.files["ours"]),
      theirs: try #require(merge.files["theirs"]), paths: ("base", "ours", "theirs"))
    #expect(result.diagnostics.isEmpty)
    let merged = try #require(result.merged)
    var mergedLeaves: [[String]: String] = [:]
    Self.leaves(XcodeJSONValue(try JSONValueReader.parse(merged, path: "merged").get()), into: &mergedLeaves)
    let conflictKeys = Set(result.conflicts.map { $0.key ?? "" })
    #expect(conflictKeys == merge.keysChangedDifferently, "\(name)")
    let neither = merge.editsNeitherSideMade
    let differing = merge.paths.union(mergedLeaves.keys).filter { path in
      mergedLeaves[path] != merge.result[path] && !neither.contains(path)
        && !conflictKeys.contains(CorpusMerge.key(of: path))
    }
    #expect(differing.isEmpty, "\(name): \(differing.sorted { $0.lexicographicallyPrecedes($1) }.prefix(5))")
    let committed = try #require(merge.files["result"])
    if result.conflicts.isEmpty && neither.isEmpty && CatalogFormatter.format(committed, path: "result").isFormatted {
      #expect(merged == committed, "\(name)")
    }
    print(
      "merge \(name): \(result.conflicts.count) conflicts, \(neither.count) edits neither side made, "
        + "equal as JSON: \(mergedLeaves == merge.result), byte for byte: \(merged == committed)")
  }
}
