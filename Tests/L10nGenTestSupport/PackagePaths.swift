package import Foundation

/// Where the tests find the package, its fixtures and the optional `../shared` folder, from this file's path.
package enum PackagePaths {
  /// The package root: the nearest folder above this file that holds `Package.swift`.
  package static let root: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url.deleteLastPathComponent()
    }
    return url
  }()

  /// `../shared` beside the package, or `nil` in a clone without it (a user's fresh clone, CI).
  package static let shared: URL? = {
    let url = root.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: url.appendingPathComponent("corpus").path) ? url : nil
  }()

  /// `../shared/corpus`, the real apps' files, or `nil` when absent; tests that read it are skipped then.
  package static var corpus: URL? { shared?.appendingPathComponent("corpus") }

  /// `Tests/Corpus`: seven real projects' files kept in the repository (see its README), so that a bare clone tests
  /// every reader on real files.
  package static var corpusSlice: URL { root.appendingPathComponent("Tests/Corpus") }

  /// The real files a test checks one by one against an oracle: the full corpus when it is beside the package, else
  /// the slice in the repository. Counts that only the full corpus reaches are asserted under ``hasFullCorpus``.
  package static var realFiles: URL { corpus ?? corpusSlice }

  /// Whether ``realFiles`` is the full corpus (`../shared/corpus`) rather than the slice.
  package static var hasFullCorpus: Bool { corpus != nil }

  /// The upcoming features Package.swift enables for every target (`.enableUpcomingFeature("ExistentialAny")`, ...),
  /// for tests that compile the package's sources with `swiftc` as SwiftPM does.
  package static func upcomingFeatures() throws -> [String] {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let features = manifest.matches(of: /enableUpcomingFeature\("(\w+)"\)/).map { String($0.output.1) }
    guard !features.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    return features
  }

  /// The fixtures of a test target: `Tests/<target>/Fixtures`.
  package static func fixtures(of target: String) -> URL {
    root.appendingPathComponent("Tests/\(target)/Fixtures")
  }

  /// A path below the package root.
  package static func file(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }

  /// The names of the visible entries of `folder`, sorted; empty when it cannot be read (a parameterized test's
  /// case list; pair it with a test that reads the folder with `try` and expects cases).
  package static func subfolders(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Every file below `folder` whose extension is one of `extensions`, sorted by path; hidden folders are entered.
  package static func files(in folder: URL, withExtensions extensions: Set<String>) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    return enumerator.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
      .sorted { $0.path < $1.path }
  }
}
