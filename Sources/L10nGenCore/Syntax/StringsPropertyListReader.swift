/// CoreFoundation's old-style property-list parser (`CFOldStylePList.c`), re-expressed over UTF-16 code units
/// so that it accepts and rejects exactly what Apple's bundles accept and reject, while also keeping
/// comments and source locations. The units are read in either form of ``StringsCodeUnits``: decoded, or the bytes of
/// a valid UTF-8 file, where the grammar's ASCII is compared byte for byte and a non-ASCII unit spans several offsets.
///
/// The functions mirror CF's one by one (`advanceToNonSpace`, `getSlashedChar`, `parseQuotedPlistString`,
/// `parsePlistDictContent`, …), including CF's habit of recording an error and clearing it again on some
/// success paths: `pendingError` plays the part of `pInfo->error`.
///
/// The grammar it accepts, as CF does:
///
/// ```
/// file   = body | "{" body "}"          (whitespace and comments allowed between any two tokens)
/// body   = { key ( "=" object | <nothing: the "key"; shorthand> ) ";" }
/// key    = quoted-string | unquoted-string
/// object = quoted-string | unquoted-string | "{" body "}" | "(" [ object { "," object } [","] ] ")" | "<" hex ">"
/// ```
///
/// Only top-level string values become entries; nested dictionaries, arrays and data are parsed (so their syntax errors
/// are found) and then reported as not being strings. The reader is linear in the length of the text (CF's rewind
/// re-reads only the first key); keys and values are located by a ``StringsSourceLocator`` that only moves forward, so
/// locating them all costs one more pass. Error offsets are those CF reports, so line numbers agree with
/// `PropertyListSerialization`'s messages, except for a missing `;`, reported right after the value.
///
/// Behaviour that surprises people, all Apple's (`StringsFileReaderTests`; `StringsFileOracleTests` compares every rule
/// with `PropertyListSerialization` on the same bytes):
/// - `farewell = 'Bye';` is fine: unquoted keys and values, and single quotes.
/// - `"only";` is the shorthand for `"only" = "only";`.
/// - After `"a" = "b";`, a stray `;`, `@`, `}` or `=` silently ends the file: later entries do not exist at run time
///   (we warn there and stop too).
/// - `\U41` is `A` (one to four hex digits), `\Ug` is U+0000 followed by `g`, `\341` is `Æ` (NeXTSTEP), `\x` is
///   `x`.
/// - U+2028 and U+2029 are whitespace; U+00A0 and a BOM between entries are not.
/// - A duplicate key is no error: the last value wins.
struct StringsPropertyListReader<Text: StringsCodeUnits, Sink: StringsEntrySink> {
  /// A value after `=`; only strings are kept.
  enum ParsedObject {
    /// A quoted or unquoted string, escapes processed.
    case string(String)
    /// A `{ ... }` value: syntax-checked, contents dropped.
    case dictionary
    /// A `( ... )` value: syntax-checked, contents dropped.
    case array
    /// A `< hex >` value: syntax-checked, contents dropped.
    case data

    /// The kind with its article, for messages: `a dictionary`.
    var kindName: String {
      switch self {
      case .string: "a string"
      case .dictionary: "a dictionary"
      case .array: "an array"
      case .data: "a data value"
      }
    }
  }

  /// One comment, or a run of `//` comments on consecutive lines.
  private struct CommentSpan {
    /// The offset of the first `/`.
    var start: Int
    /// The offset just after the comment (after `*/`, or at the line break ending the last `//` line).
    var end: Int
    /// `//` comments (possibly several lines merged), as opposed to one `/* */`.
    var isLineComment: Bool
    /// `false` for a `/*` that runs to the end of the file.
    var isTerminated: Bool
    /// Whether it starts on the line of the previous entry's `;` (then it describes that entry, not the next).
    var isTrailing: Bool
  }

  /// CF's nesting limit for arrays and dictionaries; deeper values are an error, never a stack overflow.
  private static var maximumDepth: Int { 512 }

  /// The text: decoded (see ``StringsTextDecoder``) or the file's UTF-8 bytes, without BOM. Offsets everywhere are
  /// indices into it.
  let text: Text
  /// The file's path, for diagnostics.
  let path: String
  /// Receives the top-level `key = "string";` entries in file order, duplicates included.
  private(set) var entries: Sink
  /// At most one syntax error (reading stops at the first, as CF's does), an `invalid-entry` error per value that is
  /// not a string, and warnings (duplicate keys, ignored text).
  private(set) var diagnostics: [Diagnostic] = []

