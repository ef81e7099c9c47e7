internal import L10nKit

/// The parameter types SwiftGen's strings parser finds in a value, re-implemented so that the `swiftgen`
/// template declares the signatures SwiftGen users call.
///
/// SwiftGen recognises a narrower syntax than `FormatStringParser`: `%[N$][flag][digit][.digit]` then `@`,
/// an integer conversion `dioux` (with `h hh l ll q z t j`), a float conversion `aefg` (no length), or `c s p`,
/// all case-insensitive. Anything else (`%lf`, `%10d`) is not a parameter for it. Invalid positions (0, above
/// 127) and positions above `maximumPosition` are ignored, and the parameters are the used positions in order,
/// holes removed. For a stringsdict entry only the format key counts: each `%[N$]#@name@` stands for
/// `%[N$]<NSStringFormatValueTypeKey>`; variant texts are ignored.
///
/// The text is read with the shared format grammar (L10nKit's `FormatTokenizer`, on the ASCII-lowercased text,
/// which gives SwiftGen's case-insensitivity: `%S` reads as `%s`, `%X` as `%x`), and SwiftGen's narrower rules
/// are applied to each specifier it reads. Where no SwiftGen placeholder starts at a `%`, reading goes on from
/// the next character, as SwiftGen's regular expression does. Variable names are the grammar's
/// (`[A-Za-z0-9_.-]`), not SwiftGen's wider `[\w.\p{Pd}]`: other names are errors for the generator anyway.
///
/// SwiftGen releases before 6.6 also accepted a space as the flag, so `100% guaranteed` took a `Float`
/// (`% g`); `legacySpaceFlag` reproduces them, for projects whose call sites were written against those.
enum SwiftGenPlaceholders {
  /// A SwiftGen parameter type.
  enum Kind: String, Hashable, Sendable {
    case object, float, int, char, cString, pointer

    /// The Swift type SwiftGen's template declares.
    var swiftType: String {
      switch self {
      case .object: "Any"
      case .float: "Float"
      case .int: "Int"
      case .char: "CChar"
      case .cString: "UnsafePointer<CChar>"
      case .pointer: "UnsafeRawPointer"
      }
    }

    /// The `LocalizationArgument` that carries parameter `name` to L10nKit.
    func localizationArgument(_ name: String) -> String {
      switch self {
      case .object: ".string(String(describing: \(name)))"
      case .float: ".double(Double(\(name)))"
      case .int: ".int(\(name))"
      case .char: ".int(Int(\(name)))"
      case .cString: ".string(String(cString: \(name)))"
      case .pointer: ".uint(UInt(bitPattern: \(name)))"
      }
    }

    /// The SwiftGen type of one of our argument types, for parameters SwiftGen does not see.
    init(_ type: FormatArgumentType) {
      switch type {
      case .string: self = .object
      case .int, .uint: self = .int
      case .double: self = .float
      case .character, .unichar: self = .char
      case .cString: self = .cString
      case .pointer: self = .pointer
      }
    }
  }

  /// One SwiftGen parameter: its argument position in the format string and its type.
  struct Parameter: Hashable, Sendable {
    var position: Int
    var kind: Kind
  }

  /// Positions above this are ignored (no real format string has that many arguments, and generated code
  /// passes one argument per position).
  static let maximumPosition = 64

  /// The parameters SwiftGen declares for `value`.
  static func parameters(for value: LocalizedValue, legacySpaceFlag: Bool = false) -> [Parameter] {
    guard value.isVariable, let formatKey = value.root.representativeText else {
      return parameters(inFormat: value.plainText ?? "", legacySpaceFlag: legacySpaceFlag)
    }
    return parameters(
      inFormat: replacingVariables(in: formatKey, substitutions: value.substitutions), legacySpaceFlag: legacySpaceFlag)
  }

