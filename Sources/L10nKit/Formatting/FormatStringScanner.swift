/// Splits a format string into literals, specifiers and variables with the shared `FormatTokenizer`, so that
/// L10nKit reads every string the way the generator typed it.
enum FormatStringScanner {
  private static let cache = LockedState([String: [FormatSegment]]())
  private static let cacheLimit = 4096

  /// The segments of `format`, scanned once and cached (the cache is emptied when it holds `cacheLimit` formats).
  static func segments(of format: String) -> [FormatSegment] {
    if let cached = cache.withLock({ $0[format] }) { return cached }
    let segments = scan(format)
    cache.withLock { cache in
      if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[format] = segments
    }
    return segments
  }

  /// Scans `format`. Text that is no specifier is printed the way Foundation prints it: an unknown conversion
  /// keeps its character without the `%` (`a %k b` → `a k b`) and `%'d` prints `'d`. A stray or prose `%`
  /// (`100%`, `100% guaranteed`) is kept as written, since the generator reads it as text too.
  static func scan(_ format: String) -> [FormatSegment] {
    var format = format
    return format.withUTF8 { scan(bytes: $0) }
  }

  private static func scan(bytes: UnsafeBufferPointer<UInt8>) -> [FormatSegment] {
    var segments: [FormatSegment] = []
    var literal = ""
    var literalStart = 0

    func text(_ start: Int, _ end: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    func appendPending(upTo end: Int) {
      if literalStart < end { literal += text(literalStart, end) }
    }
    func append(_ segment: FormatSegment) {
      if !literal.isEmpty {
        segments.append(.literal(literal))
        literal = ""
      }
      segments.append(segment)
    }

    var tokenizer = FormatTokenizer(bytes)
    while let token = tokenizer.next() {
      let start = token.start
      switch token {
      case .prose, .strayPercent:
        // The `%` stays in the pending literal text; reading goes on after it.
        continue
      case .escapedPercent:
        appendPending(upTo: start + 1)
      case .specifier(let specifier):
        appendPending(upTo: start)
        append(.specifier(specifier))
      case .variable(let reference):
        appendPending(upTo: start)
        append(.variable(name: text(reference.nameRange.lowerBound, reference.nameRange.upperBound), reference))
      case .malformedVariable(let reference):
        appendPending(upTo: start)
        append(
          .refusal(
            "'\(text(start, reference.range.upperBound))' is not a valid variable reference (write '%#@name@')"))
      case .invalidPosition(let range):
        appendPending(upTo: start)
        append(
          .refusal(
            "'\(text(start, range.upperBound))' has an argument position outside 1...\(FormatGrammar.maximumPosition)"
          ))
      case .unsupportedFlag(let range):
        appendPending(upTo: start)
        literal += text(start + 1, range.upperBound)
      case .unknownConversion(let range, let conversionStart):
        appendPending(upTo: start)
        literal += text(conversionStart, range.upperBound)
      case .substitutionArgument:
        // Not read: the tokenizer is created without `readsSubstitutionArgument`.
        appendPending(upTo: start)
      }
      literalStart = token.resumeIndex
    }
    appendPending(upTo: bytes.count)
    if !literal.isEmpty { segments.append(.literal(literal)) }
    return segments
  }
}