  /// The offset of the next code unit to read: CF's `pInfo->curr`.
  private var current = 0
  /// The error a failing parse function recorded, which the caller reports if the failure reaches the top level. CF
  /// records errors on some paths it later recovers from and clears them on success; this does the same.
  private var pendingError: StringsSyntaxError?
  /// Offset → line and column, cheapest when asked in increasing order.
  private var locator = StringsSourceLocator()
  /// The line each key was last defined at, to point duplicate-key warnings at the earlier definition.
  private var lineOfKey: [String: Int] = [:]
  /// Whether some key was defined twice.
  private(set) var hasDuplicateKeys = false
  /// The comment (or merged `//` run) skipped most recently since the last `;`: the candidate comment of the next key.
  private var lastComment: CommentSpan?
  /// The offset of the last `;`, so that a comment on the same line is taken as trailing that entry.
  private var lastTerminator: Int?
  /// An unterminated `/*` is warned about once, at its start.
  private var warnedAboutUnterminatedComment = false
  /// Set when CF's rewind happened (the file is a bare list of entries, the usual `.strings` form). Only then does a
  /// token that cannot start a key end the file silently in CF, which we report as ignored content.
  private var isReadingStringsFileBody = false
  /// The offset where the most recent value started, for the value's location.
  private var lastObjectStart = 0
  /// A buffer reused for strings with escapes, so that reading a file allocates once for them rather than per string.
  private var scratch = ContiguousArray<UInt16>()

  /// A reader over `text`, which must stay valid while ``read()`` runs, that appends the entries to `entries`; with the
  /// `layout` of the file's bytes, keys and values get their byte ranges.
  init(text: Text, path: String, layout: StringsByteLayout? = nil, entries: Sink) {
    self.text = text
    self.path = path
    self.locator = StringsSourceLocator(layout: layout)
    self.entries = entries
  }

  // MARK: Top level (`__CFCreateOldStylePropertyListOrStringsFile`)

  /// Reads the whole text. Afterwards `entries` and `diagnostics` hold the result. `entries` and the duplicate-key
  /// index are first given room for as many entries as the text has `;` (each entry ends with one), so that they are
  /// sized once, not grown (and rehashed) by doubling.
  ///
  /// The top level of `__CFCreateOldStylePropertyListOrStringsFile`:
  /// 1. Only whitespace and comments: an empty table, no diagnostic.
  /// 2. A binary or XML property list is reported, since this reader does not read those forms.
  /// 3. The first object is parsed. If text follows it and it was a string, the file is the usual `.strings` body
  ///    (`"a" = "b"; ...`): CF rewinds to the start and reads it as dictionary content, and so do we. Text after any
  ///    other object is junk.
  /// 4. A file that is a single `{ ... }` dictionary is read as such (entries recorded at depth 0); a single string,
  ///    array or data value is no table.
  mutating func read() {
    guard advanceToNonSpace() else { return }  // only whitespace and comments: an empty table
    let entryBound = text.count(of: 0x3B)
    entries.reserveCapacity(entryBound)
    lineOfKey.reserveCapacity(entryBound)
    let firstObjectStart = current
    if let format = embeddedPropertyListFormat(at: current) {
      addError(
        "this file is \(format), which this tool does not read; write it as text lines \"key\" = \"value\";",
        at: firstObjectStart)
      return
    }
    guard let object = parseObject(requireObject: true, depth: 0) else {
      reportPendingError()
      return
    }
    if advanceToNonSpace() {
      guard case .string = object else {
        report(StringsSyntaxError(kind: .junkAfterTopLevelValue, offset: current))
        return
      }
      // A string followed by more text: CF rewinds and reads the file as the body of a dictionary.
      current = 0
      pendingError = nil
      lastComment = nil
      isReadingStringsFileBody = true
      if !parseDictionaryContent(depth: 0) {
        reportPendingError()
      }
      return
    }
    switch object {
    case .dictionary:
      break
    case .string:
      addError(
        "the file holds a single string, not a table of entries; write entries as \"key\" = \"value\";",
        at: firstObjectStart)
    case .array, .data:
      addError(
        "the file holds \(object.kindName), not a table of entries; write entries as \"key\" = \"value\";",
        at: firstObjectStart)
    }
  }

