/// Applies a `PseudoLocalization` to one string: the text between placeholders is accented, padded and reversed
/// as asked, and every `%` sequence the shared printf grammar (`FormatTokenizer`) reads is copied unchanged.
struct PseudoTextTransformer {
  /// What to do.
  var settings: PseudoLocalization

  /// The transformed text; `isWholeString` adds the brackets and right-to-left marks around it.
  ///
  /// The `%` sequences of the result read exactly as those of `text` (same sequences, same order); when the
  /// padding or the reversal would change how a prose `%` reads (`100% guaranteed` reversed puts another letter
  /// after `% g`), the text is transformed without them, and at worst returned as it is.
  func transform(_ text: String, isWholeString: Bool, readsSubstitutionArgument: Bool) -> String {
    guard settings.isEnabled else { return text }
    let parts = Self.split(text, readsSubstitutionArgument: readsSubstitutionArgument)
    let expected = Self.percentSequences(in: text, readsSubstitutionArgument: readsSubstitutionArgument)
    let attempts = [settings, PseudoLocalization(isAccented: settings.isAccented, expansion: 0, isRightToLeft: false)]
    for attempt in attempts where attempt.isEnabled {
      let result = Self.transform(parts, settings: attempt, isWholeString: isWholeString)
      if Self.percentSequences(in: result, readsSubstitutionArgument: readsSubstitutionArgument) == expected {
        return result
      }
    }
    return text
  }

  /// How the `%` sequences of `text` read, in order: each token's kind and its text. What must not change.
  static func percentSequences(in text: String, readsSubstitutionArgument: Bool) -> [String] {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = FormatTokenizer(buffer, readsSubstitutionArgument: readsSubstitutionArgument)
      var sequences: [String] = []
      while let token = tokenizer.next() {
        let end = min(max(token.resumeIndex, token.start + 1), buffer.count)
        let kind: String
        switch token {
        case .escapedPercent: kind = "escaped"
        case .substitutionArgument: kind = "argument"
        case .specifier: kind = "specifier"
        case .prose: kind = "prose"
        case .variable: kind = "variable"
        case .malformedVariable: kind = "malformed"
        case .invalidPosition: kind = "position"
        case .unsupportedFlag: kind = "flag"
        case .unknownConversion: kind = "unknown"
        case .strayPercent: kind = "stray"
        }
        sequences.append(kind + ":" + String(decoding: buffer[token.start..<end], as: UTF8.self))
      }
      return sequences
    }
  }

  private static func transform(_ parts: [Part], settings: PseudoLocalization, isWholeString: Bool) -> String {
    var parts = parts
    var letterCount = 0
    for index in parts.indices where !parts[index].isPlaceholder {
      var literal = parts[index].text
      letterCount += literal.unicodeScalars.count { $0.properties.isAlphabetic }
      if settings.isAccented { literal = accenting(literal) }
      if settings.isRightToLeft { literal = String(literal.reversed()) }
      parts[index].text = literal
    }
    var result = parts.map(\.text).joined()
    if settings.isAccented {
      let padding = Int((Double(letterCount) * settings.expansion).rounded())
      if padding > 0 {
        let padded = String(filler(count: padding))
        result += settings.isRightToLeft ? String(padded.reversed()) : padded
      }
      if isWholeString { result = "[" + result + "]" }
    }
    if settings.isRightToLeft, isWholeString { result = "\u{200F}" + result + "\u{200F}" }
    return result
  }

  /// One piece of a string: literal text, or a `%` sequence kept as it is.
  struct Part {
    var text: String
    var isPlaceholder: Bool
  }

  /// The string cut into literal text and `%` sequences (specifiers, `%%`, variables, and the `%` of prose,
  /// stray or invalid sequences with the bytes that decide how they read).
  static func split(_ text: String, readsSubstitutionArgument: Bool) -> [Part] {
    let bytes = Array(text.utf8)
    var parts: [Part] = []
    bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = FormatTokenizer(buffer, readsSubstitutionArgument: readsSubstitutionArgument)
      var literalStart = 0
      while let token = tokenizer.next() {
        let start = token.start
        guard start >= literalStart else { continue }
        let end = min(protectedEnd(of: token, in: buffer), buffer.count)
        if start > literalStart {
          parts.append(Part(text: String(decoding: buffer[literalStart..<start], as: UTF8.self), isPlaceholder: false))
        }
        parts.append(Part(text: String(decoding: buffer[start..<end], as: UTF8.self), isPlaceholder: true))
        literalStart = end
        tokenizer.index = max(tokenizer.index, end)
      }
      if literalStart < buffer.count {
        parts.append(Part(text: String(decoding: buffer[literalStart...], as: UTF8.self), isPlaceholder: false))
      }
    }
    return parts
  }

  /// Where the bytes a token's reading depends on end: a prose `%` keeps the specifier Foundation would read and
  /// the letter after it (`% gu` of `100% guaranteed`), a stray `%` the text that made it stray, so that accenting
  /// or reversing the text around cannot turn them into specifiers.
  private static func protectedEnd(of token: FormatToken, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    switch token {
    case .prose(let specifier): scalarEnd(at: specifier.range.upperBound, in: bytes)
    case .strayPercent(let start, let shownEnd): max(shownEnd, start + 1)
    case .unknownConversion(let range, _), .invalidPosition(let range), .unsupportedFlag(let range): range.upperBound
    default: token.resumeIndex
    }
  }

  /// The end of the UTF-8 scalar that starts at `index`.
  private static func scalarEnd(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard index < bytes.count else { return index }
    let lead = bytes[index]
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    return min(index + length, bytes.count)
  }

  // MARK: - Letters

  private static let plainLetters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  private static let accentedLetters = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
  private static let accentMap = Dictionary(uniqueKeysWithValues: zip(plainLetters, accentedLetters))
  private static let plainMap = Dictionary(uniqueKeysWithValues: zip(accentedLetters, plainLetters))

  /// ASCII letters replaced by their accented look-alikes; everything else kept.
  static func accenting(_ text: String) -> String {
    String(text.map { accentMap[$0] ?? $0 })
  }

  /// The accented look-alikes replaced by the ASCII letters they stand for.
  static func removingAccents(from text: String) -> String {
    String(text.map { plainMap[$0] ?? $0 })
  }

  /// `count` characters of accented filler words (` ōñé ţŵö ţĥŕéé…`), starting with a space.
  static func filler(count: Int) -> Substring {
    let words = " one two three four five six seven eight nine ten"
    let accented = accenting(words)
    let repeated = String(repeating: accented, count: count / accented.count + 1)
    return repeated.prefix(count)
  }
}
