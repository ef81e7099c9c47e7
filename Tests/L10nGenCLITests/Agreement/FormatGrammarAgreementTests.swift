import Foundation
import Testing

@testable import L10nGenCore
@testable import L10nKit

/// The generator and L10nKit read every specifier alike: what the generator accepts, L10nKit renders from the
/// argument the generated accessor passes, with the same argument type; what the generator rejects, L10nKit
/// refuses; what the generator reads as text, L10nKit reads as text.
///
/// The test enumerates specifiers built from every ASCII conversion character (and a non-ASCII one), every flag,
/// every length modifier (and invalid combinations), position forms (none, `1$`, `0$`, large positions, at and
/// beyond the limit of 127), widths and precisions (`5`, `*`, `*N$`, invalid `*N$`) and what follows the
/// specifier (prose detection), and compares two independent paths for each:
/// - the generator: `ParameterUnifier` (the parameters and Swift types of the generated accessor) and the error
///   problems the linter reports;
/// - L10nKit: `FormatStringScanner` (the argument kind of each specifier) and `FormatRenderer` (rendering with the
///   arguments the generated accessor passes, and with probe arguments of every kind where the generator has no
///   parameter).
@Suite struct FormatGrammarAgreementTests {
  /// One format string to compare.
  struct Case: Hashable {
    /// The whole format string.
    var format: String
    /// The highest argument position the string names (1 for sequential specifiers), capped so that probe argument
    /// lists stay small.
    var highestPosition: Int
  }

  /// What the generator makes of a format string.
  struct GeneratorReading: CustomStringConvertible {
    /// The generated accessor's parameters by position.
    var parameters: [Int: FormatArgumentType]
    /// The value (not `*`) placeholder types in source order.
    var valueTypes: [FormatArgumentType]
    /// Whether the linter reports an error for the string (entry-level position problems aside).
    var isRejected: Bool
    /// Whether one position is read with two types (`%1$*s`: a `*` width and a string at position 1).
    var hasConflictingTypes: Bool

    var description: String {
      let list = parameters.keys.sorted().map { "\($0):\(parameters[$0]!)" }.joined(separator: ",")
      return "generator \(isRejected ? "rejects" : "accepts") [\(list)]"
    }
  }

  /// What L10nKit makes of a format string rendered with some arguments.
  enum RuntimeReading: Equatable, CustomStringConvertible {
    /// Rendered, reading these positions.
    case rendered(Set<Int>)
    /// Refused (the accessor falls back).
    case refused(String)

    var description: String {
      switch self {
      case .rendered(let positions): "L10nKit renders, reading \(positions.sorted())"
      case .refused(let reason): "L10nKit refuses (\(reason))"
      }
    }
  }

  // MARK: - The enumeration