  /// CF tries the binary and XML property-list readers before this one; we only recognise those formats.
  ///
  /// Returns the format's description (`an XML property list`), or `nil` for old-style text.
  ///
  /// `bplist` counts only at offset 0, where a binary plist's magic number is; the XML markers are looked for after
  /// leading whitespace and comments.
  private func embeddedPropertyListFormat(at offset: Int) -> String? {
    /// Whether the text at `offset` starts with `prefix` (ASCII).
    func hasPrefix(_ prefix: String) -> Bool {
      var index = offset
      for unit in prefix.utf16 {
        guard index < text.count, text[index] == unit else { return false }
        index += 1
      }
      return true
    }
    if offset == 0 && hasPrefix("bplist") { return "a binary property list" }
    if hasPrefix("<?xml") || hasPrefix("<!DOCTYPE") || hasPrefix("<plist") { return "an XML property list" }
    return nil
  }

  // MARK: Whitespace and comments (`advanceToNonSpace`)

  /// Skips whitespace and comments; returns whether a character follows (then `current` is on it).
  ///
  /// Whitespace is U+0009-U+000D, space, U+2028 and U+2029; `//` runs to the end of the line and `/* */` does not nest.
  /// A `/` that starts no comment is returned as a character (it may start an unquoted string). Comments are remembered
  /// on the way (see ``noteLineComment(start:end:)`` and `lastComment`) so that the next key can take them as its
  /// comment. An unterminated `/*` swallows the rest of the file, as in CF, with one warning.
  private mutating func advanceToNonSpace() -> Bool {
    let end = text.count
    while current < end {
      let unit = text[current]
      current += 1
      if (unit >= 0x09 && unit <= 0x0D) || unit == 0x20 { continue }
      if unit >= 0x80, case let separator = text.lineSeparatorLength(at: current - 1), separator > 0 {
        current += separator - 1  // U+2028 or U+2029
        continue
      }
      if unit == 0x2F {  // '/'
        if current >= end {
          current -= 1
          return true
        }
        let next = text[current]
        if next == 0x2F {
          let start = current - 1
          current += 1
          while current < end {
            if isLineBreak(at: current) { break }
            current += 1
          }
          noteLineComment(start: start, end: current)
        } else if next == 0x2A {
          let start = current - 1
          current += 1
          var isTerminated = false
          while current < end {
            let unit = text[current]
            current += 1
            if unit == 0x2A && current < end && text[current] == 0x2F {
              current += 1
              isTerminated = true
              break
            }
          }
          if !isTerminated && !warnedAboutUnterminatedComment {
            warnedAboutUnterminatedComment = true
            addWarning(
              "unterminated comment: '/*' without '*/' hides everything after it up to the end of the file; "
                + "add '*/'", at: start, rule: .ignoredContent)
          }
          lastComment = CommentSpan(
            start: start, end: current, isLineComment: false, isTerminated: isTerminated,
            isTrailing: isOnTerminatorLine(start))
        } else {
          current -= 1
          return true
        }
      } else {
        current -= 1
        return true
      }
    }
    return false
  }

  /// Records a `//` comment, merging it into the previous one when both are `//` comments separated by exactly one line
  /// break (a block of `//` lines is one comment; a blank line starts a new one). A trailing comment is never extended.
  ///
  /// For example:
  ///
  /// ```
  /// // Title of the welcome screen    <- these two lines are one comment of "title":
  /// // shown after sign-in             <- "Title of the welcome screen\nshown after sign-in"
  /// "title" = "Welcome";  // trailing: the comment of no entry (not of "subtitle")
  /// "subtitle" = "Glad to see you";
  /// ```
  private mutating func noteLineComment(start: Int, end: Int) {
    if var previous = lastComment, previous.isLineComment, !previous.isTrailing,
      isSingleLineBreak(from: previous.end, to: start)
    {
      previous.end = end
      lastComment = previous
      return
    }
    lastComment = CommentSpan(
      start: start, end: end, isLineComment: true, isTerminated: true, isTrailing: isOnTerminatorLine(start))
  }

