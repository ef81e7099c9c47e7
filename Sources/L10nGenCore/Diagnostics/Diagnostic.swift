/// How serious a diagnostic is.
package enum DiagnosticSeverity: String, Sendable, Hashable, Codable, Comparable {
  /// Information that needs no action (`untranslated-value`, `source-language-mismatch`); counted, shown with
  /// `--verbose`.
  case note
  /// A problem that does not stop generation or fail a build (unless `--strict`).
  case warning
  /// A problem that fails the run: nothing is written and the exit code is 1.
  case error

  /// The order of severities, lowest first.
  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders note < warning < error.
  package static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in the input, printed as `path:line:col: severity: message [rule-id]`.
package struct Diagnostic: Hashable, Sendable, Codable {
  /// Error, warning or note.
  package var severity: DiagnosticSeverity
  /// What is wrong and how to fix it. It may quote keys and values with newlines in them; the printed form
  /// escapes them, so that every diagnostic stays on one line.
  package var message: String
  /// Where it is; `nil` for problems that concern no file.
  package var location: SourceLocation?
  /// The check that found it.
  package var rule: RuleID
  /// The language whose text is at fault, when the problem concerns one language's value; `nil` otherwise.
  /// ``SeverityPolicy`` lowers entry-level errors in translations to warnings, and `lint.languages` filters on it.
  package var language: String?
  /// Whether the diagnostic was a warning that `warningsAsErrors` made an error.
  package var isPromotedWarning: Bool

  package init(
    _ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation?, rule: RuleID,
    language: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.rule = rule
    self.language = language
    self.isPromotedWarning = false
  }

  /// An error at `location`.
  package static func error(
    _ message: String, at location: SourceLocation?, rule: RuleID, language: String? = nil
  ) -> Diagnostic {
    Diagnostic(.error, message, at: location, rule: rule, language: language)
  }

  /// A warning at `location`.
  package static func warning(
    _ message: String, at location: SourceLocation?, rule: RuleID, language: String? = nil
  ) -> Diagnostic {
    Diagnostic(.warning, message, at: location, rule: rule, language: language)
  }

  /// A note at `location`.
  package static func note(
    _ message: String, at location: SourceLocation?, rule: RuleID, language: String? = nil
  ) -> Diagnostic {
    Diagnostic(.note, message, at: location, rule: rule, language: language)
  }

  /// The message with control characters, line and paragraph separators escaped (`\n`, `\t`, `\u{1E}`).
  package var singleLineMessage: String { Self.escapingLineBreaks(message) }

  /// `text` with every character that could break a line, or hide, written as a Swift-style escape.
  ///
  /// Escapes C0 and C1 control characters and U+2028/U+2029 (which editors show as line breaks); the common case of a
  /// message without any returns `text` unchanged, without copying.
  static func escapingLineBreaks(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      guard isEscaped(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }

  /// Whether `scalar` must be escaped to keep a message on one visible line.
  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
  }
}

extension Diagnostic: CustomStringConvertible {
  /// The one-line form Xcode and SwiftPM show inline: `path:line:col: error: message [rule-id]`.
  package var description: String {
    let tag = isPromotedWarning ? "[\(rule), warning treated as error]" : "[\(rule)]"
    if let location {
      return "\(location): \(severity.rawValue): \(singleLineMessage) \(tag)"
    }
    return "\(severity.rawValue): \(singleLineMessage) \(tag)"
  }
}

/// Operations on a run's diagnostics.
extension Array where Element == Diagnostic {
  /// Whether any element is an error.
  package var containsErrors: Bool { contains { $0.severity == .error } }

  /// Sorted by location (diagnostics without one first), then severity and message; a stable order for output.
  ///
  /// Within one location, errors come before warnings before notes. The order depends on location, severity and message
  /// only, not on the order in which files were read.
  package func sortedForOutput() -> [Diagnostic] {
    sorted { lhs, rhs in
      switch (lhs.location, rhs.location) {
      case (nil, .some): return true
      case (.some, nil): return false
      case let (l?, r?) where l != r: return l < r
      default:
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        return lhs.message < rhs.message
      }
    }
  }

  /// The same diagnostics without repeats of the one just before (apply after `sortedForOutput()`): two checks
  /// that find the same problem report it once. An `undefined-variable` is found both by the `.stringsdict` or
  /// catalog reader (which lists the variables defined) and by the format analysis of the value; for one variable
  /// at one location only the first, most severe, is kept.
  package func removingAdjacentDuplicates() -> [Diagnostic] {
    var result: [Diagnostic] = []
    result.reserveCapacity(count)
    var undefinedVariables: Set<String> = []
    for diagnostic in self where result.last != diagnostic {
      if diagnostic.rule == .undefinedVariable, let location = diagnostic.location,
        let reference = Self.variableReference(in: diagnostic.message),
        !undefinedVariables.insert("\(location.file):\(location.line):\(location.column):\(reference)").inserted
      {
        continue
      }
      result.append(diagnostic)
    }
    return result
  }

  /// The first quoted variable reference (`'%#@name@'`) a message names.
  private static func variableReference(in message: String) -> Substring? {
    guard let start = message.firstRange(of: "'%#@"),
      let end = message[start.upperBound...].firstRange(of: "@'")
    else { return nil }
    return message[start.lowerBound..<end.upperBound]
  }
}
