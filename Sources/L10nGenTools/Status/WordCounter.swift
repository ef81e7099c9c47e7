package import L10nGenCore

/// Counts the words a translator is paid for in a development-language text.
///
/// The rules, those of translation tools (memoQ, Trados) in short:
/// - Format specifiers (`%@`, `%1$lld`, `%#@count@`) and `%%` are not words: the translator copies them.
/// - In scripts written with spaces (Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Hangul…), a word is a run of
///   letters, digits and marks; an apostrophe or hyphen between two letters (`don't`, `e-mail`) keeps it one word.
/// - In scripts written without spaces (Han, Hiragana, Katakana, Thai, Lao, Khmer, Myanmar, Tibetan), each character
///   counts as one word, so `設定を開く` is five words: that is how those tools count, and close to what translators
///   charge for Chinese and Japanese.
package enum WordCounter {
  /// The number of words in `text`.
  package static func count(_ text: String) -> Int {
    var count = 0
    var inWord = false
    var previousWasJoiner = false
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.first {
      if scalar == "%" {
        scalars = skippingSpecifier(scalars)
        inWord = false
        continue
      }
      scalars = scalars.dropFirst()
      if isUnspacedScript(scalar) {
        // A combining mark (a Thai vowel or tone, a Japanese voicing mark) belongs to the character before it.
        if !isMark(scalar) { count += 1 }
        inWord = false
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || scalar.properties.generalCategory == .nonspacingMark
        || scalar.properties.generalCategory == .spacingMark
      {
        if !inWord { count += 1 }
        inWord = true
        previousWasJoiner = false
      } else if inWord, !previousWasJoiner, isJoiner(scalar), let next = scalars.first, next.properties.isAlphabetic,
        !isUnspacedScript(next)
      {
        previousWasJoiner = true
      } else {
        inWord = false
        previousWasJoiner = false
      }
    }
    return count
  }

  /// The words of every text in `node` (each plural or device variant is a text to translate).
  package static func count(_ node: VariantNode) -> Int {
    node.allTexts.reduce(0) { $0 + count($1.text) }
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark
  }

  /// An apostrophe or hyphen that keeps `don't` and `e-mail` one word.
  private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "'" || scalar == "\u{2019}" || scalar == "-" || scalar == "\u{2010}"
  }

  /// Whether `scalar` belongs to a script written without spaces between words, where each character is a word.
  static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0E00...0x0EFF,  // Thai, Lao
      0x0F00...0x0FFF,  // Tibetan
      0x1000...0x109F,  // Myanmar
      0x1780...0x17FF,  // Khmer
      0x3040...0x30FF,  // Hiragana, Katakana
      0x31F0...0x31FF,  // Katakana phonetic extensions
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFF66...0xFF9F,  // halfwidth Katakana
      0x20000...0x3FFFF:  // CJK extensions B and later
      return true
    default:
      return false
    }
  }

  /// The text after the format specifier at the start of `scalars` (which starts with `%`): `%%`, `%#@name@`, or
  /// `%` with an argument number, flags, width, precision, length and one conversion character.
  private static func skippingSpecifier(_ scalars: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
    var rest = scalars.dropFirst()
    guard let first = rest.first else { return rest }
    if first == "%" { return rest.dropFirst() }
    // An argument number (`1$`) may come before `#@`.
    var probe = rest.drop { $0.properties.numericType != nil }
    if probe.first == "$" { probe = probe.dropFirst() } else { probe = rest }
    if probe.first == "#", probe.dropFirst().first == "@" {
      let afterName = probe.dropFirst(2).drop { $0 != "@" }
      return afterName.dropFirst()
    }
    rest = probe.drop { "0123456789#-+ '.*".unicodeScalars.contains($0) }
    rest = rest.drop { "hlqLzjt".unicodeScalars.contains($0) }
    // The conversion character; an unknown one (prose such as `100% sure`) is kept as text.
    if let conversion = rest.first, "@dDiuUxXoOfeEgGcCsSpaAF".unicodeScalars.contains(conversion) {
      return rest.dropFirst()
    }
    return scalars.dropFirst()
  }
}
