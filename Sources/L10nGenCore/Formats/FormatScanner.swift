internal import L10nKit

/// The state behind `FormatStringParser`: one pass over the tokens L10nKit's `FormatTokenizer` reads, turned into
/// placeholders, variable references and problems with offsets in Unicode scalars.
///
/// The grammar (what is a specifier, which argument kind it reads, when a `%` is prose) lives in
/// `FormatTokenizer`, which L10nKit renders with too; this type only adds the generator's view: resolved positions
/// and diagnostics.
struct FormatScanner {
  private let format: String
  private var nextPosition: Int
  private let argumentSpecifier: String?

  private(set) var result = ParsedFormat()
  private(set) var occupiedPositions: Set<Int> = []
  private(set) var sawPositional = false
  private(set) var sawSequential = false
  private(set) var firstSequentialOffset: Int?

  init(format: String, nextPosition: Int, argumentSpecifier: String?) {
    self.format = format
    self.nextPosition = nextPosition
    self.argumentSpecifier = argumentSpecifier
  }

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
  let bytes: UnsafeBufferPointer<UInt8>
  private var byte = 0
  private var scalar = 0

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
