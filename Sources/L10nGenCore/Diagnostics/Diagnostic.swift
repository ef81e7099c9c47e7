/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable, Codable, Comparable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders note < warning < error.
  public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in the input, printed as `path:line:col: severity: message`.
public struct Diagnostic: Hashable, Sendable, Codable {
  /// Error, warning or note.
  public var severity: DiagnosticSeverity
  /// What is wrong and how to fix it.
  public var message: String
  /// Where it is; `nil` for problems that concern no file.
  public var location: SourceLocation?

  /// Creates a diagnostic.
  public init(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation?) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// An error at `location`.
  public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  /// A warning at `location`.
  public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.warning, message, at: location)
  }

  /// A note at `location`.
  public static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.note, message, at: location)
  }
}

extension Diagnostic: CustomStringConvertible {
  /// The one-line form Xcode and SwiftPM show inline: `path:line:col: error: message`.
  public var description: String {
    if let location {
      return "\(location): \(severity.rawValue): \(message)"
    }
    return "\(severity.rawValue): \(message)"
  }
}

extension Array where Element == Diagnostic {
  /// Whether any element is an error.
  public var containsErrors: Bool { contains { $0.severity == .error } }

  /// Sorted by location (diagnostics without one first), then severity and message; a stable order for output.
  public func sortedForOutput() -> [Diagnostic] {
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
  /// that find the same problem report it once.
  public func removingAdjacentDuplicates() -> [Diagnostic] {
    var result: [Diagnostic] = []
    result.reserveCapacity(count)
    for diagnostic in self where result.last != diagnostic {
      result.append(diagnostic)
    }
    return result
  }
}
