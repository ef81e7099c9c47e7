/// Why a value could not be formatted with the given arguments.
enum FormatFailure: Error, Sendable {
  /// The arguments do not fit the specifiers.
  case mismatch(String)
  /// The entry itself is broken.
  case invalidEntry(String)

  var reason: MissingTranslationReason {
    switch self {
    case .mismatch(let text): return .formatMismatch(text)
    case .invalidEntry(let text): return .invalidEntry(text)
    }
  }
}
