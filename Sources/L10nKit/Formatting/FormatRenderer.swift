import Foundation

/// Resolves variants and formats a value, converting every argument to the C type its specifier reads.
///
/// Each specifier is formatted on its own with exactly one argument of the right type, so the C varargs
/// path never sees a wrong type, a missing argument or a pointer conversion: those throw instead.
struct FormatRenderer {
  /// The arguments, 1-based positions map to `arguments[position - 1]`.
  var arguments: [LocalizationArgument]
  /// The locale numbers are formatted with, and its fast number format.
  var numbers: NumberFormatSource
  /// The plural rules of the language the text is written in.
  var pluralRules: PluralRules
  /// The device variant keys to try, in order.
  var deviceKeys: [String]
  /// The presentation width for width variants, `nil` for the widest.
  var presentationWidth: Int?
  /// The 1-based argument positions the rendering used.
  var usedPositions = ArgumentPositions()
  /// The locale's number format, looked up on first use (`.some(nil)`: the locale has none).
  private var numberFormat: LocalizedNumberFormat??

  /// - Parameter numberFormat: `numbers`' number format when the caller resolved it already (`.some(nil)`: the
  ///   locale has none); `nil` to look it up on first use.
  init(
    arguments: [LocalizationArgument], numbers: NumberFormatSource, pluralRules: PluralRules, deviceKeys: [String],
    presentationWidth: Int?, numberFormat: LocalizedNumberFormat?? = nil
  ) {
    self.arguments = arguments
    self.numbers = numbers
    self.pluralRules = pluralRules
    self.deviceKeys = deviceKeys
    self.presentationWidth = presentationWidth
    self.numberFormat = numberFormat
  }

  /// The 1-based positions of the arguments the rendering did not use, in order; `nil` when it used them all.
  var unusedPositions: [Int]? {
    guard arguments.indices.contains(where: { !usedPositions.contains($0 + 1) }) else { return nil }
    return arguments.indices.map { $0 + 1 }.filter { !usedPositions.contains($0) }
  }

  /// Renders a node. Plain text with no arguments and no variables is returned as it is (no `%%` processing),
  /// as `NSLocalizedString` does.
  mutating func render(_ node: LocalizedNode) throws(FormatFailure) -> String {
    let (text, variables) = try select(node)
    if arguments.isEmpty && variables.isEmpty { return text }
    return try render(text, variables: variables, startPosition: 1, depth: 0)
  }

  private mutating func select(_ node: LocalizedNode) throws(FormatFailure) -> (String, [String: PluralVariable]) {
    switch node {
    case .text(let text):
      return (text, [:])
    case .format(let text, let variables):
      return (text, variables)
    case .device(let variants):
      for key in deviceKeys {
        if let variant = variants[key] { return try select(variant) }
      }
      throw .invalidEntry("no variant for device \(deviceKeys.first ?? "other") and no 'other' variant")
    case .width(let variants):
      guard let widest = variants.last else { throw .invalidEntry("a width rule without variants") }
      guard let presentationWidth else { return try select(widest.node) }
      let fitting = variants.last { $0.width <= presentationWidth } ?? variants[0]
      return try select(fitting.node)
    case .plural(let position, let variants):
      let category = try pluralCategory(ofArgumentAt: position, variable: nil, hasZero: variants[.zero] != nil)
      usedPositions.insert(position)
      guard let variant = variants[category] ?? variants[.other] else {
        throw .invalidEntry("the plural variation has no '\(category.rawValue)' and no 'other' variant")
      }
      return try select(variant)
    }
  }

  /// The plural category for the argument at `position`; `zero` for 0 when the entry has a `zero` variant (Apple
  /// uses it in every language, not only where CLDR has a `zero` category). `variable` names the plural variable
  /// in the failure (`nil`: the String Catalog's plural variation).
  func pluralCategory(ofArgumentAt position: Int, variable: String?, hasZero: Bool) throws(FormatFailure)
    -> PluralRuleCategory
  {
    try Self.pluralCategory(
      of: try argument(at: position), at: position, variable: variable, hasZero: hasZero, rules: pluralRules)
  }