  /// Whether `offset` is on the line of the last `;`: a comment there describes the entry just ended
  /// (`"a" = "b"; // about a`), not the next one.
  private func isOnTerminatorLine(_ offset: Int) -> Bool {
    guard let terminator = lastTerminator, terminator < offset else { return false }
    for index in terminator..<offset where isLineBreak(at: index) { return false }
    return true
  }

  /// Whether `start..<end` holds only spaces and tabs around exactly one line break (CRLF counting as one).
  private func isSingleLineBreak(from start: Int, to end: Int) -> Bool {
    var breaks = 0
    var index = start
    while index < end {
      let unit = text[index]
      if unit == 0x0D && index + 1 < end && text[index + 1] == 0x0A {
        index += 1
        breaks += 1
      } else if unit == 0x0A || unit == 0x0D {
        breaks += 1
      } else if unit >= 0x80, case let separator = text.lineSeparatorLength(at: index), separator > 0 {
        index += separator - 1
        breaks += 1
      } else if unit != 0x20 && unit != 0x09 {
        return false
      }
      index += 1
    }
    return breaks == 1
  }

  /// Whether CR, LF, U+2028 or U+2029 starts at `index` (any offset).
  @inline(__always)
  private func isLineBreak(at index: Int) -> Bool {
    let unit = text[index]
    return unit == 0x0A || unit == 0x0D || (unit >= 0x80 && text.lineSeparatorLength(at: index) > 0)
  }

  /// The number of offsets of the line break at `index` (1 for CR or LF, 1 or 3 for U+2028 and U+2029), or 0.
  private func lineBreakLength(at index: Int) -> Int {
    let unit = text[index]
    if unit == 0x0A || unit == 0x0D { return 1 }
    return unit >= 0x80 ? text.lineSeparatorLength(at: index) : 0
  }

  /// The text of the comment before a key, without delimiters, trimmed; `nil` if none or empty.
  ///
  /// A block comment gives its inner text, trimmed. A run of `//` lines gives each line without its `//`, trimmed,
  /// joined with line breaks, leading and trailing empty lines dropped. A trailing comment belongs to the previous
  /// entry, so the next key gets none.
  private func commentText() -> String? {
    guard let comment = lastComment, !comment.isTrailing else { return nil }
    if !comment.isLineComment {
      let inner = (comment.start + 2)..<(comment.isTerminated ? comment.end - 2 : comment.end)
      let trimmed = trimmedRange(inner)
      return trimmed.isEmpty ? nil : makeString(trimmed.lowerBound, trimmed.upperBound)
    }
    var lines: [String] = []
    var lineStart = comment.start
    var index = comment.start
    while index <= comment.end {
      let breakLength = index == comment.end ? 1 : lineBreakLength(at: index)
      if breakLength > 0 {
        var contentStart = lineStart
        while contentStart < index && (text[contentStart] == 0x20 || text[contentStart] == 0x09) {
          contentStart += 1
        }
        if contentStart + 1 < index && text[contentStart] == 0x2F && text[contentStart + 1] == 0x2F {
          let trimmed = trimmedRange((contentStart + 2)..<index)
          lines.append(makeString(trimmed.lowerBound, trimmed.upperBound))
        }
        lineStart = index + breakLength
        index += breakLength
      } else {
        index += 1
      }
    }
    while let first = lines.first, first.isEmpty { lines.removeFirst() }
    while let last = lines.last, last.isEmpty { lines.removeLast() }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// `range` (from a unit offset to a unit offset) without leading and trailing whitespace (see ``isTrimmable(_:)``).
  private func trimmedRange(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper {
      let unit = text.unit(at: lower)
      guard isTrimmable(unit.value) else { break }
      lower += unit.length
    }
    while upper > lower {
      let unit = text.unit(before: upper)
      guard isTrimmable(unit.value) else { break }
      upper -= unit.length
    }
    return lower..<upper
  }

  /// Whitespace for comment trimming: what `advanceToNonSpace` skips, plus no-break space U+00A0.
  @inline(__always)
  private func isTrimmable(_ unit: UInt16) -> Bool {
    (unit >= 0x09 && unit <= 0x0D) || unit == 0x20 || unit == 0x2028 || unit == 0x2029 || unit == 0xA0
  }

  // MARK: Strings (`getSlashedChar`, `parseQuotedPlistString`, `parseUnquotedPlistString`)

  /// CF's `isValidUnquotedStringCharacter`: ASCII letters, digits and `_ $ / : . -`. A key or value made only of these
  /// may be written without quotes (`key = value;`).
  private static func isUnquotedStringCharacter(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: true  // a-z A-Z 0-9
    case 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true  // _ $ / : . -
    default: false
    }
  }