  /// The parameters SwiftGen finds in a plain format string, sorted by position, holes removed.
  static func parameters(inFormat format: String, legacySpaceFlag: Bool = false) -> [Parameter] {
    guard format.utf8.contains(UInt8(ascii: "%")) else { return [] }
    var lowered = String(decoding: format.utf8.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    let flags: [UInt8] = Array((legacySpaceFlag ? "-+# 0" : "-+#0").utf8)
    return lowered.withUTF8 { bytes in
      var byPosition: [Int: Kind] = [:]
      var nextSequential = 1
      var tokenizer = FormatTokenizer(bytes)
      while let token = tokenizer.next() {
        if case .escapedPercent = token { continue }
        guard let match = placeholder(token, in: bytes, flags: flags) else {
          tokenizer.index = token.start + 1
          continue
        }
        tokenizer.index = match.end
        let position: Int
        if let explicit = match.position {
          guard explicit <= maximumPosition else { continue }
          position = explicit
        } else {
          position = nextSequential
          nextSequential += 1
        }
        if byPosition[position] == nil { byPosition[position] = match.kind }
      }
      return byPosition.keys.sorted().map { Parameter(position: $0, kind: byPosition[$0]!) }
    }
  }

  /// Replaces each `%[N$]#@name@` of a format key by `%[N$]<format specifier>`. A variable without a definition
  /// (SwiftGen rejects the whole file then) counts as `d`, the common plural specifier.
  static func replacingVariables(in formatKey: String, substitutions: [Substitution]) -> String {
    guard formatKey.utf8.contains(UInt8(ascii: "%")) else { return formatKey }
    let specifiers = Dictionary(substitutions.map { ($0.name, $0.formatSpecifier) }, uniquingKeysWith: { a, _ in a })
    var formatKey = formatKey
    return formatKey.withUTF8 { bytes in
      func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      }
      var result = ""
      var copiedUpTo = 0
      var tokenizer = FormatTokenizer(bytes)
      while let token = tokenizer.next() {
        // SwiftGen's form only: `%#@name@` or `%N$#@name@`, nothing between the position and `#@`.
        guard case .variable(let reference) = token, reference.width == nil, reference.precision == nil,
          !reference.markerFollowsAmount, reference.flagsRange.count == 1
        else { continue }
        let specifier = specifiers[text(reference.nameRange)] ?? "d"
        result += text(copiedUpTo..<reference.range.lowerBound)
        result += "%" + (reference.position.map { "\($0)$" } ?? "") + specifier
        copiedUpTo = reference.range.upperBound
      }
      return result + text(copiedUpTo..<bytes.count)
    }
  }

  // MARK: - SwiftGen's rules

  /// The SwiftGen placeholder `token` is, with where it ends; `nil` when SwiftGen matches none at its `%`.
  private static func placeholder(
    _ token: FormatToken, in bytes: UnsafeBufferPointer<UInt8>, flags: [UInt8]
  ) -> (position: Int?, kind: Kind, end: Int)? {
    switch token {
    case .specifier(let specifier), .prose(let specifier):
      let flagsAndWidth = bytes[specifier.flagsRange.lowerBound..<specifier.widthRange.upperBound]
      let precision = bytes[specifier.precisionRange]
      guard isFlagThenDigit(flagsAndWidth, flags: flags),
        precision.isEmpty || (precision.count == 2 && isDigit(precision.last!)),
        specifier.length == .none || "dioux".utf8.contains(specifier.conversionByte),
        let argumentKind = specifier.argumentKind
      else { return nil }
      return (specifier.position, Kind(FormatArgumentType(argumentKind)), specifier.range.upperBound)
    case .variable(let reference), .malformedVariable(let reference):
      // A `%#@` the variable replacement left: SwiftGen reads `#` as the flag and `@` as the conversion.
      guard reference.width == nil, reference.precision == nil, !reference.markerFollowsAmount,
        isFlagThenDigit(bytes[reference.flagsRange], flags: flags)
      else { return nil }
      return (reference.position, .object, reference.nameRange.lowerBound)
    default:
      return nil
    }
  }

  /// SwiftGen's `[flag]?\d?`: at most one flag, then at most one digit.
  private static func isFlagThenDigit(_ text: Slice<UnsafeBufferPointer<UInt8>>, flags: [UInt8]) -> Bool {
    switch text.count {
    case 0: return true
    case 1: return flags.contains(text.first!) || isDigit(text.first!)
    case 2: return flags.contains(text.first!) && isDigit(text.last!)
    default: return false
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