  /// The plural category of `value`, the argument at `position`, under `rules`.
  static func pluralCategory(
    of value: LocalizationArgument, at position: Int, variable: String?, hasZero: Bool, rules pluralRules: PluralRules
  ) throws(FormatFailure) -> PluralRuleCategory {
    let operands: PluralOperands
    switch value {
    case .int(let value):
      if hasZero, value == 0 { return .zero }
      return pluralRules.category(forMagnitude: value.magnitude)
    case .uint(let value):
      if hasZero, value == 0 { return .zero }
      return pluralRules.category(forMagnitude: value)
    case .character(let value):
      if hasZero, value == 0 { return .zero }
      return pluralRules.category(forMagnitude: UInt(value))
    case .double(let value): operands = PluralOperands(value)
    case .string:
      let name = variable.map { "plural variable '\($0)'" } ?? "the plural variation"
      throw .mismatch("\(name) (argument \(position)) needs a number, got a string")
    }
    if hasZero, operands.integerDigits == 0, !operands.hasFraction { return .zero }
    return pluralRules.category(for: operands)
  }

  func argument(at position: Int) throws(FormatFailure) -> LocalizationArgument {
    guard position >= 1, position <= arguments.count else {
      throw .mismatch("argument \(position) is missing (\(arguments.count) given)")
    }
    return arguments[position - 1]
  }

  private mutating func render(
    _ text: String, variables: [String: PluralVariable], startPosition: Int, depth: Int
  ) throws(FormatFailure) -> String {
    guard depth < 8 else { throw .invalidEntry("variables nest more than 8 levels (a variable refers to itself?)") }
    var output = ""
    var nextPosition = startPosition
    for segment in FormatStringScanner.segments(of: text) {
      switch segment {
      case .literal(let literal):
        output += literal
      case .variable(let name, let reference):
        guard let variable = variables[name] else {
          throw .invalidEntry("the format refers to variable '\(name)', which the entry does not define")
        }
        // `*` amounts before the `#@` read their arguments, as for any specifier.
        _ = try amount(reference.width, nextPosition: &nextPosition)
        _ = try amount(reference.precision, nextPosition: &nextPosition)
        var position = reference.position ?? variable.argumentNumber ?? nextPosition
        if reference.position == nil {
          if variable.argumentNumber == nil { nextPosition += 1 } else { position = variable.argumentNumber! }
        }
        let variant = try variantText(of: variable, named: name, at: position)
        usedPositions.insert(position)
        output += try render(variant, variables: variables, startPosition: position, depth: depth + 1)
      case .specifier(let specifier):
        output += try format(specifier, nextPosition: &nextPosition)
      case .refusal(let explanation):
        throw .invalidEntry(explanation)
      }
    }
    return output
  }

  private func variantText(of variable: PluralVariable, named name: String, at position: Int) throws(FormatFailure)
    -> String
  {
    let category = try pluralCategory(ofArgumentAt: position, variable: name, hasZero: variable.variants[.zero] != nil)
    guard let text = variable.variants[category] ?? variable.variants[.other] else {
      throw .invalidEntry("plural variable '\(name)' has no '\(category.rawValue)' and no 'other' variant")
    }
    return text
  }

  /// The value of a width or precision: the written number, or the integer argument a `*` reads (clamped to
  /// ±10,000); `nil` when there is none.
  private mutating func amount(_ amount: FormatAmount?, nextPosition: inout Int) throws(FormatFailure) -> Int? {
    switch amount {
    case nil: return nil
    case .fixed(let value): return value
    case .argument(let explicit):
      let position = explicit ?? nextPosition
      if explicit == nil { nextPosition += 1 }
      usedPositions.insert(position)
      switch try argument(at: position) {
      case .int(let value): return max(-10_000, min(10_000, value))
      case .uint(let value): return Int(min(10_000, value))
      default: throw .mismatch("'*' (argument \(position)) needs an integer")
      }
    }
  }

  private mutating func format(_ specifier: FormatSpecifier, nextPosition: inout Int) throws(FormatFailure)
    -> String
  {
    let width = try amount(specifier.width, nextPosition: &nextPosition)
    let precisionValue = try amount(specifier.precision, nextPosition: &nextPosition)
    let position = specifier.position ?? nextPosition
    if specifier.position == nil { nextPosition += 1 }
    return try format(specifier, position: position, width: width, precision: precisionValue)
  }