  /// Every ASCII conversion character candidate (letters, `@`, `%` and the punctuation that ends a specifier),
  /// plus a non-ASCII letter and a non-ASCII combining mark.
  static let conversions: [String] = {
    let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).flatMap { [$0, $0 | 0x20] }.map {
      String(Unicode.Scalar($0))
    }
    return letters + ["@", "%", "$", "*", "!", "_", "é", "\u{301}"]
  }()

  /// No flag, each flag (the `'` Foundation rejects included) and combinations.
  static let flags = ["", "-", "+", " ", "#", "0", "'", "-0", "+ ", "#0", "--", "- ", "0'"]

  /// No modifier, each modifier, and combinations that are not modifiers.
  static let lengths = ["", "hh", "h", "l", "ll", "q", "L", "j", "z", "t", "lh", "hl", "lll", "qq", "Lh", "zl"]

  /// Position forms with the position they name (0 for none valid).
  static let positions: [(text: String, position: Int)] = [
    ("", 1), ("1$", 1), ("0$", 0), ("2$", 2), ("64$", 64), ("126$", 126), ("127$", 127), ("128$", 128),
    ("200$", 200), ("1000$", 1000), ("99999999999999999999$", 1000), ("00$", 0), ("01$", 1),
  ]

  /// Widths and precisions, with the highest position they name.
  static let amounts: [(text: String, position: Int)] = [
    ("", 0), ("5", 0), ("05", 0), ("*", 0), (".2", 0), (".", 0), (".*", 0), ("5.2", 0), ("*.*", 0), ("*2$", 2),
    (".*2$", 2), ("*127$", 127), ("*128$", 128), ("*0$", 0), ("10", 0),
  ]

  /// What follows the specifier: nothing, a space, punctuation, a letter (prose after a space flag), a non-ASCII
  /// letter, another `%`.
  static let followers = ["", " ", ".", "x", "é", "%"]

  /// The format strings built around one conversion character.
  static func cases(conversion: String) -> [Case] {
    var cases: [Case] = []
    var seen: Set<String> = []
    func add(
      position: (text: String, position: Int), flags: String, amount: (text: String, position: Int),
      length: String, follower: String
    ) {
      let format = "%" + position.text + flags + amount.text + length + conversion + follower
      guard seen.insert(format).inserted else { return }
      let highest = min(max(position.position, amount.position, 1) + 1, 130)
      cases.append(Case(format: format, highestPosition: highest))
    }
    let none = (text: "", position: 0)
    for flag in flags {
      for length in lengths {
        add(position: positions[0], flags: flag, amount: none, length: length, follower: "")
      }
      for follower in followers {
        add(position: positions[0], flags: flag, amount: none, length: "", follower: follower)
      }
    }
    for position in positions {
      for length in lengths {
        add(position: position, flags: "", amount: none, length: length, follower: "")
      }
      for amount in amounts {
        add(position: position, flags: "", amount: amount, length: "", follower: "")
      }
    }
    for amount in amounts {
      for flag in flags {
        add(position: positions[0], flags: flag, amount: amount, length: "l", follower: "")
      }
    }
    return cases
  }

  /// Variable references in a plain string (no variable is defined, so both sides reject them) and broken ones.
  static let variableCases: [Case] = [
    "%#@v@", "%1$#@v@", "%#5@v@", "%1#@v@", "%8$3.2#@v@", "%#@v", "%#@ v@", "%#@", "%*#@v@",
  ]
  .flatMap { reference in ["", " %@"].map { Case(format: reference + $0, highestPosition: 9) } }

  // MARK: - The two readings

  static func generatorReading(_ format: String) -> GeneratorReading {
    let (parameters, problems) = ParameterUnifier.parameters(forFormat: format)
    let parsed = FormatStringParser.parse(format)
    let rejected = problems.contains { problem in
      switch problem {
      // Whole-entry problems: the probes below supply every position, so holes and mixing do not matter.
      case .positionHole, .mixedPositionalAndSequential: false
      default: problem.severity == .error
      }
    }
    let conflicting = problems.contains { if case .conflictingTypes = $0 { true } else { false } }
    return GeneratorReading(
      parameters: Dictionary(parameters.map { ($0.position, $0.type) }, uniquingKeysWith: { first, _ in first }),
      valueTypes: parsed.placeholders.filter { $0.role == .value }.map(\.type),
      isRejected: rejected, hasConflictingTypes: conflicting)
  }

  /// The argument the generated accessor passes for a parameter of `type` (`localizationArgument(wrapping:)`).
  static func generatedArgument(for type: FormatArgumentType) -> LocalizationArgument {
    let expression = type.localizationArgument(wrapping: "value")
    switch expression {
    case ".string(value)": return .string("s")
    case ".int(value)": return .int(7)
    case ".uint(value)": return .uint(7)
    case ".double(value)": return .double(7.5)
    case ".int(Int(value))": return .int(65)
    case ".character(value)": return .character(0x41)
    default:
      Issue.record("unknown generated argument expression \(expression)")
      return .string("?")
    }
  }

  static let probes: [LocalizationArgument] = [.string("s"), .int(7), .uint(7), .double(7.5), .character(0x41)]

  static let numbers = NumberFormatSource(locale: Locale(identifier: "en_US_POSIX"))
  static let pluralRules = PluralRules(locale: "en")

  static func runtimeReading(_ format: String, arguments: [LocalizationArgument]) -> RuntimeReading {
    var renderer = FormatRenderer(
      arguments: arguments, numbers: numbers, pluralRules: pluralRules, deviceKeys: ["other"], presentationWidth: nil)
    do {
      _ = try renderer.render(.text(format))
      return .rendered(Set((1...arguments.count).filter { renderer.usedPositions.contains($0) }))
    } catch {
      return .refused("\(error)")
    }
  }

  /// The argument kinds of L10nKit's specifiers, in source order, as the generator's types.
  static func runtimeValueTypes(_ format: String) -> [FormatArgumentType?] {
    FormatStringScanner.scan(format).compactMap { segment in
      guard case .specifier(let specifier) = segment else { return nil }
      switch specifier.argumentKind {
      case .object?: return .string
      case .signedInteger?: return .int
      case .unsignedInteger?: return .uint
      case .floatingPoint?: return .double
      case .character?: return .character
      case .unichar?: return .unichar
      case .cString?: return .cString
      case .pointer?: return .pointer
      case nil: return nil
      }
    }
  }

  /// Why the two readings of `testCase` disagree, or `nil` when they agree.
  static func disagreement(_ testCase: Case) -> String? {
    disagreement(testCase, generator: generatorReading(testCase.format))
  }

  /// Why L10nKit's reading of `testCase` disagrees with `generator`, or `nil` when they agree.
  static func disagreement(_ testCase: Case, generator: GeneratorReading) -> String? {
    let count = max(testCase.highestPosition, (generator.parameters.keys.max() ?? 0) + 1)
    let readings = probes.map { probe in
      runtimeReading(
        testCase.format,
        arguments: (1...count).map { position in generator.parameters[position].map(generatedArgument) ?? probe })
    }
    if generator.hasConflictingTypes {
      // Not a question of grammar but of the whole string: the generator reports the conflict, and L10nKit, which
      // converts between integer kinds on purpose (`.int` for `%u`), renders those and refuses the others.
      return generator.isRejected ? nil : "a type conflict that is no error: \(generator)"
    }
    if !generator.isRejected {
      // Accepted: L10nKit renders from the generated arguments, reads exactly the generated parameters (whatever
      // a probe in another position holds), and gives each specifier the same type.
      let expected = RuntimeReading.rendered(Set(generator.parameters.keys))
      if let wrong = readings.first(where: { $0 != expected }) { return "\(generator), \(wrong)" }
      let runtimeTypes = runtimeValueTypes(testCase.format)
      if runtimeTypes != generator.valueTypes.map(Optional.some) {
        return "generator types \(generator.valueTypes), L10nKit kinds \(runtimeTypes)"
      }
      return nil
    }
    // Rejected: either both read the text as no specifier at all (no parameter, no argument read), or L10nKit
    // refuses it whatever the argument.
    if generator.parameters.isEmpty, readings.allSatisfy({ $0 == .rendered([]) }) { return nil }
    if let rendered = readings.first(where: { if case .rendered = $0 { true } else { false } }) {
      return "\(generator), but \(rendered)"
    }
    return nil
  }

  // MARK: - Tests

  /// Compares the readings of `cases`: every disagreement, and how many cases had each outcome.
  static func compare(_ cases: [Case]) -> (disagreements: [String], outcomes: [String: Int]) {
    var disagreements: [String] = []
    var outcomes: [String: Int] = [:]
    for testCase in cases {
      let generator = generatorReading(testCase.format)
      if let reason = disagreement(testCase, generator: generator) {
        disagreements.append("\(testCase.format.debugDescription): \(reason)")
      }
      let outcome =
        generator.hasConflictingTypes
        ? "type conflict" : generator.isRejected ? "rejected" : generator.parameters.isEmpty ? "text" : "accepted"
      outcomes[outcome, default: 0] += 1
    }
    return (disagreements, outcomes)
  }

  @Test(arguments: conversions)
  func generatorAndRuntimeReadEverySpecifierAlike(conversion: String) {
    let cases = Self.cases(conversion: conversion)
    let (disagreements, _) = Self.compare(cases)
    #expect(
      disagreements.isEmpty,
      "\(disagreements.count) of \(cases.count) disagree:\n\(disagreements.prefix(40).joined(separator: "\n"))")
  }

  @Test func variableReferencesAreReadAlike() {
    let (disagreements, outcomes) = Self.compare(Self.variableCases)
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    #expect(outcomes == ["rejected": Self.variableCases.count])
  }

  /// Defined variables: both sides give `%#@n@` (a plural number, `ld`) the same slot in every reference form,
  /// including `%1#@n@`, whose `1` is a width without `$`, and the `%ld` inside its variant.
  @Test(arguments: [
    "%#@n@ %@", "%@ %#@n@", "%@ %1#@n@", "%2$#@n@ %1$@", "%1$@ %2$#@n@", "%@ %2$3.2#@n@", "%-#@n@ %@",
    "%@ %5#@n@ %@",
  ])
  func definedVariablesTakeTheSameSlot(format: String) {
    let location = SourceLocation(file: "Localizable.stringsdict", line: 1, column: 1)
    let value = LocalizedValue(
      root: .text(format, location),
      substitutions: [
        Substitution(
          name: "n", formatSpecifier: "ld",
          variants: .plural([
            .init(selector: "one", node: .text("%ld item", location)),
            .init(selector: "other", node: .text("%ld items", location)),
          ]), location: location)
      ], location: location)
    let (parameters, problems) = ParameterUnifier.parameters(for: value)
    #expect(!problems.contains { $0.severity == .error }, "\(problems)")
    let types = Dictionary(parameters.map { ($0.position, $0.type) }, uniquingKeysWith: { first, _ in first })
    var renderer = FormatRenderer(
      arguments: (1...(types.keys.max() ?? 1)).map { types[$0].map(Self.generatedArgument) ?? .string("unused") },
      numbers: Self.numbers, pluralRules: Self.pluralRules, deviceKeys: ["other"], presentationWidth: nil)
    let variable = PluralVariable(variants: [.one: "%ld item", .other: "%ld items"], valueType: "ld")
    do {
      _ = try renderer.render(.format(format, variables: ["n": variable]))
      #expect(Set(types.keys).allSatisfy { renderer.usedPositions.contains($0) }, "\(types)")
    } catch {
      Issue.record("generator \(types), L10nKit refuses: \(error)")
    }
  }

  @Test func theEnumerationCoversEveryForm() {
    let total = Self.conversions.reduce(Self.variableCases.count) { $0 + Self.cases(conversion: $1).count }
    print("FormatGrammarAgreementTests: \(total) format strings compared, \(Self.conversions.count) conversions")
    #expect(total > 40_000)
  }

  /// The four decisions, spelled out (Docs/Formats.md §4): `%p` is accepted by both as an address, `%S` rejected by
  /// both, positions stop at 127 on both sides, and a length modifier is one of `hh h l ll q L j z t`.
  @Test func decisions() {
    #expect(Self.generatorReading("%p").parameters == [1: .pointer])
    #expect(Self.runtimeReading("%p", arguments: [.uint(0x2a)]) == .rendered([1]))
    #expect(Self.generatorReading("%S").isRejected)
    #expect(Self.runtimeReading("%S", arguments: [.string("s")]) != .rendered([1]))
    #expect(Self.generatorReading("%127$@").parameters == [127: .string])
    #expect(Self.generatorReading("%128$@").isRejected)
    let strings = Array(repeating: LocalizationArgument.string("s"), count: 128)
    #expect(Self.runtimeReading("%127$@", arguments: strings) == .rendered([127]))
    #expect(Self.runtimeReading("%128$@", arguments: strings) != .rendered([128]))
    #expect(Self.generatorReading("%lhd").isRejected && Self.generatorReading("%lhd").parameters.isEmpty)
    #expect(Self.runtimeReading("%lhd", arguments: [.int(1)]) == .rendered([]))
    #expect(Self.disagreement(Case(format: "%S", highestPosition: 2)) == nil)
  }
}
