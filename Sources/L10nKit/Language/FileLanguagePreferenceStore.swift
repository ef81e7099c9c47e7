public import Foundation

/// A language preference kept in a small text file (the language tag, UTF-8), for platforms without
/// `UserDefaults` persistence worth relying on (Linux, Windows).
///
/// `Localizer.shared` uses `userConfiguration()` by default on Linux and the other non-Apple platforms: the
/// in-app language then lasts from one launch to the next. Another file:
///
/// ```swift
/// Localizer.shared.preferenceStore = FileLanguagePreferenceStore(fileURL: URL(fileURLWithPath: "/srv/app/language"))
/// ```
public final class FileLanguagePreferenceStore: LanguagePreferenceStore {
  /// The file that holds the language.
  public let fileURL: URL

  /// Creates a store that reads and writes `fileURL` (its folder is created when needed).
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The store of the XDG Base Directory specification: `$XDG_CONFIG_HOME/<application>/L10nKit/language`,
  /// where `XDG_CONFIG_HOME` defaults to `~/.config` (a relative value is ignored, as the specification says).
  /// `nil` when neither it nor `HOME` is set.
  ///
  /// - Parameters:
  ///   - application: the application's folder name; by default the process's name (`/` replaced by `_`).
  ///   - environment: the environment to read (the process's by default).
  public static func userConfiguration(
    application: String = ProcessInfo.processInfo.processName,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> FileLanguagePreferenceStore? {
    var folder: URL
    if let configuration = environment["XDG_CONFIG_HOME"], configuration.hasPrefix("/") {
      folder = URL(fileURLWithPath: configuration, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      folder = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
    } else {
      return nil
    }
    let name = application.replacingOccurrences(of: "/", with: "_")
    folder.appendPathComponent(name.isEmpty || name == "." || name == ".." ? "L10nKit" : name, isDirectory: true)
    return FileLanguagePreferenceStore(
      fileURL: folder.appendingPathComponent("L10nKit", isDirectory: true).appendingPathComponent("language"))
  }

  /// The language in the file, or `nil` when the file is missing or empty.
  public func loadLanguage() -> String? {
    guard let data = try? Data(contentsOf: fileURL), let text = String(data: data, encoding: .utf8) else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// Writes the language atomically, or removes the file for `nil`. Failures are ignored (the choice then
  /// lasts only for this run).
  public func saveLanguage(_ language: String?) {
    guard let language else {
      try? FileManager.default.removeItem(at: fileURL)
      return
    }
    try? FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(language.utf8).write(to: fileURL, options: .atomic)
  }
}
