import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// How many of the keys `ib-migrate` proposes are told apart by a number alone (`textField2`, `title2`), over every
/// storyboard and xib of the corpus, whether or not it sits in a `Base.lproj` (issue 33 §4: structure names keys
/// first, numbers only what it cannot tell apart). Prints one line per app, and every numbered key with
/// `L10N_GEN_KEY_REPORT=1`.
@Suite(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus beside the package"))
struct IBMigrationKeyNumberingCorpusTests {
  /// The proposed keys of one app, with the Base text of each.
  struct AppKeys {
    var app: String
    var documents = 0
    var entries: [(key: String, text: String)] = []

    /// The distinct keys that are another proposed key with a number appended.
    var numbered: [String] {
      let keys = Set(entries.map(\.key))
      return keys.filter { key in
        let base = String(key.reversed().drop { $0.isNumber }.reversed())
        return base != key && keys.contains(base)
      }.sorted()
    }
  }

  /// The plan of every IB document of `app` (one copy of each distinct file, in path order), keys reserved across
  /// the app's documents as `ib-migrate` reserves them, with each document's `<lang>.lproj/<Name>.strings`
  /// translations.
  static func plan(app: URL) throws -> AppKeys {
    var result = AppKeys(app: app.lastPathComponent)
    var seen: Set<Data> = []
    var reserved: Set<String> = []
    for url in PackagePaths.files(in: app, withExtensions: ["storyboard", "xib"]) {
      let data = try Data(contentsOf: url)
      guard seen.insert(data).inserted, let root = XMLTreeReader.parse(data, path: url.path).root,
        let document = IBDocumentReader.read(root, path: url.path).document, document.format == .document,
        root[attribute: "launchScreen"] != "YES"
      else { continue }
      let name = url.deletingPathExtension().lastPathComponent
      let project = url.deletingLastPathComponent().deletingLastPathComponent()
      var translations: [String: [String: String]] = [:]
      let folders = (try? FileManager.default.contentsOfDirectory(atPath: project.path)) ?? []
      for folder in folders.sorted() where folder.hasSuffix(".lproj") && folder != "Base.lproj" {
        let path = project.appendingPathComponent("\(folder)/\(name).strings").path
        guard let table = FileManager.default.contents(atPath: path) else { continue }
        for entry in StringsFileReader.parse(table, path: path).entries {
          translations[entry.key, default: [:]][String(folder.dropLast(".lproj".count))] = entry.value
        }
      }
      let section = IBMigrationPlanner.plan(
        document, root: root, path: "Base.lproj/" + url.lastPathComponent, reservedKeys: &reserved,
        translations: translations)
      result.documents += 1
      result.entries += section.entries.map { ($0.key, $0.text) }
    }
    return result
  }

  @Test func fewerThanThreePercentOfKeysAreNumbered() throws {
    let corpus = try #require(PackagePaths.corpus)
    let report = ProcessInfo.processInfo.environment["L10N_GEN_KEY_REPORT"] != nil
    var keys = 0
    var numbered = 0
    for app in PackagePaths.subfolders(of: corpus) {
      let planned = try Self.plan(app: corpus.appendingPathComponent(app))
      guard !planned.entries.isEmpty else { continue }
      let distinct = Set(planned.entries.map(\.key)).count
      let numberedKeys = planned.numbered
      keys += distinct
      numbered += numberedKeys.count
      if report {
        print(
          "NUMBERED \(app): \(numberedKeys.count) of \(distinct) keys (\(planned.documents) documents, "
            + "\(planned.entries.count) texts)")
        for key in numberedKeys {
          let texts = planned.entries.filter { $0.key == key }.map(\.text)
          print("NUMBERED   \(key) = \(texts.first.map { JSONString.quoted($0) } ?? "")")
        }
      }
    }
    print("ib-migrate numbered keys over the corpus: \(numbered) of \(keys)")
    #expect(keys > 0)
    #expect(numbered * 100 < keys * 3, "\(numbered) of \(keys) keys are numbered")
  }

  /// The keys of one corpus document, by ibtool key.
  static func keys(_ relative: String, translations: [String: [String: String]] = [:]) throws -> [String: String] {
    let url = try #require(PackagePaths.corpus).appendingPathComponent(relative)
    let data = try Data(contentsOf: url)
    let root = try #require(XMLTreeReader.parse(data, path: url.path).root)
    let document = try #require(IBDocumentReader.read(root, path: url.path).document)
    var reserved: Set<String> = []
    let section = IBMigrationPlanner.plan(
      document, root: root, path: "Base.lproj/" + url.lastPathComponent, reservedKeys: &reserved,
      translations: translations)
    return Dictionary(uniqueKeysWithValues: section.entries.map { ($0.ibKey, $0.key) })
  }

  /// The `textField` outlet of every table cell view, and the `label` outlet of two cells, say only what the element
  /// is: the texts name the keys (they were `textField`/`textField2` and `label`/`label2`).
  @Test func outletsThatOnlyNameTheElementGiveWayToTheText() throws {
    let tree = try Self.keys("coteditor__CotEditor/CotEditor/Storyboards/Base.lproj/ShortcutTreeView.storyboard")
    #expect(tree["JTc-Rw-7wQ.title"] == "shortcutTreeView.shortcutTree.menu")
    #expect(tree["0Uo-2F-m2T.title"] == "shortcutTreeView.shortcutTree.actionName")
    let settings = try Self.keys("duckduckgo__iOS/DuckDuckGo/Base.lproj/Settings.storyboard")
    #expect(settings["bIg-0T-UWq.text"] == "settings.fireProofSites.askToFireproofSites")
    #expect(settings["dud-qo-Ces.text"] == "settings.fireProofSites.label")
    #expect(settings["EIq-Ev-nfj.text"] == "settings.unprotectedSites.domainLabel", "a specific outlet still names it")
  }
}
