internal import L10nKit

/// The naming and parameter rules of the symbols Xcode 26 generates from a String Catalog
/// (`GeneratedStringSymbols_<Table>.swift`, written by `xcstringstool generate-symbols` when "Generate String Catalog
/// Symbols" is on), for the `xcode-symbols` output style. Pure functions of the key or value text.
///
/// Each rule was checked against members of real generated files (the test cases of `XcodeSymbolNamerTests` are keys
/// and names taken from them):
///
/// 1. Format specifiers are removed first, with the grammar L10nKit renders with (`FormatTokenizer`) plus Xcode 26's
///    named placeholders: `%@`, `%lld`, `%1$@`, `%(count)lld`, `%1$(name)@`, `%#@count@` and `%%` all go
///    (`%lld MiB` → `miB`, `Score %@, %@ %lld, %@ %lld` → `score`). A `%` that starts no specifier
///    (`100% sure`) is an ordinary separator. A removed specifier separates words (not confirmed: every key seen has
///    spaces around its specifiers).
/// 2. Words are the runs of identifier characters (Swift's identifier grammar, non-ASCII letters kept:
///    `LENÇÓIS_MARANHENSES_DESCRIPTION` → `lençóisMaranhensesDescription`); `_`, `.`, `-`, spaces and every other
///    character split them and are dropped (`…`, `,`, `{`). `$` is kept, as Swift allows it inside identifiers
///    (`Evaluate JavaScript with ${content}` → `evaluateJavaScriptWith$Content`). Apostrophes (`'` U+0027 and `’`
///    U+2019) are deleted without splitting (`Snip Snap’s` → `SnipSnaps`).
/// 3. A letter right after a digit starts a new word (`permission.expiry.1month` → `permissionExpiry1Month`); digits
///    stay with the word before them (`paywall.general.bullet1` → `paywallGeneralBullet1`).
/// 4. Casing works on each word's leading run of capitals (Unicode upper- and titlecase letters). In the first word
///    the whole run is lowered (`JSON store` → `jsonStore`, `CFBundleDisplayName` → `cfbundleDisplayName`,
///    `iCloud Sync On` → `iCloudSyncOn`). In every later word the first character is uppercased and the rest of the
///    run lowered (`JSON` → `Json`, `CKAsset` → `Ckasset`, `dept.GE` → `deptGe`), so a word that starts in lower case
///    keeps its inner capitals (`iCloud` → `ICloud`, `openYouTube` → `OpenYouTube`, `invalidURL` → `InvalidURL`).
/// 5. A name that cannot start an identifier gets a `_` prefix: a leading digit (`2023_TRIP_DESCRIPTION` →
///    `_2023TripDescription`) and, by the same rule (not confirmed), a leading `$`, which Swift reserves.
/// 6. A name that is a Swift keyword is put in backticks (`default` → \`default\`): `SwiftIdentifier.keywords`,
///    the words that cannot name a declaration without them. Contextual keywords (`type`, `get`) stay bare. No
///    generated file in the corpus has such a key; a third-party post-processor's fixture of Xcode output has
///    `static var` \`continue\`, so backticks are what Xcode most likely writes.
///
/// Not confirmed by any generated file: what Xcode does with a key that yields no name (here `nil`), with emoji (kept
/// where Swift's identifier grammar allows them, as other scalars), and with `‘` (U+2018, a separator here).
package enum XcodeSymbolNamer {
  /// The member name Xcode gives `key`, ready to emit (a keyword in backticks), or `nil` when the key, without its
  /// format specifiers, has no letter or digit to build an identifier from (`%@`, `...`).
  ///
  /// `A Local store exists without a valid migration marker.` → `aLocalStoreExistsWithoutAValidMigrationMarker`,
  /// `audio.controls.openYouTube` → `audioControlsOpenYouTube`, `%lld bytes` → `bytes`.
  package static func name(forKey key: String) -> String? {
    let parts = words(in: textWithoutSpecifiers(key))
    guard parts.contains(where: { $0.unicodeScalars.contains(where: isLetterOrDigit) }) else { return nil }
    var name = ""
    for (index, word) in parts.enumerated() {
      name += index == 0 ? loweringLeadingCapitals(word) : capitalizingWord(word)
    }
    if let first = name.unicodeScalars.first, !SwiftIdentifier.isIdentifierHead(first) {
      name = "_" + name
    }
    return SwiftIdentifier.keywords.contains(name) ? "`\(name)`" : name
  }

  /// The parameters of the function Xcode generates for a string whose development-language value is
  /// `developmentText`, one per argument position, in position order; empty when the value has no specifier (Xcode
  /// then generates a `static var`).
  ///
  /// Positions follow CoreFoundation: numbered specifiers take their number, the others the next free sequential
  /// position. A named placeholder (`%(count)lld`) is labelled with its name and, when repeated without a number,
  /// reuses the position of its first use ("numbered by first use", from a third-party probe of `xcstringstool`;
  /// not seen in a generated file). Unnamed placeholders are `_ argN`, `N` being the position. When two specifiers
  /// read one position the first one's type is kept, and the first name found for it.
  ///
  /// Types, by conversion and length modifier:
  /// - confirmed by generated files: `%@` → `String`, `%lld` → `Int`, `%d` → `Int32`, `%llu` → `UInt`;
  /// - the same rule for the other lengths (not confirmed): `%i` like `%d`; `%ld %li %qd %jd %zd %td` and the Darwin
  ///   `%D` → `Int`; `%hd` → `Int16`, `%hhd` → `Int8`; `%u %o %x %X` → `UInt32`, with `l ll q j z t` and the Darwin
  ///   `%U %O` → `UInt`, `h` → `UInt16`, `hh` → `UInt8`;
  /// - not confirmed: `%f %F %e %E %g %G %a %A` with any length → `Double`; `%c` → `CChar`, `%C` and `%lc` →
  ///   `UInt16` (unichar), `%s` → `UnsafePointer<CChar>`, `%p` → `UnsafeRawPointer` (the types of
  ///   `FormatArgumentType`); a `*` width or precision → `Int32` (a C `int`).
  ///
  /// `%S %ls %P %n` (no Swift type can feed them) and `%#@name@` variable references (their type is their
  /// substitution's `formatSpecifier`, which this text does not hold) take their position but yield no parameter.
  ///
  /// `substitutionSpecifiers` gives the `formatSpecifier` (`lld`) of each catalog substitution by name: a `%#@name@`
  /// reference to one of them is a parameter labelled with the name, of the type its specifier reads (Xcode names
  /// substitution parameters after them: `%#@count@` → `count: Int`).
  package static func parameters(
    forFormat developmentText: String, substitutionSpecifiers: [String: String] = [:]
  ) -> [XcodeSymbolParameter] {
    guard developmentText.utf8.contains(percent) else { return [] }
    let format = UnnamedFormat(developmentText)
    var positions = PositionCounter()
    var parameters: [Int: XcodeSymbolParameter] = [:]

    /// Keeps the first type found for `position`, and the first name.
    func record(_ position: Int, _ swiftType: String?, name: String?) {
      if var existing = parameters[position] {
        if existing.label == nil, let name {
          existing.label = escapedParameterName(name)
          existing.name = escapedParameterName(name)
          parameters[position] = existing
        }
        return
      }
      guard let swiftType else { return }
      let escaped = name.map(escapedParameterName)
      parameters[position] = XcodeSymbolParameter(
        label: escaped, name: escaped ?? "arg\(position)", swiftType: swiftType, position: position)
    }

    /// Records the `int` arguments of `*` widths and precisions, which come before the value's argument.
    func recordStarArguments(_ amounts: [FormatAmount?]) {
      for case .argument(let explicit) in amounts.compactMap({ $0 }) {
        record(positions.take(explicit, name: nil), "Int32", name: nil)
      }
    }

    format.bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = FormatTokenizer(buffer)
      while let token = tokenizer.next() {
        switch token {
        case .specifier(let specifier):
          recordStarArguments([specifier.width, specifier.precision])
          let name = format.names[specifier.range.lowerBound]
          record(positions.take(specifier.position, name: name), swiftType(of: specifier), name: name)
        case .variable(let variable):
          recordStarArguments([variable.width, variable.precision])
          let name = String(decoding: buffer[variable.nameRange], as: UTF8.self)
          let position = positions.take(variable.position, name: nil)
          if let specifier = substitutionSpecifiers[name] {
            record(position, Self.parameters(forFormat: "%" + specifier).first?.swiftType, name: name)
          }
        default:
          break
        }
      }
    }
    return parameters.values.sorted { $0.position < $1.position }
  }

  // MARK: - Specifiers

  /// The `%` byte.
  private static let percent = UInt8(ascii: "%")

  /// `key` with every format specifier (named placeholders and `%%` included) replaced by a space, which separates
  /// words. A `%` that starts no specifier stays and separates words as any punctuation does.
  private static func textWithoutSpecifiers(_ key: String) -> String {
    guard key.utf8.contains(percent) else { return key }
    let format = UnnamedFormat(key)
    var output: [UInt8] = []
    output.reserveCapacity(format.bytes.count)
    format.bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = FormatTokenizer(buffer)
      var copied = 0
      while let token = tokenizer.next() {
        let removed: Range<Int>
        switch token {
        case .specifier(let specifier): removed = specifier.range
        case .variable(let variable): removed = variable.range
        case .escapedPercent(let start): removed = start..<(start + 2)
        default: continue
        }
        output += buffer[copied..<removed.lowerBound]
        output.append(UInt8(ascii: " "))
        copied = removed.upperBound
      }
      output += buffer[copied...]
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The Swift type Xcode declares for the argument `specifier` reads, `nil` for `%S %ls %P %n`.
  private static func swiftType(of specifier: FormatSpecifier) -> String? {
    guard let kind = specifier.argumentKind else { return nil }
    switch kind {
    case .object:
      return "String"
    case .signedInteger:
      if specifier.conversionByte == UInt8(ascii: "D") { return "Int" }
      switch specifier.length {
      case .none: return "Int32"
      case .short: return "Int16"
      case .char: return "Int8"
      case .long, .longLong, .quad, .longDouble, .intmax, .size, .pointerDifference: return "Int"
      }
    case .unsignedInteger:
      if specifier.isLegacyConversion { return "UInt" }
      switch specifier.length {
      case .none: return "UInt32"
      case .short: return "UInt16"
      case .char: return "UInt8"
      case .long, .longLong, .quad, .longDouble, .intmax, .size, .pointerDifference: return "UInt"
      }
    case .floatingPoint:
      return "Double"
    case .character:
      return "CChar"
    case .unichar:
      return "UInt16"
    case .cString:
      return "UnsafePointer<CChar>"
    case .pointer:
      return "UnsafeRawPointer"
    }
  }

  /// A placeholder name as a parameter name: in backticks when it is a keyword.
  private static func escapedParameterName(_ name: String) -> String {
    SwiftIdentifier.keywords.contains(name) ? "`\(name)`" : name
  }

  // MARK: - Words

  /// The words of `text` (rules 2 and 3 of the type documentation), in order.
  private static func words(in text: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    func finishWord() {
      if !current.isEmpty { words.append(String(current)) }
      current = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      if scalar == "'" || scalar == "\u{2019}" { continue }
      guard isWordScalar(scalar) else {
        finishWord()
        previous = nil
        continue
      }
      if let previous, isDigit(previous), !isDigit(scalar), scalar != "$" {
        finishWord()
      }
      current.append(scalar)
      previous = scalar
    }
    finishWord()
    return words
  }

  /// Whether `scalar` belongs to a word: an identifier character other than `_`, or `$`.
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "_" { return false }
    if scalar == "$" { return true }
    return SwiftIdentifier.isIdentifierHead(scalar) || SwiftIdentifier.isIdentifierContinuation(scalar)
  }

  /// Whether `scalar` is an ASCII digit (the only digits of Swift's identifier grammar).
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  /// Whether `scalar` can carry a name: a letter, a digit or another identifier character that is no mark and no `$`.
  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    isDigit(scalar) || (SwiftIdentifier.isIdentifierHead(scalar) && scalar != "_")
  }

  /// Whether `scalar` is a capital: an upper- or titlecase letter.
  private static func isCapital(_ scalar: Unicode.Scalar) -> Bool {
    let category = scalar.properties.generalCategory
    return category == .uppercaseLetter || category == .titlecaseLetter
  }

  /// The first word: its leading run of capitals lowered (`JSON` → `json`, `CFBundleName` → `cfbundleName`,
  /// `MiB` → `miB`, `iCloud` unchanged).
  private static func loweringLeadingCapitals(_ word: String) -> String {
    let scalars = word.unicodeScalars
    let end = scalars.firstIndex { !isCapital($0) } ?? scalars.endIndex
    return String(scalars[..<end]).lowercased() + String(scalars[end...])
  }

  /// A later word: first character uppercased, the rest of a leading run of capitals lowered (`JSON` → `Json`,
  /// `CKAsset` → `Ckasset`, `iCloud` → `ICloud`, `openYouTube` → `OpenYouTube`).
  private static func capitalizingWord(_ word: String) -> String {
    let scalars = word.unicodeScalars
    guard let first = scalars.first else { return word }
    let rest = scalars.dropFirst()
    guard isCapital(first) else { return String(first).uppercased() + String(rest) }
    let end = rest.firstIndex { !isCapital($0) } ?? rest.endIndex
    return String(first) + String(rest[..<end]).lowercased() + String(rest[end...])
  }

  // MARK: - Named placeholders

  /// A format string with the names of Xcode 26's named placeholders taken out (`%(count)lld` → `%lld`,
  /// `%1$(name)@` → `%1$@`), so that `FormatTokenizer` reads it, and each name by the byte offset of its `%`.
  ///
  /// A name is `[A-Za-z_][A-Za-z0-9_]*` between `(` and `)` right after the `%` or its `N$`, and counts only when a
  /// specifier follows (`%(note)` before a space stays text). Xcode's own limits on names are not known.
  private struct UnnamedFormat {
    /// The UTF-8 bytes of the format without placeholder names.
    private(set) var bytes: [UInt8] = []
    /// The name of each named placeholder, by the offset of its `%` in `bytes`.
    private(set) var names: [Int: String] = [:]

    /// Reads `text`, dropping the names of its named placeholders.
    init(_ text: String) {
      let source = Array(text.utf8)
      bytes.reserveCapacity(source.count)
      var index = 0
      while index < source.count {
        guard source[index] == XcodeSymbolNamer.percent else {
          bytes.append(source[index])
          index += 1
          continue
        }
        if index + 1 < source.count, source[index + 1] == XcodeSymbolNamer.percent {
          bytes += [XcodeSymbolNamer.percent, XcodeSymbolNamer.percent]
          index += 2
          continue
        }
        if let named = Self.namedPlaceholder(in: source, at: index) {
          names[bytes.count] = named.name
          bytes.append(XcodeSymbolNamer.percent)
          bytes += named.position
          index = named.resume
        } else {
          bytes.append(source[index])
          index += 1
        }
      }
    }

    /// The named placeholder whose `%` is at `start`: its name, its `N$` bytes and where the rest of the specifier
    /// (after the `)`) starts; `nil` when no name or no specifier follows.
    private static func namedPlaceholder(in source: [UInt8], at start: Int)
      -> (name: String, position: ArraySlice<UInt8>, resume: Int)?
    {
      var cursor = start + 1
      while cursor < source.count, source[cursor] &- UInt8(ascii: "0") < 10 { cursor += 1 }
      var position: ArraySlice<UInt8> = []
      if cursor > start + 1 {
        guard cursor < source.count, source[cursor] == UInt8(ascii: "$") else { return nil }
        position = source[(start + 1)...cursor]
        cursor += 1
      }
      guard cursor < source.count, source[cursor] == UInt8(ascii: "(") else { return nil }
      let nameStart = cursor + 1
      cursor = nameStart
      while cursor < source.count, isNameByte(source[cursor], first: cursor == nameStart) { cursor += 1 }
      guard cursor > nameStart, cursor < source.count, source[cursor] == UInt8(ascii: ")") else { return nil }
      let name = String(decoding: source[nameStart..<cursor], as: UTF8.self)
      let resume = cursor + 1
      // The name counts only when the rest reads as a specifier.
      let candidate = [XcodeSymbolNamer.percent] + position + source[resume...]
      let isSpecifier = candidate.withUnsafeBufferPointer { buffer in
        if case .specifier = FormatTokenizer(buffer).token(at: 0) { return true }
        return false
      }
      return isSpecifier ? (name, position, resume) : nil
    }

    /// Whether `byte` may be in a placeholder name (`[A-Za-z_]`, and digits after the first byte).
    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"):
        return true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        return !first
      default:
        return false
      }
    }
  }

  /// Hands out argument positions as CoreFoundation does, plus Xcode's reuse of a named placeholder's position.
  private struct PositionCounter {
    /// The position the next un-numbered specifier takes.
    private var next = 1
    /// The position of each placeholder name seen so far.
    private var named: [String: Int] = [:]

    /// The position of a specifier with the explicit position `explicit` (`N$`) and the placeholder name `name`.
    mutating func take(_ explicit: Int?, name: String?) -> Int {
      if let name, explicit == nil, let earlier = named[name] { return earlier }
      let position: Int
      if let explicit {
        position = explicit
      } else {
        position = next
        next += 1
      }
      if let name, named[name] == nil { named[name] = position }
      return position
    }
  }
}
