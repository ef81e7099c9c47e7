/// Decides from a path whether a file is a localization table and which table and language it is.
public enum InputClassifier {
  /// Why a path is not a localization table although its extension says it might be.
  public enum Rejection: Hashable, Sendable {
    /// A `.strings`/`.stringsdict` outside any `<lang>.lproj` folder.
    case notInLanguageFolder
  }

  /// Classifies `path`: `<lang>.lproj/<Table>.strings|.stringsdict` or `<Table>.xcstrings` (anywhere, including
  /// `mul.lproj`). Returns `nil` for any other file.
  public static func classify(path: String) -> InputClassification? {
    guard case let .success(classification) = classifyExplaining(path: path) else { return nil }
    return classification
  }

  /// Like `classify(path:)`, but says why a `.strings`/`.stringsdict` file was rejected. `nil` for unrelated files.
  public static func classifyExplaining(path: String) -> Result<InputClassification, RejectionError>? {
    let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard let fileName = components.last else { return nil }
    let kind: InputClassification.Kind
    let table: String
    if let name = stripSuffix(fileName, ".stringsdict") {
      kind = .stringsDict
      table = name
    } else if let name = stripSuffix(fileName, ".strings") {
      kind = .strings
      table = name
    } else if let name = stripSuffix(fileName, ".xcstrings") {
      kind = .stringCatalog
      table = name
    } else {
      return nil
    }
    guard !table.isEmpty else { return nil }
    if kind == .stringCatalog {
      return .success(InputClassification(kind: kind, table: table, language: nil))
    }
    guard components.count >= 2, let language = stripSuffix(components[components.count - 2], ".lproj"),
      !language.isEmpty
    else {
      return .failure(RejectionError(reason: .notInLanguageFolder))
    }
    return .success(InputClassification(kind: kind, table: table, language: language))
  }

  /// The reason a path was rejected, as an `Error` for `Result`.
  public struct RejectionError: Error, Hashable, Sendable {
    /// Why.
    public var reason: Rejection
  }

  private static func stripSuffix(_ text: String, _ suffix: String) -> String? {
    guard text.hasSuffix(suffix) else { return nil }
    return String(text.dropLast(suffix.count))
  }
}
