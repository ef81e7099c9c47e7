internal import L10nKit

extension SourceKey {
  /// Whether the key has a letter outside its format specifiers and interpolations: `" ⸱ "`, `", "`, `"%@"` and
  /// `"\(count)"` have none. Such a literal is punctuation or a number, shown as it is in every language: Xcode
  /// still extracts it, but `undefined-key` does not report it and no "did you mean" is offered for it.
  package var hasLetter: Bool {
    parts.contains { part in
      guard case let .text(text) = part else { return false }
      return Self.hasLetterOutsideSpecifiers(text)
    }
  }

  /// Whether `text` has a letter outside the `%` specifiers and variables L10nKit's `FormatTokenizer` reads.
  static func hasLetterOutsideSpecifiers(_ text: String) -> Bool {
    guard text.contains(where: \.isLetter) else { return false }
    guard text.utf8.contains(UInt8(ascii: "%")) else { return true }
    var text = text
    return text.withUTF8 { bytes in
      var tokenizer = FormatTokenizer(bytes)
      var start = 0
      while let token = tokenizer.next() {
        let skipped: Range<Int>
        switch token {
        case .specifier(let specifier): skipped = specifier.range
        case .variable(let variable): skipped = variable.range
        default: continue
        }
        if hasLetter(bytes, start..<skipped.lowerBound) { return true }
        start = skipped.upperBound
      }
      return hasLetter(bytes, start..<bytes.count)
    }
  }

  /// Whether the UTF-8 `bytes` in `range` (whole scalars) contain a letter.
  private static func hasLetter(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).contains(where: \.isLetter)
  }
}
