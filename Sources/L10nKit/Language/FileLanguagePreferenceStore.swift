public import Foundation

/// A language preference kept in a small text file (the language tag, UTF-8), for platforms without
/// `UserDefaults` persistence worth relying on (Linux, Windows).
public final class FileLanguagePreferenceStore: LanguagePreferenceStore {
  /// The file that holds the language.
  public let fileURL: URL

  /// Creates a store that reads and writes `fileURL` (its folder is created when needed).
  public init(fileURL: URL) {
    self.fileURL = fileURL
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
