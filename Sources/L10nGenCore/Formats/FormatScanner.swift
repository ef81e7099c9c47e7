internal import L10nKit

/// The state behind `FormatStringParser`: one pass over the tokens L10nKit's `FormatTokenizer` reads, turned into
/// placeholders, variable references and problems with offsets in Unicode scalars.
///
/// The grammar (what is a specifier, which argument kind it reads, when a `%` is prose) lives in
/// `FormatTokenizer`, which L10nKit renders with too; this type only adds the generator's view: resolved positions
/// and diagnostics.
struct FormatScanner {
  /// The format string being scanned.
  private let format: String
  /// The argument position the next un-numbered specifier (or `*`) takes.
  private var nextPosition: Int
  /// The substitution's `formatSpecifier` in a catalog variant, which makes `%arg` a placeholder; `nil` elsewhere.
  private let argumentSpecifier: String?

  /// The placeholders, variable references and problems found so far, in text order.
  private(set) var result = ParsedFormat()
  /// Every argument position a placeholder, `*` or variable reference uses, for finding holes.
  private(set) var occupiedPositions: Set<Int> = []
  /// Whether any specifier was numbered (`%2$@`).
  private(set) var sawPositional = false
  /// Whether any specifier took the next position.
  private(set) var sawSequential = false
  /// Where the first un-numbered specifier is, to locate a "mixed positional and sequential" problem.
  private(set) var firstSequentialOffset: Int?

  /// A scanner of `format` whose un-numbered specifiers start at `nextPosition`.
  init(format: String, nextPosition: Int, argumentSpecifier: String?) {
    self.format = format
    self.nextPosition = nextPosition
    self.argumentSpecifier = argumentSpecifier
  }

  /// Reads every token of the format once, in order, into ``result``. Linear in the length of the format.
  mutating func scan() {
    var format = format
    format.withUTF8 { bytes in
      var tokenizer = FormatTokenizer(bytes, readsSubstitutionArgument: argumentSpecifier != nil)
      var offsets = ScalarOffsets(bytes: bytes)
      while let token = tokenizer.next() {
        read(token, bytes: bytes, offset: offsets.offset(ofByte: token.start))
      }
    }
  }

  // MARK: - Tokens

  /// Turns one token into a placeholder, a variable reference or a problem; `%%` adds nothing.
  private mutating func read(_ token: FormatToken, bytes: UnsafeBufferPointer<UInt8>, offset: Int) {
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    switch token {
    case .escapedPercent:
      break
    case .substitutionArgument:
      readSubstitutionArgument(offset: offset)
    case .specifier(let specifier):
      read(specifier, text: text(specifier.range), offset: offset)
    case .prose(let specifier):
      // `100% guaranteed`, `50% off`: prose.
      result.problems.append(.strayPercent(text: text(specifier.range), offset: offset))
    case .variable(let reference):
      read(reference, name: text(reference.nameRange), text: text(reference.range), offset: offset)
    case .malformedVariable(let reference):
      result.problems.append(.malformedVariable(text: text(reference.range), offset: offset))
    case .invalidPosition(let range):
      // CF fails (above 127) or prints such a specifier literally (`%0$`).
      result.problems.append(.invalidPosition(text: text(range), offset: offset))
    case .unsupportedFlag(let range):
      result.problems.append(.unsupportedFlag(text: text(range), offset: offset))
    case .unknownConversion(let range, _):
      result.problems.append(.invalidSpecifier(text: text(range), offset: offset))
    case .strayPercent(let start, let shownEnd):
      result.problems.append(.strayPercent(text: text(start..<shownEnd), offset: offset))
    }
  }