  /// Formats the argument at `position` with `specifier`, whose `*` amounts (if any) were read as `width` and
  /// `precisionValue`.
  mutating func format(_ specifier: FormatSpecifier, position: Int, width: Int?, precision precisionValue: Int?)
    throws(FormatFailure) -> String
  {
    func spelled() -> String {
      "%\(specifier.position.map { "\($0)$" } ?? "")\(specifier.length.spelling)\(specifier.conversionCharacter)"
    }
    guard let kind = specifier.argumentKind else {
      throw .mismatch(
        "'\(spelled())' reads a C argument (wide string, Pascal string or write-back pointer) that generated Swift "
          + "cannot pass; L10nKit does not support %S %ls %P %n")
    }
    if specifier.readsLongDouble {
      throw .mismatch("'\(spelled())' reads a long double, which no Swift argument can feed; use %f or %lf")
    }
    let value = try argument(at: position)
    usedPositions.insert(position)
    func mismatch(_ expected: String) -> FormatFailure {
      .mismatch("'\(spelled())' (argument \(position)) needs \(expected), got \(value.kindDescription)")
    }
    if kind == .object {
      guard case .string(let string) = value else { throw mismatch("a string") }
      return string
    }
    if let fast = fastFormat(specifier, kind: kind, value: value) { return fast }
    let locale = numbers.locale
    let precision = specifier.precision == nil ? "" : "." + String(precisionValue ?? 0)
    let head = "%" + specifier.flags.spelling + (width.map { String($0) } ?? "") + precision
    let letter = String(specifier.conversionCharacter)
    switch kind {
    case .signedInteger:
      guard let integer = value.integerBits else { throw mismatch("an integer") }
      let letter = specifier.conversionByte == UInt8(ascii: "D") ? "d" : letter
      switch specifier.length.integerBitWidth {
      case 8: return String(format: head + "hh" + letter, locale: locale, Int8(truncatingIfNeeded: integer))
      case 16: return String(format: head + "h" + letter, locale: locale, Int16(truncatingIfNeeded: integer))
      case 32: return String(format: head + letter, locale: locale, Int32(truncatingIfNeeded: integer))
      default: return String(format: head + "ld", locale: locale, Int(truncatingIfNeeded: integer))
      }
    case .unsignedInteger:
      guard let integer = value.integerBits else { throw mismatch("an integer") }
      let letter =
        specifier.conversionByte == UInt8(ascii: "U")
        ? "u" : specifier.conversionByte == UInt8(ascii: "O") ? "o" : letter
      switch specifier.length.integerBitWidth {
      case 8: return String(format: head + "hh" + letter, locale: locale, UInt8(truncatingIfNeeded: integer))
      case 16: return String(format: head + "h" + letter, locale: locale, UInt16(truncatingIfNeeded: integer))
      case 32:
        // Widened: CF's localized path prints a 32-bit %u above Int32.max as negative.
        return String(format: head + "l" + letter, locale: locale, UInt(UInt32(truncatingIfNeeded: integer)))
      default:
        let value = UInt(bitPattern: integer)
        // CF's localized path prints unsigned values above Int.max as negative: format those without a locale.
        if value > UInt(Int.max) { return String(format: head + "l" + letter, value) }
        return String(format: head + "l" + letter, locale: locale, value)
      }
    case .floatingPoint:
      let double: Double
      switch value {
      case .double(let value): double = value
      case .int(let value): double = Double(value)
      case .uint(let value): double = Double(value)
      default: throw mismatch("a number")
      }
      return String(format: head + letter, locale: locale, double)
    case .character:
      guard let integer = value.integerBits else { throw mismatch("a character code") }
      return String(format: head + "c", locale: locale, Int32(truncatingIfNeeded: integer))
    case .unichar:
      guard let integer = value.integerBits else { throw mismatch("a UTF-16 code unit") }
      return String(format: head + "C", locale: locale, UInt16(truncatingIfNeeded: integer))
    case .cString:
      // CF reads the bytes as UTF-8; width and precision count bytes, as in C.
      guard case .string(let string) = value else { throw mismatch("a string") }
      return string.withCString { String(format: head + "s", locale: locale, $0) }
    case .pointer:
      guard let integer = value.integerBits else { throw mismatch("an address (an integer)") }
      return Self.pointerText(UInt(bitPattern: integer), width: width ?? 0, flags: specifier.flags)
    case .object:
      return String(specifier.conversionCharacter)
    }
  }

