/// A minimal check for names the user writes in the configuration (the root enum name).
enum SwiftIdentifierCheck {
  /// ASCII letters, digits and `_`, not starting with a digit.
  static func isPlainIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }
}