  /// The code unit an escape stands for; `current` is just after the backslash and before the end, on an ASCII unit (a
  /// non-ASCII character after a backslash stands for itself, see ``parseQuotedString(quote:)``).
  ///
  /// CF's `getSlashedChar`: octal `\ooo` (up to three digits, truncated to a byte and mapped through
  /// ``NeXTSTEPEncoding``), `\Uhhhh` (up to four hex digits, so no character above U+FFFF in one escape; write a
  /// surrogate pair), the C escapes `\a \b \f \n \r \t \v`, and any other character standing for itself (`\"`, `\\`,
  /// `\'`, but also `\q` is `q`).
  private mutating func slashedCharacter() -> UInt16 {
    let unit = text[current]
    current += 1
    switch unit {
    case 0x30...0x37:  // octal: at most three digits, truncated to 8 bits, then NeXTSTEP-decoded
      var byte = UInt8(unit - 0x30)
      for _ in 0..<2 {
        guard current < text.count else { break }
        let digit = text[current]
        guard digit >= 0x30 && digit <= 0x37 else { break }
        byte = (byte &<< 3) &+ UInt8(digit - 0x30)
        current += 1
      }
      return NeXTSTEPEncoding.utf16CodeUnit(for: byte)
    case 0x55:  // 'U': up to four hex digits, none at all gives U+0000
      var value: UInt16 = 0
      var digits = 0
      while current < text.count && digits < 4 {
        guard let digitValue = Self.hexDigitValue(text[current]) else { break }
        value = value << 4 | UInt16(digitValue)
        current += 1
        digits += 1
      }
      return value
    case 0x61: return 0x07  // \a
    case 0x62: return 0x08  // \b
    case 0x66: return 0x0C  // \f
    case 0x6E: return 0x0A  // \n
    case 0x72: return 0x0D  // \r
    case 0x74: return 0x09  // \t
    case 0x76: return 0x0B  // \v
    default: return unit  // \" \\ \' and any other ASCII character stand for themselves
    }
  }

  /// The value of an ASCII hex digit, either case.
  private static func hexDigitValue(_ unit: UInt16) -> UInt8? {
    switch unit {
    case 0x30...0x39: UInt8(unit - 0x30)
    case 0x41...0x46: UInt8(unit - 0x41 + 10)
    case 0x61...0x66: UInt8(unit - 0x61 + 10)
    default: nil
    }
  }

  /// Reads a quoted string; `current` is just after the opening quote.
  ///
  /// A string without escapes, the common case, is converted straight from the text; with escapes, the runs between
  /// them and each escape's unit are copied into `scratch` first. At the end of the file without the closing quote,
  /// `current` goes back to just after the opening quote and the error points at the quote, as CF reports it
  /// ("starting on line"). Success clears any pending error, as CF does. Over UTF-8 bytes the search for the quote or a
  /// backslash goes eight bytes at a time (``StringsCodeUnits/offset(skippingAllBut:_:from:)``).
  private mutating func parseQuotedString(quote: UInt16) -> String? {
    let startMark = current
    var mark = current
    var hasEscapes = false
    let end = text.count
    while current < end {
      current = text.offset(skippingAllBut: UInt8(truncatingIfNeeded: quote), 0x5C, from: current)
      guard current < end else { break }
      let unit = text[current]
      if unit == quote { break }
      if unit == 0x5C {  // '\'
        if !hasEscapes {
          hasEscapes = true
          scratch.removeAll(keepingCapacity: true)
        }
        text.append(mark..<current, to: &scratch)
        current += 1
        if current == end {
          setError(.unterminatedBackslash, at: current)
          return nil
        }
        if text[current] >= 0x80 {
          // A non-ASCII character after '\' stands for itself: it starts the next run, whatever its length.
          mark = current
          current += 1
          continue
        }
        scratch.append(slashedCharacter())
        mark = current
      } else {
        current += 1
      }
    }
    if current >= end {
      current = startMark
      setError(.unterminatedString(quote: quote), at: startMark - 1)
      return nil
    }
    let string: String
    if hasEscapes {
      text.append(mark..<current, to: &scratch)
      string = scratch.withUnsafeBufferPointer { UnsafeBufferPointer.makeString($0) }
    } else {
      string = makeString(mark, current)
    }
    current += 1
    pendingError = nil
    return string
  }

