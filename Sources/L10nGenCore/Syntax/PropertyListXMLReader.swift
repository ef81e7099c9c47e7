package import Foundation

/// Reads an XML property list into `PropertyListNode`s that keep the line, column and byte range of every element.
///
/// The reader first checks the bytes, to give each non-XML form a precise error (binary plist, old-style plist,
/// UTF-32, UTF-16 without a BOM, an unsupported declared encoding), and turns UTF-16 (with a
/// BOM) and Latin-1 into UTF-8. ``PropertyListXMLBuilder`` then reads the elements, tokenized by ``XMLScanner``, into
/// a tree on an explicit stack, so nesting depth is bounded by ``maximumDepth`` and never by the call stack. Reading
/// stops at the first error: the result is then `nil` with one `syntax-error` (or `encoding`) diagnostic at the
/// offending element. Linear in the size of the document. Columns count Unicode scalars; byte ranges are given only
/// for UTF-8 files, whose bytes the scanner reads as they are.
package enum PropertyListXMLReader {
  /// How deep elements may nest (CoreFoundation's limit for property lists).
  ///
  /// Counted as open elements on the scanner's stack, so a hostile document fails cleanly.
  static let maximumDepth = 512

  /// What reading produced: the root value (the element inside `<plist>`) or the problems that stopped it.
  ///
  /// A reader of a `.stringsdict` then interprets `root`; with `root == nil` the file contributes no entries.
  package struct Result {
    /// The root value; `nil` when the document is not a readable XML property list.
    package var root: PropertyListNode?
    /// Errors (the first problem stops reading) and warnings.
    var diagnostics: [Diagnostic]
  }

  /// Reads `data` as an XML property list. Binary and old-style (OpenStep) plists are reported as errors.
  ///
  /// Steps: reject empty, binary (`bplist`), UTF-32 and BOM-less UTF-16 input; decode UTF-16 with a BOM here and pass
  /// it on as UTF-8 with the declaration blanked; reject old-style plists (first non-blank byte `{`), declared
  /// encodings outside ``supportedEncodings``; transcode Latin-1; then build the tree (which also rejects processing
  /// instructions: `XMLParser` crashed on some, and property lists have none).
  package static func read(_ data: Data, path: String) -> Result {
    let start = SourceLocation(file: path, line: 1, column: 1)
    if data.isEmpty {
      return Result(
        root: nil,
        diagnostics: [.error("the file is empty; expected an XML property list", at: start, rule: .syntaxError)])
    }
    if data.starts(with: Array("bplist".utf8)) {
      return Result(
        root: nil,
        diagnostics: [
          .error(
            "this is a binary property list, which l10n-gen cannot read with source locations; convert it with "
              + "'plutil -convert xml1 <file>'", at: start, rule: .syntaxError)
        ])
    }
    var bytes = [UInt8](data)
    var hasFileBytes = true
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00])
      || (!bytes.starts(with: [0xFF, 0xFE]) && !bytes.starts(with: [0xFE, 0xFF]) && bytes.prefix(4).contains(0))
    {
      return Result(
        root: nil,
        diagnostics: [
          .error("the file is UTF-32 or UTF-16 without a byte order mark; save it as UTF-8", at: start, rule: .encoding)
        ])
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      // libxml2 crashes on some malformed UTF-16 (fuzzing), so UTF-16 is decoded here and handed over as UTF-8.
      guard let text = decodeUTF16(bytes) else {
        return Result(
          root: nil, diagnostics: [.error("the file is not valid UTF-16; save it as UTF-8", at: start, rule: .encoding)]
        )
      }
      bytes = Array(blankingXMLDeclaration(text).utf8)
      hasFileBytes = false
    }
    if let first = bytes.first(where: { !Self.isXMLWhitespace($0) }), first == UInt8(ascii: "{") {
      return Result(
        root: nil,
        diagnostics: [
          .error(
            "this is an old-style (OpenStep) property list; only XML property lists are supported; convert it with "
              + "'plutil -convert xml1 <file>'", at: start, rule: .syntaxError)
        ])
    }
    let encoding = declaredEncoding(bytes)
    if let encoding, !supportedEncodings.contains(encoding.lowercased()) {
      return Result(
        root: nil,
        diagnostics: [
          .error(
            "the XML declaration names the encoding '\(encoding)', which is not supported; save the file as UTF-8 "
              + "and declare encoding=\"UTF-8\"", at: start, rule: .syntaxError)
        ])
    }
    if hasFileBytes, let encoding, latin1Encodings.contains(encoding.lowercased()) {
      // Each byte is the code point: re-encode as UTF-8 for the scanner.
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
      bytes = Array(String(scalars).utf8)
      hasFileBytes = false
    }
    return PropertyListXMLBuilder.read(bytes, path: path, hasFileBytes: hasFileBytes)
  }

  /// The declared encodings read as Latin-1 (each byte one code point).
  static let latin1Encodings: Set<String> = ["iso-8859-1", "latin1"]

  /// The encodings a property list may declare: UTF-8 and its ASCII subset, UTF-16 (with a BOM) and Latin-1.
  static let supportedEncodings: Set<String> = [
    "utf-8", "utf8", "utf-16", "utf-16le", "utf-16be", "us-ascii", "ascii", "iso-8859-1", "latin1",
  ]

  /// The `encoding="…"` of the `<?xml …?>` declaration, for UTF-8-compatible or UTF-16 (with BOM) input; `""` when
  /// the declaration names an encoding in a malformed way.
  ///
  /// Only the first 400 bytes are looked at: the declaration must come first.
  ///
  /// ``read(_:path:)`` reports both an unsupported name and `""` as an unsupported encoding.
  static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    let prefix = bytes.prefix(400)
    let text: String
    if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF]) {
      let littleEndian = prefix.first == 0xFF
      var units: [UInt16] = []
      var index = prefix.startIndex + 2
      while index + 1 < prefix.endIndex {
        let (low, high) = littleEndian ? (prefix[index], prefix[index + 1]) : (prefix[index + 1], prefix[index])
        units.append(UInt16(high) << 8 | UInt16(low))
        index += 2
      }
      text = String(decoding: units, as: UTF16.self)
    } else {
      text = String(decoding: prefix, as: UTF8.self)
    }
    let trimmed = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
    guard trimmed.hasPrefix("<?xml") else { return nil }
    return XMLScanner.declaredEncoding(in: trimmed.prefix { $0 != ">" })
  }

  /// Strict UTF-16 decoding (BOM first); `nil` on an odd length or an unpaired surrogate.
  ///
  /// The result is handed to libxml2 as UTF-8 instead of the original bytes.
  static func decodeUTF16(_ bytes: [UInt8]) -> String? {
    guard bytes.count % 2 == 0 else { return nil }
    let littleEndian = bytes.first == 0xFF
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      units.append(UInt16(high) << 8 | UInt16(low))
      index += 2
    }
    var scalars = String.UnicodeScalarView()
    var decoder = UTF16()
    var iterator = units.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case let .scalarValue(scalar): scalars.append(scalar)
      case .emptyInput: return String(scalars)
      case .error: return nil
      }
    }
  }

  /// Replaces the `<?xml …?>` declaration with as many spaces (it would name UTF-16 for what is now UTF-8), so
  /// columns stay the same.
  ///
  /// A declaration spread over several lines is kept: blanking it would shift line numbers.
  static func blankingXMLDeclaration(_ text: String) -> String {
    guard text.hasPrefix("<?xml"), let end = text.range(of: "?>") else { return text }
    let declaration = text[..<end.upperBound]
    guard !declaration.contains(where: \.isNewline) else { return text }
    return String(repeating: " ", count: declaration.unicodeScalars.count) + text[end.upperBound...]
  }

  /// XML's four whitespace bytes: space, tab, LF and CR.
  static func isXMLWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
