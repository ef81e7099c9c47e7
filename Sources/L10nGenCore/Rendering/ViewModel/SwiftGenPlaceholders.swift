/// The parameter types SwiftGen's strings parser finds in a value, re-implemented so that the `swiftgen`
/// template declares the signatures SwiftGen users call.
///
/// SwiftGen recognises a narrower syntax than `FormatStringParser`: `%[N$][flag][digit][.digit]` then `@`,
/// an integer conversion `dioux` (with `h hh l ll q z t j`), a float conversion `aefg` (no length), or `c s p`,
/// all case-insensitive. Anything else (`%lf`, `%10d`) is not a parameter for it. Positions ≤ 0 are ignored,
/// and the parameters are the used positions in order, holes removed. For a stringsdict entry only the format
/// key counts: each `%[N$]#@name@` stands for `%[N$]<NSStringFormatValueTypeKey>`; variant texts are ignored.
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
    let scalars = Array(format.unicodeScalars)
    var byPosition: [Int: Kind] = [:]
    var nextSequential = 1
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      if index + 1 < scalars.count, scalars[index + 1] == "%" {
        index += 2
        continue
      }
      guard let match = placeholder(in: scalars, after: index, flags: legacySpaceFlag ? "-+# 0" : "-+#0") else {
        index += 1
        continue
      }
      index = match.end
      let position: Int
      if let explicit = match.position {
        guard explicit > 0, explicit <= maximumPosition else { continue }
        position = explicit
      } else {
        position = nextSequential
        nextSequential += 1
      }
      if byPosition[position] == nil { byPosition[position] = match.kind }
    }
    return byPosition.keys.sorted().map { Parameter(position: $0, kind: byPosition[$0]!) }
  }

  /// Replaces each `%[N$]#@name@` of a format key by `%[N$]<format specifier>`. A variable without a definition
  /// (SwiftGen rejects the whole file then) counts as `d`, the common plural specifier.
  static func replacingVariables(in formatKey: String, substitutions: [Substitution]) -> String {
    let specifiers = Dictionary(substitutions.map { ($0.name, $0.formatSpecifier) }, uniquingKeysWith: { a, _ in a })
    var scalars = Array(formatKey.unicodeScalars)
    var searchStart = 0
    while let reference = variableReference(in: scalars, from: searchStart) {
      let specifier = specifiers[reference.name] ?? "d"
      let replacement = "%" + (reference.position.map { "\($0)$" } ?? "") + specifier
      scalars.replaceSubrange(reference.range, with: Array(replacement.unicodeScalars))
      searchStart = reference.range.lowerBound + replacement.unicodeScalars.count
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  // MARK: - Scanning

  private static func placeholder(
    in scalars: [Unicode.Scalar], after percent: Int, flags: String
  ) -> (position: Int?, kind: Kind, end: Int)? {
    var index = percent + 1
    var position: Int?
    var digitsEnd = index
    while digitsEnd < scalars.count, isDigit(scalars[digitsEnd]) { digitsEnd += 1 }
    if digitsEnd > index, digitsEnd < scalars.count, scalars[digitsEnd] == "$" {
      // A number too large for `Int` is no position for SwiftGen: the placeholder counts as sequential.
      position = Int(String(String.UnicodeScalarView(scalars[index..<digitsEnd])))
      index = digitsEnd + 1
    }
    // Flag, one width digit, `.` and one precision digit, each optional; try every way to split them so that
    // the conversion character can follow.
    var starts: [Int] = [index]
    if index < scalars.count, flags.unicodeScalars.contains(scalars[index]) { starts.append(index + 1) }
    var afterWidth: [Int] = []
    for start in starts {
      afterWidth.append(start)
      if start < scalars.count, isDigit(scalars[start]) { afterWidth.append(start + 1) }
    }
    var afterPrecision: [Int] = []
    for start in afterWidth {
      afterPrecision.append(start)
      if start + 1 < scalars.count, scalars[start] == ".", isDigit(scalars[start + 1]) {
        afterPrecision.append(start + 2)
      }
    }
    for start in afterPrecision.reversed() {
      if let (kind, end) = conversion(in: scalars, at: start) {
        return (position, kind, end)
      }
    }
    return nil
  }

  private static func conversion(in scalars: [Unicode.Scalar], at start: Int) -> (Kind, Int)? {
    guard start < scalars.count else { return nil }
    let lowered = scalars[start...].prefix(3).map { scalar in
      ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }
    guard let first = lowered.first else { return nil }
    switch first {
    case "@": return (.object, start + 1)
    case "a", "e", "f", "g": return (.float, start + 1)
    case "d", "i", "o", "u", "x": return (.int, start + 1)
    case "c": return (.char, start + 1)
    case "s": return (.cString, start + 1)
    case "p": return (.pointer, start + 1)
    default: break
    }
    for length in ["hh", "ll", "h", "l", "q", "z", "t", "j"] {
      let count = length.unicodeScalars.count
      guard lowered.count > count, Array(lowered.prefix(count)) == Array(length.unicodeScalars),
        "dioux".unicodeScalars.contains(lowered[count])
      else { continue }
      return (.int, start + count + 1)
    }
    return nil
  }

  private static func variableReference(
    in scalars: [Unicode.Scalar], from start: Int
  ) -> (name: String, position: Int?, range: Range<Int>)? {
    var index = start
    while index < scalars.count {
      defer { index += 1 }
      guard scalars[index] == "%" else { continue }
      var cursor = index + 1
      var digitsEnd = cursor
      while digitsEnd < scalars.count, isDigit(scalars[digitsEnd]) { digitsEnd += 1 }
      var position: Int?
      if digitsEnd > cursor, digitsEnd < scalars.count, scalars[digitsEnd] == "$" {
        position = Int(String(String.UnicodeScalarView(scalars[cursor..<digitsEnd])))
        cursor = digitsEnd + 1
      }
      guard cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" else { continue }
      var nameEnd = cursor + 2
      while nameEnd < scalars.count, isVariableNameScalar(scalars[nameEnd]) { nameEnd += 1 }
      guard nameEnd > cursor + 2, nameEnd < scalars.count, scalars[nameEnd] == "@" else { continue }
      var name = ""
      name.unicodeScalars.append(contentsOf: scalars[(cursor + 2)..<nameEnd])
      return (name, position, index..<(nameEnd + 1))
    }
    return nil
  }

  /// `\w`, `.` and dash punctuation.
  private static func isVariableNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    return properties.isAlphabetic || properties.numericType == .decimal || scalar == "_" || scalar == "."
      || properties.generalCategory == .dashPunctuation || properties.generalCategory == .nonspacingMark
      || properties.generalCategory == .connectorPunctuation
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