  /// The longest run of ``isUnquotedStringCharacter(_:)`` units from `current`; may be empty.
  private mutating func parseUnquotedString() -> String {
    let mark = current
    while current < text.count && Self.isUnquotedStringCharacter(text[current]) {
      current += 1
    }
    return makeString(mark, current)
  }

  /// Reads a key (`parsePlistString` with `requireObject == false`); returns it and where it starts.
  ///
  /// `nil` without an error when the next token cannot start a key: that is how dictionary content ends (at `}` or at
  /// the end of the file). `nil` with a pending error for an unterminated quoted key.
  private mutating func parseKey() -> (key: String, start: Int)? {
    guard advanceToNonSpace() else { return nil }
    let start = current
    let unit = text[current]
    if unit == 0x27 || unit == 0x22 {
      current += 1
      guard let key = parseQuotedString(quote: unit) else { return nil }
      return (key, start)
    }
    if Self.isUnquotedStringCharacter(unit) {
      return (parseUnquotedString(), start)
    }
    return nil
  }

  /// The text between two offsets as a String.
  private func makeString(_ start: Int, _ end: Int) -> String {
    text.string(start..<end)
  }

  // MARK: Containers (`parsePlistArray`, `parsePlistDictContent`, `parsePlistDict`, `parsePlistData`)

  /// CF's `parsePlistArray`, after the `(`: objects separated by `,`, a trailing `,` allowed, then `)`. The elements
  /// are only checked, never kept.
  private mutating func parseArray(depth: Int) -> Bool {
    var element = parseObject(requireObject: false, depth: depth + 1)
    while element != nil {
      guard advanceToNonSpace() else {
        setError(.expectedArrayComma, at: current)
        return false
      }
      if text[current] != 0x2C {  // ','
        element = nil
      } else {
        current += 1
        element = parseObject(requireObject: false, depth: depth + 1)
      }
    }
    guard advanceToNonSpace(), text[current] == 0x29 else {  // ')'
      setError(.expectedArrayClose, at: current)
      return false
    }
    pendingError = nil
    current += 1
    return true
  }

  /// Reads `key = value;` entries up to the first token that cannot start a key. At depth 0 (the file itself,
  /// braced or not) the entries are recorded.
  ///
  /// For each entry: take the comment before the key (top level only), read the key, then either `;` (the `"key";`
  /// shorthand, whose value is the key) or `=` and an object, record the entry, and require `;`. Each `;` resets the
  /// comment candidate, so a comment never carries over to a later key. When the next token cannot start a key in a
  /// `.strings` body, the rest of the file is ignored as CF ignores it, with a warning (``warnAboutIgnoredRest()``).
  private mutating func parseDictionaryContent(depth: Int) -> Bool {
    lastComment = nil
    lastTerminator = nil
    var next = parseKey()
    while let (key, keyStart) = next {
      let keyEnd = current
      let comment = depth == 0 ? commentText() : nil
      guard advanceToNonSpace() else {
        setError(.endOfFileAfterKey(key: key), at: current)
        return false
      }
      let value: ParsedObject
      let valueStart: Int
      var valueEnd = keyEnd
      if text[current] == 0x3B {  // ';': the `"key";` shorthand
        value = .string(key)
        valueStart = keyStart
      } else if text[current] == 0x3D {  // '='
        current += 1
        guard let object = parseObject(requireObject: true, depth: depth + 1) else { return false }
        value = object
        valueStart = lastObjectStart
        valueEnd = current
      } else {
        setError(.expectedSemicolonOrEquals(key: key, found: text.unit(at: current).value), at: current)
        return false
      }
      if depth == 0 {
        record(key: key, value: value, comment: comment, keys: keyStart..<keyEnd, values: valueStart..<valueEnd)
      }
      // A missing ';' is reported right after the value, where it belongs (CF reports the next token's line).
      guard advanceToNonSpace(), text[current] == 0x3B else {
        setError(.missingSemicolon(key: key), at: valueEnd)
        return false
      }
      lastTerminator = current
      current += 1
      lastComment = nil
      next = parseKey()
      if next == nil && depth == 0 && isReadingStringsFileBody {
        warnAboutIgnoredRest()
      }
    }
    pendingError = nil
    return true
  }