  /// `%p` as Foundation prints it on Darwin: `0x` and lowercase hexadecimal digits (`0x0` for zero), padded with
  /// spaces to `width` (on the right with `-` or a negative `*` width). L10nKit formats the address itself: no
  /// pointer is passed to the C formatter.
  private static func pointerText(_ address: UInt, width: Int, flags: FormatFlags) -> String {
    let text = "0x" + String(address, radix: 16)
    let padding = String(repeating: " ", count: max(0, abs(width) - text.count))
    return flags.contains(.leftJustify) || width < 0 ? text + padding : padding + text
  }
}

extension FormatRenderer {
  /// Formats the common localized number specifiers (`%d %ld %lld %u %lu %f %.2f %lf ...`, without flags or width)
  /// with the cached `LocalizedNumberFormat`; `nil` for anything else, which `String(format:locale:)` formats.
  fileprivate mutating func fastFormat(
    _ specifier: FormatSpecifier, kind: FormatArgumentKind, value: LocalizationArgument
  )
    -> String?
  {
    guard specifier.flags.isEmpty, specifier.width == nil else { return nil }
    switch kind {
    case .signedInteger:
      guard specifier.precision == nil, let integer = value.integerBits, let format = localizedNumberFormat() else {
        return nil
      }
      switch specifier.length.integerBitWidth {
      case 8: return format.format(Int(Int8(truncatingIfNeeded: integer)))
      case 16: return format.format(Int(Int16(truncatingIfNeeded: integer)))
      case 32: return format.format(Int(Int32(truncatingIfNeeded: integer)))
      default: return format.format(integer)
      }
    case .unsignedInteger:
      guard specifier.precision == nil,
        specifier.conversionByte == UInt8(ascii: "u") || specifier.conversionByte == UInt8(ascii: "U"),
        let integer = value.integerBits
      else { return nil }
      let magnitude: UInt
      switch specifier.length.integerBitWidth {
      case 8: magnitude = UInt(UInt8(truncatingIfNeeded: integer))
      case 16: magnitude = UInt(UInt16(truncatingIfNeeded: integer))
      case 32: magnitude = UInt(UInt32(truncatingIfNeeded: integer))
      default: magnitude = UInt(bitPattern: integer)
      }
      // Above Int.max the slow path formats without a locale too.
      if magnitude > UInt(Int.max) { return String(magnitude) }
      return localizedNumberFormat()?.format(magnitude: magnitude, isNegative: false)
    case .floatingPoint:
      guard specifier.conversionByte == UInt8(ascii: "f") || specifier.conversionByte == UInt8(ascii: "F") else {
        return nil
      }
      let precision: Int
      switch specifier.precision {
      case nil: precision = 6
      case .fixed(let value) where value <= 40: precision = value
      default: return nil
      }
      let double: Double
      switch value {
      case .double(let value): double = value
      case .int(let value): double = Double(value)
      case .uint(let value): double = Double(value)
      default: return nil
      }
      return localizedNumberFormat()?.format(double, precision: precision)
    default:
      return nil
    }
  }

  mutating func localizedNumberFormat() -> LocalizedNumberFormat? {
    if let numberFormat { return numberFormat }
    let format = numbers.numberFormat
    numberFormat = .some(format)
    return format
  }
}

extension LocalizationArgument {
  /// The value as 64 integer bits, for integer and character conversions; `nil` for strings and doubles.
  fileprivate var integerBits: Int? {
    switch self {
    case .int(let value): return value
    case .uint(let value): return Int(bitPattern: value)
    case .character(let value): return Int(value)
    case .string, .double: return nil
    }
  }

  fileprivate var kindDescription: String {
    switch self {
    case .string: return "a string"
    case .int: return "an Int"
    case .uint: return "a UInt"
    case .double: return "a Double"
    case .character: return "a character"
    }
  }
}
