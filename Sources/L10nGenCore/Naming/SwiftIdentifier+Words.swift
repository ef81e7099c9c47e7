import Foundation

extension SwiftIdentifier {
  /// The words of `text` (see the type's documentation): ASCII letter-and-digit runs after removing format
  /// specifiers and transliterating non-ASCII letters.
  package static func words(in text: String) -> [String] {
    var source = text
    if source.containsUTF8Byte(UInt8(ascii: "%")) { source = removingFormatSpecifiers(from: source) }
    if !source.utf8.allSatisfy({ $0 < 0x80 }) { source = asciiTransliteration(of: source) }
    // Words are ASCII, so they are runs of bytes: any other byte (of a non-ASCII scalar too) separates them.
    let words = source.utf8.split { !isASCIIAlphanumeric($0) }.map { String(Substring($0)) }
    let hasLowercase = source.utf8.contains(where: isASCIILowercase)
    return hasLowercase ? words : words.map { $0.lowercased() }
  }

  /// Words that describe text that has no letters or digits, from the Unicode names of its scalars:
  /// `🎉` → `["party", "popper"]`, `...` → `["full", "stop", ...]`. Empty for empty text.
  package static func describingWords(of text: String) -> [String] {
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

  /// Whether `text` is one word with a lowercase letter (`item12`, `iOSVersion`): ASCII letters and digits only, so
  /// ``words(in:)`` gives it back whole and unchanged, and the casings need not split it.
  static func isSingleCasedWord(_ text: String) -> Bool {
    let scan = text.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.isEmpty && bytes.allSatisfy(isASCIIAlphanumeric) && bytes.contains(where: isASCIILowercase)
    }
    return scan ?? false
  }

  static func capitalizingFirstLetter(_ word: String) -> String {
    guard let first = word.utf8.first else { return word }
    // An ASCII byte followed by an ASCII byte (or nothing) is a whole character: uppercase it in place.
    guard first < 0x80, word.utf8.dropFirst().first ?? 0 < 0x80 else {
      return word.first!.uppercased() + word.dropFirst()
    }
    guard isASCIILowercase(first) else { return word }
    var bytes = Array(word.utf8)
    bytes[0] -= 0x20
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `URLScheme` → `urlScheme`, `Header` → `header`, `URL` → `url`, `iOS` → `iOS`.
  static func loweringLeadingCapitals(_ word: String) -> String {
    // Only ASCII letters are looked at and changed, so working on UTF-8 bytes keeps any other text intact.
    guard let first = word.utf8.first, isASCIIUppercase(first) else { return word }
    var bytes = Array(word.utf8)
    var upperEnd = 0
    while upperEnd < bytes.count, isASCIIUppercase(bytes[upperEnd]) { upperEnd += 1 }
    if upperEnd == 0 { return word }
    // In `URLScheme` the `S` starts the next word: keep it capitalized.
    if upperEnd > 1, upperEnd < bytes.count, isASCIILowercase(bytes[upperEnd]) { upperEnd -= 1 }
    for index in 0..<upperEnd { bytes[index] += 0x20 }
    return String(decoding: bytes, as: UTF8.self)
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

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    isASCIILowercase(byte) || isASCIIUppercase(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isASCIILowercase(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  private static func isASCIIUppercase(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isIgnorableForDescription(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    return properties.isWhitespace || properties.isVariationSelector || properties.isJoinControl
      || properties.generalCategory == .nonspacingMark || properties.isDefaultIgnorableCodePoint
  }
}