  /// CF ends a strings file without an error at the first token after a `;` that cannot start a key.
  ///
  /// The warning names the pending error if there is one (an unterminated string where a key was expected), else the
  /// character the reading stopped at.
  private mutating func warnAboutIgnoredRest() {
    if let error = pendingError {
      addWarning(
        "\(error.message(line: position(of: error.offset).line)); Apple's parser silently ignores everything "
          + "from here to the end of the file", at: error.offset)
    } else if current < text.count {
      let unit = text[current]
      let shown = unit >= 0x21 && unit < 0x7F ? "'\(Character(Unicode.Scalar(UInt8(unit))))'" : "this character"
      addWarning(
        "Apple's parser stops reading at \(shown) and silently ignores everything from here to the end of "
          + "the file; remove it", at: current)
    }
  }

  /// CF's `parsePlistDict`, after the `{`: the content, then `}`.
  private mutating func parseDictionary(depth: Int) -> Bool {
    guard parseDictionaryContent(depth: depth) else { return false }
    guard advanceToNonSpace(), text[current] == 0x7D else {  // '}'
      setError(.expectedDictionaryClose, at: current)
      return false
    }
    current += 1
    return true
  }

  /// CF's `parsePlistData`, after the `<`: pairs of hex digits, whitespace allowed between pairs, then `>`. Only
  /// checked, never kept.
  private mutating func parseData() -> Bool {
    let end = text.count
    while current < end {
      let (unit, length) = text.unit(at: current)
      if unit == 0x3E { break }  // '>'
      // CF looks at the low byte only (`fromHexDigit((unsigned char)ch)`), so U+0130 counts as '0'.
      if Self.hexDigitValue(unit & 0xFF) != nil {
        current += length
        guard current < end, case let (second, secondLength) = text.unit(at: current),
          Self.hexDigitValue(second & 0xFF) != nil
        else {
          setError(.dataUnevenLength, at: current)
          return false
        }
        current += secondLength
      } else if unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x2028 || unit == 0x2029 {
        current += length
      } else {
        setError(.dataInvalidHex, at: current)
        return false
      }
    }
    pendingError = nil
    guard current < end else {
      setError(.expectedDataClose, at: current)
      return false
    }
    current += 1
    return true
  }

  // MARK: Objects (`parsePlistObject`)

  /// CF's `parsePlistObject`: dispatches on the first character after whitespace and comments. With
  /// `requireObject == false` (array elements) a character that starts no object ends the list without an error.
  /// Records where the object started in `lastObjectStart`.
  private mutating func parseObject(requireObject: Bool, depth: Int) -> ParsedObject? {
    if depth > Self.maximumDepth {
      setError(.nestedTooDeep, at: current)
      return nil
    }
    guard advanceToNonSpace() else {
      if requireObject { setError(.unexpectedEndOfFile, at: current) }
      return nil
    }
    let start = current
    let unit = text[current]
    current += 1
    let object: ParsedObject?
    switch unit {
    case 0x7B:  // '{'
      object = parseDictionary(depth: depth) ? .dictionary : nil
    case 0x28:  // '('
      object = parseArray(depth: depth) ? .array : nil
    case 0x3C:  // '<'
      object = parseData() ? .data : nil
    case 0x27, 0x22:
      object = parseQuotedString(quote: unit).map(ParsedObject.string)
    default:
      current -= 1
      if Self.isUnquotedStringCharacter(unit) {
        object = .string(parseUnquotedString())
      } else {
        if requireObject { setError(.unexpectedCharacter(text.unit(at: current).value), at: current) }
        object = nil
      }
    }
    lastObjectStart = start  // after the nested objects, so that it is this object's start
    return object
  }

  // MARK: Results

