import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// The quality of the keys `ib-migrate` proposes on every corpus app with Base IB documents (issue 21 §6): how many
/// are numbered, repeat a part, start a part with a digit or are not ASCII. Prints one line per app and 10 sample
/// keys of three apps with `L10N_GEN_KEY_REPORT=1`; always checks the totals stay under 3% each.
@Suite(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus beside the package"))
struct IBMigrateKeyQualityReport {
  struct Counts {
    var keys = 0
    var numbered = 0
    var repeated = 0
    var digitLeading = 0
    var nonASCII = 0
  }

  static func counts(_ keys: [String]) -> Counts {
    var counts = Counts()
    let all = Set(keys)
    for key in Set(keys) {
      counts.keys += 1
      let parts = key.split(separator: ".").map { $0.lowercased() }
      if Set(parts).count < parts.count { counts.repeated += 1 }
      if parts.contains(where: { $0.first?.isNumber == true }) { counts.digitLeading += 1 }
      if !key.unicodeScalars.allSatisfy(\.isASCII) { counts.nonASCII += 1 }
      let base = String(key.reversed().drop { $0.isNumber }.reversed())
      if base != key, all.contains(base) { counts.numbered += 1 }
    }
    return counts
  }

  @Test func keysAreRarelyNumberedRepeatedDigitLeadingOrNonASCII() throws {
    let corpus = try #require(PackagePaths.corpus)
    let report = ProcessInfo.processInfo.environment["L10N_GEN_KEY_REPORT"] != nil
    let apps = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
    var total = Counts()
    let directory = try TemporaryDirectory()
    for app in apps {
      let folder = corpus.appendingPathComponent(app).path
      guard !IBStringsCommand.baseIBFiles(in: folder).isEmpty else { continue }
      let planPath = directory.path + "/\(app).json"
      var run = CapturingConsole.run(["ib-migrate", folder, "--write-plan", planPath])
      if run.code != .success {
        run = CapturingConsole.run(["ib-migrate", folder, "--write-plan", planPath, "--table-folder", folder])
      }
      guard let data = FileManager.default.contents(atPath: planPath),
        let plan = IBMigrationPlanReader.read(data, path: planPath).plan
      else {
        if report { print("KEYS \(app): no plan: \(run.error.suffix(300))") }
        continue
      }
      let entries = plan.documents.flatMap(\.entries)
      let counts = Self.counts(entries.map(\.key))
      total.keys += counts.keys
      total.numbered += counts.numbered
      total.repeated += counts.repeated
      total.digitLeading += counts.digitLeading
      total.nonASCII += counts.nonASCII
      if report {
        print(
          "KEYS \(app): texts \(entries.count), keys \(counts.keys), numbered \(counts.numbered), repeated "
            + "\(counts.repeated), digit-leading \(counts.digitLeading), non-ASCII \(counts.nonASCII), "
            + "documents \(plan.documents.count), table folder '\(plan.tableFolder ?? "-")', development "
            + "\(plan.developmentLanguage)")
        if ["duckduckgo__iOS", "Ranchero-Software__NetNewsWire", "linearmouse__linearmouse"].contains(app) {
          for entry in entries.prefix(10) { print("SAMPLE \(app) \(entry.ibKey) \(entry.key)") }
        }
      }
    }
    if report {
      print(
        "KEYS total: keys \(total.keys), numbered \(total.numbered), repeated \(total.repeated), digit-leading "
          + "\(total.digitLeading), non-ASCII \(total.nonASCII)")
    }
    #expect(total.keys > 0)
    for (name, count) in [
      ("numbered", total.numbered), ("repeated", total.repeated), ("digit-leading", total.digitLeading),
      ("non-ASCII", total.nonASCII),
    ] {
      #expect(count * 100 < total.keys * 3, "\(name): \(count) of \(total.keys)")
    }
  }
}
