/// Reads an `Accept-Language` request header (RFC 9110 §12.5.4) and chooses the localization of a bundle that
/// answers it, with `LanguageMatcher`, the matcher every other lookup uses.
///
/// - An entry is a language range (`fr-CH`, `*`; `_` is read as `-`) with an optional weight `;q=` from 0 to 1
///   with at most three decimals. An entry with an invalid range, an invalid weight or another parameter is
///   ignored; the others still count. A range named twice counts with its first weight.
/// - Ranges are tried by weight, ties in header order; each is matched against the bundle's localizations as a
///   preferred language is (`fr-CH` → `fr`, case-insensitive).
/// - `q=0` excludes: the range and every localization it is a prefix of (`fr;q=0` excludes `fr` and `fr-CA`).
/// - `*` stands for any localization whose language no entry of the header names.
/// - Everything runs in time linear in the header's length; a header longer than `maximumHeaderLength` bytes (no
///   browser sends one) is not read at all.
package enum AcceptLanguage {
  /// The longest header read, in UTF-8 bytes (8 KiB, the usual server limit for one header).
  package static let maximumHeaderLength = 8192

  /// The valid entries of `header`, by weight (highest first), ties in header order, `q=0` entries last.
  package static func ranges(in header: String) -> [AcceptLanguageRange] {
    var header = header
    return header.withUTF8(ranges(inBytes:))
  }

  /// ``ranges(in:)`` on the header's UTF-8 bytes: one pass over the bytes, no intermediate arrays, so that a long
  /// header costs little more than reading it (servers answer this once per request).
  private static func ranges(inBytes bytes: UnsafeBufferPointer<UInt8>) -> [AcceptLanguageRange] {
    var entries: [AcceptLanguageRange] = []
    var seen: Set<String> = []
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.count
      if end > start, let entry = parseEntry(UnsafeBufferPointer(rebasing: bytes[start..<end])),
        seen.insert(canonicalRange(entry.range)).inserted
      {
        entries.append(entry)
      }
      start = end + 1
    }
    return entries.enumerated().sorted { lhs, rhs in
      lhs.element.quality != rhs.element.quality ? lhs.element.quality > rhs.element.quality : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The element of `available` that best answers `header`, or `nil` when none does (no acceptable match, an
  /// empty, invalid or too long header).
  ///
  /// - Parameters:
  ///   - header: the `Accept-Language` field value.
  ///   - available: the localizations to choose from (`.lproj` folder names).
  ///   - developmentLanguage: the localization `*` chooses first when the header does not name its language.
  package static func bestLocalization(forHeader header: String, in available: [String], developmentLanguage: String?)
    -> String?
  {
    guard header.utf8.count <= maximumHeaderLength else { return nil }
    let ranges = ranges(in: header)
    guard !ranges.isEmpty else { return nil }
    let usable = acceptable(available, excluding: ranges.filter { $0.quality == 0 && !$0.isWildcard })
    let usableGroups = Set(usable.compactMap { LocalizationIdentifier($0)?.languageGroup })
    let namedGroups = Set(
      ranges.filter { !$0.isWildcard }.compactMap { LocalizationIdentifier($0.range)?.languageGroup })
    for entry in ranges where entry.quality > 0 {
      if entry.isWildcard {
        let unnamed = usable.filter { name in
          LocalizationIdentifier(name).map { !namedGroups.contains($0.languageGroup) } ?? false
        }
        if let development = developmentLanguage, unnamed.contains(development) { return development }
        if let first = unnamed.first { return first }
        continue
      }
      // A range of a language the bundle lacks matches nothing: skipped without running the matcher, so that a
      // long header costs one pass.
      guard let request = LocalizationIdentifier(entry.range), usableGroups.contains(request.languageGroup),
        let match = LanguageMatcher.bestMatch(for: [entry.range], in: usable),
        LocalizationIdentifier(match)?.languageGroup == request.languageGroup
      else { continue }
      return match
    }
    return nil
  }

  /// The elements of `available` that no `q=0` range excludes (a range excludes the localizations it equals or
  /// is a prefix of, at a `-` boundary).
  private static func acceptable(_ available: [String], excluding excluded: [AcceptLanguageRange]) -> [String] {
    guard !excluded.isEmpty else { return available }
    let excludedRanges = Set(excluded.map { canonicalRange($0.range) })
    return available.filter { name in
      let canonical = LanguageMatcher.canonical(name)
      var prefix = Substring(canonical)
      while true {
        if excludedRanges.contains(String(prefix)) { return false }
        guard let dash = prefix.lastIndex(of: "-") else { return true }
        prefix = prefix[..<dash]
      }
    }
  }

  /// A range in the form ranges are compared in: lower case, `-` separators (a valid range is ASCII).
  private static func canonicalRange(_ range: String) -> String {
    let count = range.utf8.count
    return String(unsafeUninitializedCapacity: count) { buffer in
      var index = 0
      for byte in range.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): buffer[index] = byte + 32
        case UInt8(ascii: "_"): buffer[index] = UInt8(ascii: "-")
        default: buffer[index] = byte
        }
        index += 1
      }
      return index
    }
  }

  /// One list element: `range *( OWS ";" OWS parameter )`, where the only parameter is the weight; `nil` when
  /// the element is not valid.
  private static func parseEntry(_ element: UnsafeBufferPointer<UInt8>) -> AcceptLanguageRange? {
    let semicolon = element.firstIndex(of: UInt8(ascii: ";"))
    let rangeBytes = trimmed(UnsafeBufferPointer(rebasing: element[..<(semicolon ?? element.count)]))
    guard isValidRange(rangeBytes) else { return nil }
    var quality = 1000
    if let semicolon {
      let parameter = UnsafeBufferPointer(rebasing: element[(semicolon + 1)...])
      guard !parameter.contains(UInt8(ascii: ";")), let weight = parseWeight(trimmed(parameter)) else { return nil }
      quality = weight
    }
    return AcceptLanguageRange(range: String(decoding: rangeBytes, as: UTF8.self), quality: quality)
  }

  /// `bytes` without leading and trailing spaces and tabs (RFC 9110's OWS).
  private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    guard let start = bytes.firstIndex(where: { !isSpace($0) }), let end = bytes.lastIndex(where: { !isSpace($0) })
    else { return UnsafeBufferPointer(rebasing: bytes[0..<0]) }
    return UnsafeBufferPointer(rebasing: bytes[start...end])
  }

  /// RFC 4647 `language-range`: `*`, or `1*8ALPHA *("-" 1*8alphanum)` (`_` accepted as a separator).
  private static func isValidRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if bytes.elementsEqual("*".utf8) { return true }
    var subtagLength = 0
    var isFirstSubtag = true
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "_"):
        guard subtagLength > 0 else { return false }
        subtagLength = 0
        isFirstSubtag = false
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
        subtagLength += 1
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard !isFirstSubtag else { return false }
        subtagLength += 1
      default:
        return false
      }
      guard subtagLength <= 8 else { return false }
    }
    return subtagLength > 0
  }

  /// RFC 9110 `weight` after its `;`: `q=` (or `Q=`) and a qvalue, `"0" ["." 0*3DIGIT]` or `"1" ["." 0*3("0")]`,
  /// in thousandths; `nil` when not valid.
  private static func parseWeight(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var iterator = bytes.makeIterator()
    guard let q = iterator.next(), q == UInt8(ascii: "q") || q == UInt8(ascii: "Q"),
      iterator.next() == UInt8(ascii: "="), let integer = iterator.next()
    else { return nil }
    guard integer == UInt8(ascii: "0") || integer == UInt8(ascii: "1") else { return nil }
    var value = Int(integer - UInt8(ascii: "0")) * 1000
    guard let dot = iterator.next() else { return value }
    guard dot == UInt8(ascii: ".") else { return nil }
    var scale = 100
    while let digit = iterator.next() {
      guard scale > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      value += Int(digit - UInt8(ascii: "0")) * scale
      scale /= 10
    }
    return value <= 1000 ? value : nil
  }
}