  /// Records one top-level entry. A duplicate key is a warning pointing at both lines: CF keeps the last value, so the
  /// generated API and the runtime use that one. A value that is not a string is an `invalid-entry` error and no entry,
  /// since the runtime would return a dictionary or array where a string is expected.
  ///
  /// `keys` and `values` are the code units of the key and value as written (quotes included); the shorthand's value
  /// is its key.
  private mutating func record(
    key: String, value: ParsedObject, comment: String?, keys: Range<Int>, values: Range<Int>
  ) {
    let keyStart = keys.lowerBound
    let valueStart = values.lowerBound
    var keyLocation = location(of: keyStart)
    if let previousLine = lineOfKey.updateValue(keyLocation.line, forKey: key) {
      hasDuplicateKeys = true
      addWarning(
        "duplicate key \(describeKey(key)); it is also defined at line \(previousLine), and at run time the last "
          + "one wins; remove one of them", at: keyStart, rule: .duplicateKey)
    }
    // Located in increasing offset order, so that the locator never restarts.
    keyLocation.byteRange = byteRange(of: keys)
    guard case .string(let string) = value else {
      addError(
        "the value of \(describeKey(key)) is not a string but \(value.kindName); Apple's bundle would hand it back "
          + "as if it were a string; write the value in double quotes", at: valueStart, rule: .invalidEntry)
      return
    }
    var valueLocation = keyLocation
    if valueStart != keyStart {
      valueLocation = location(of: valueStart)
      valueLocation.byteRange = byteRange(of: values)
    }
    entries.append(
      StringsFileEntry(
        key: key, value: string, comment: comment, keyLocation: keyLocation, valueLocation: valueLocation))
  }

  /// The file's bytes of the code units `units`, when the decoder's layout maps units to bytes exactly.
  private mutating func byteRange(of units: Range<Int>) -> Range<Int>? {
    guard let start = locator.byteOffset(of: units.lowerBound, in: text),
      let end = locator.byteOffset(of: units.upperBound, in: text)
    else { return nil }
    return start..<end
  }

  /// The key in single quotes, line breaks escaped, for messages.
  private func describeKey(_ key: String) -> String {
    "'" + key.replacingNewlines() + "'"
  }

  /// Records the error for `offset`, unless a "nested too deep" error is already pending: that is the real cause, and
  /// every enclosing container would otherwise replace it with its own "expected ')'".
  private mutating func setError(_ kind: StringsSyntaxError.Kind, at offset: Int) {
    // Too deep a nesting is the real cause: the enclosing containers' "expected ')'" errors would hide it.
    if let pendingError, case .nestedTooDeep = pendingError.kind { return }
    pendingError = StringsSyntaxError(kind: kind, offset: offset)
  }

  /// Reports the recorded error as the file's syntax error (an unexpected end of file if none was recorded).
  private mutating func reportPendingError() {
    report(pendingError ?? StringsSyntaxError(kind: .unexpectedEndOfFile, offset: current))
  }

  /// Appends `error` as a `syntax-error` diagnostic at its line and column, saying that reading stops there: the
  /// keys after it are not read, so no later check reports them missing (``LocalizationTable/partlyReadLanguages``).
  private mutating func report(_ error: StringsSyntaxError) {
    let position = position(of: error.offset)
    diagnostics.append(
      .error(
        error.message(line: position.line) + Self.restNotRead,
        at: SourceLocation(file: path, line: position.line, column: position.column), rule: .syntaxError))
  }

  /// What a syntax error's message adds: reading stops there, and what that means for the checks.
  static var restNotRead: String {
    " (the rest of the file is not read, so its keys are not checked for missing translations until this is fixed)"
  }

  /// Appends an error at the position of `offset`.
  private mutating func addError(_ message: String, at offset: Int, rule: RuleID = .syntaxError) {
    diagnostics.append(.error(message, at: location(of: offset), rule: rule))
  }

  /// Appends a warning at the position of `offset` (`ignored-content` unless another rule is given).
  private mutating func addWarning(_ message: String, at offset: Int, rule: RuleID = .ignoredContent) {
    diagnostics.append(.warning(message, at: location(of: offset), rule: rule))
  }

  /// The 1-based line and column of `offset`.
  private mutating func position(of offset: Int) -> (line: Int, column: Int) {
    locator.position(of: offset, in: text)
  }

  /// The source location of `offset` in this file.
  private mutating func location(of offset: Int) -> SourceLocation {
    let position = locator.position(of: offset, in: text)
    return SourceLocation(file: path, line: position.line, column: position.column)
  }
}

extension String {
  /// The string with CR and LF shown as `\r` and `\n`, so a message stays on one line.
  fileprivate func replacingNewlines() -> String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