  /// A specifier with a Swift argument type becomes a placeholder (after its `*` width and precision, which take their
  /// positions first, as `printf` reads them); one without (`%S`, `%n`) is a problem but still takes its position, so
  /// later positions stay right. The space flag, legacy conversions and `long double` lengths are warned about.
  private mutating func read(_ specifier: FormatSpecifier, text: String, offset: Int) {
    guard let kind = specifier.argumentKind else {
      // `%S %ls %P %n`: no Swift argument can feed it, but it takes its slot.
      result.problems.append(.unsupportedConversion(text: text, offset: offset))
      appendStarArguments(specifier.width, specifier.precision, text: text, offset: offset)
      _ = take(specifier.position, offset: offset)
      return
    }
    if specifier.flags.contains(.space) {
      result.problems.append(.ambiguousSpaceFlag(text: text, offset: offset))
    }
    if specifier.isLegacyConversion {
      result.problems.append(.legacyConversion(text: text, offset: offset))
    }
    if specifier.readsLongDouble {
      result.problems.append(.longDouble(text: text, offset: offset))
    }
    appendStarArguments(specifier.width, specifier.precision, text: text, offset: offset)
    let position = take(specifier.position, offset: offset)
    result.placeholders.append(
      FormatPlaceholder(
        position: position, isPositional: specifier.position != nil, text: text,
        conversion: specifier.conversionCharacter, lengthModifier: specifier.length.spelling,
        type: FormatArgumentType(kind), offset: offset))
  }

  /// A `%#@name@` reference takes an argument position like a specifier: the plural number.
  private mutating func read(_ reference: FormatVariableSpecifier, name: String, text: String, offset: Int) {
    appendStarArguments(reference.width, reference.precision, text: text, offset: offset)
    let position = take(reference.position, offset: offset)
    if let written = reference.writtenPositionWithoutDollar, written != position {
      result.problems.append(
        .variablePositionWithoutDollar(
          text: text, writtenPosition: written, actualPosition: position, offset: offset))
    }
    result.variables.append(
      FormatVariableReference(name: name, position: position, isPositional: reference.position != nil, offset: offset))
  }

  /// `%arg` in a catalog substitution variant: `%<formatSpecifier>` at the next sequential position.
  private mutating func readSubstitutionArgument(offset: Int) {
    let specifierText = argumentSpecifier.map { $0.hasPrefix("%") ? String($0.dropFirst()) : $0 } ?? ""
    let specifier = FormatGrammar.valueTypeSpecifier(specifierText)
    let position = take(nil, offset: offset)
    result.placeholders.append(
      FormatPlaceholder(
        position: position, isPositional: false, text: "%arg", conversion: specifierText.last ?? "d",
        lengthModifier: specifier?.length.spelling ?? "",
        type: specifier?.argumentKind.map(FormatArgumentType.init) ?? .int,
        offset: offset))
  }

  // MARK: - Positions

  /// Adds an `int` placeholder for each `*` width or precision, each taking an argument position before the value's.
  private mutating func appendStarArguments(
    _ width: FormatAmount?, _ precision: FormatAmount?, text: String, offset: Int
  ) {
    for (amount, role) in [(width, FormatPlaceholder.Role.width), (precision, .precision)] {
      guard case .argument(let explicit) = amount else { continue }
      let position = take(explicit, offset: offset)
      result.placeholders.append(
        FormatPlaceholder(
          position: position, isPositional: explicit != nil, text: text, conversion: "*", lengthModifier: "",
          type: .int, offset: offset, role: role))
    }
  }

  /// Resolves an explicit position or takes the next sequential one, and records it as used.
  private mutating func take(_ explicit: Int?, offset: Int) -> Int {
    let position: Int
    if let explicit {
      position = explicit
      sawPositional = true
    } else {
      position = nextPosition
      nextPosition += 1
      sawSequential = true
      if firstSequentialOffset == nil { firstSequentialOffset = offset }
    }
    occupiedPositions.insert(position)
    return position
  }
}

/// Converts increasing UTF-8 byte offsets into Unicode-scalar offsets, counting each byte once.
private struct ScalarOffsets {
  /// The format's UTF-8 bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The byte offset reached so far.
  private var byte = 0
  /// The scalars before `byte`.
  private var scalar = 0

  /// A converter at the start of `bytes`.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The scalar offset of `target`, which must not be smaller than the previous one asked for.
  mutating func offset(ofByte target: Int) -> Int {
    while byte < target {
      // Every byte but a continuation byte (0b10xxxxxx) starts a scalar.
      if bytes[byte] & 0xC0 != 0x80 { scalar += 1 }
      byte += 1
    }
    return scalar
  }
}
