import Foundation

extension SwiftIdentifier {
  /// The words of `text` (see the type's documentation): ASCII letter-and-digit runs after removing format
  /// specifiers and transliterating non-ASCII letters.
  public static func words(in text: String) -> [String] {
    var source = text
    if source.utf8.contains(UInt8(ascii: "%")) { source = removingFormatSpecifiers(from: source) }
    if !source.utf8.allSatisfy({ $0 < 0x80 }) { source = asciiTransliteration(of: source) }
    var words: [String] = []
    var current = ""
    for scalar in source.unicodeScalars {
      if isASCIIAlphanumeric(scalar) {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    let hasLowercase = source.unicodeScalars.contains { ("a"..."z").contains($0) }
    return hasLowercase ? words : words.map { $0.lowercased() }
  }

  /// Words that describe text that has no letters or digits, from the Unicode names of its scalars:
  /// `🎉` → `["party", "popper"]`, `...` → `["full", "stop", ...]`. Empty for empty text.
  public static func describingWords(of text: String) -> [String] {
    var words: [String] = []
    for scalar in text.unicodeScalars where !isIgnorableForDescription(scalar) {
      guard let name = scalar.properties.name ?? scalar.properties.nameAlias else {
        words.append("u" + String(scalar.value, radix: 16, uppercase: true))
        continue
      }
      words += name.split { $0 == " " || $0 == "-" }.map { $0.lowercased() }
    }
    return words
  }

  static func capitalizingFirstLetter(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  /// `URLScheme` → `urlScheme`, `Header` → `header`, `URL` → `url`, `iOS` → `iOS`.
  static func loweringLeadingCapitals(_ word: String) -> String {
    let scalars = Array(word.unicodeScalars)
    var upperEnd = 0
    while upperEnd < scalars.count, ("A"..."Z").contains(scalars[upperEnd]) { upperEnd += 1 }
    if upperEnd == 0 { return word }
    // In `URLScheme` the `S` starts the next word: keep it capitalized.
    if upperEnd > 1, upperEnd < scalars.count, ("a"..."z").contains(scalars[upperEnd]) { upperEnd -= 1 }
    let lowered = String(String.UnicodeScalarView(scalars[..<upperEnd])).lowercased()
    return lowered + String(String.UnicodeScalarView(scalars[upperEnd...]))
  }

  private static func removingFormatSpecifiers(from text: String) -> String {
    let parsed = FormatStringParser.parse(text)
    var ranges: [(start: Int, length: Int)] = parsed.placeholders.filter { $0.role == .value }.map {
      ($0.offset, $0.text.unicodeScalars.count)
    }
    for variable in parsed.variables {
      // Keep the variable name as words: `%#@count@ items` names `countItems`.
      ranges.append((variable.offset, 3))
    }
    var scalars = Array(text.unicodeScalars)
    for range in ranges.sorted(by: { $0.start > $1.start }) {
      let end = min(range.start + range.length, scalars.count)
      scalars.replaceSubrange(range.start..<end, with: [" "])
    }
    return String(String.UnicodeScalarView(scalars))
  }

  private static func asciiTransliteration(of text: String) -> String {
    let latin = text.applyingTransform(.toLatin, reverse: false) ?? text
    return latin.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  private static func isIgnorableForDescription(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    return properties.isWhitespace || properties.isVariationSelector || properties.isJoinControl
      || properties.generalCategory == .nonspacingMark || properties.isDefaultIgnorableCodePoint
  }
}
