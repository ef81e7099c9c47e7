import L10nGenCore
import Testing

/// A compact view of a parse result: value placeholders as `position:type`, problems by kind.
private func summary(_ format: String) -> [String] {
  FormatStringParser.parse(format).placeholders.filter { $0.role == .value }.map { "\($0.position):\($0.type)" }
}

private func problemKinds(_ format: String) -> [String] {
  FormatStringParser.parse(format).problems.map { problem in
    String(String(describing: problem).prefix { $0 != "(" })
  }
}

@Suite struct FormatStringParserTests {
  struct TypeCase: CustomTestStringConvertible, Sendable {
    let format: String
    let expected: [String]
    var testDescription: String { format }
  }

  @Test(
    "Conversions and length modifiers map to Swift types",
    arguments: [
      TypeCase(format: "%@", expected: ["1:string"]),
      TypeCase(format: "%d %i %ld %li %lld %qd %jd %zd %td %hd %hhd", expected: (1...11).map { "\($0):int" }),
      TypeCase(format: "%u %x %X %o %lu %lx %llu %qu %hhu", expected: (1...9).map { "\($0):uint" }),
      TypeCase(format: "%f %F %e %E %g %G %a %A %lf", expected: (1...9).map { "\($0):double" }),
      TypeCase(format: "%c %C %lc", expected: ["1:character", "2:unichar", "3:unichar"]),
      TypeCase(format: "%s %p", expected: ["1:cString", "2:pointer"]),
      TypeCase(format: "%D %U %O", expected: ["1:int", "2:uint", "3:uint"]),
    ])
  func types(_ testCase: TypeCase) {
    #expect(summary(testCase.format) == testCase.expected)
  }

  @Test(
    "Flags, width and precision are part of the specifier",
    arguments: ["%-5d", "%+d", "%05d", "%#x", "%10d", "%.10f", "%05.2f", "%-05d", "%+-10.3f", "%.f", "%1$-+010.4lf"])
  func grammar(_ format: String) throws {
    let parsed = FormatStringParser.parse(format)
    let placeholder = try #require(parsed.placeholders.first)
    #expect(parsed.placeholders.count == 1)
    #expect(placeholder.text == format)
    #expect(parsed.problems.isEmpty)
  }

  @Test func placeholderFieldsAreResolved() throws {
    let parsed = FormatStringParser.parse("Sent %2$.2f to %1$@ at %lld%%")
    #expect(
      parsed.placeholders == [
        FormatPlaceholder(
          position: 2, isPositional: true, text: "%2$.2f", conversion: "f", lengthModifier: "", type: .double,
          offset: 5),
        FormatPlaceholder(
          position: 1, isPositional: true, text: "%1$@", conversion: "@", lengthModifier: "", type: .string,
          offset: 15),
        FormatPlaceholder(
          position: 1, isPositional: false, text: "%lld", conversion: "d", lengthModifier: "ll", type: .int,
          offset: 23),
      ])
    // %1$@ and the sequential %lld share position 1 with different types.
    #expect(problemKinds("Sent %2$.2f to %1$@ at %lld%%") == ["conflictingTypes", "mixedPositionalAndSequential"])
  }

  @Test func offsetsCountUnicodeScalars() {
    let parsed = FormatStringParser.parse("🇩🇪 é %@")
    #expect(parsed.placeholders.first?.offset == 5)
  }

  @Test func starWidthAndPrecisionConsumeIntArguments() {
    let parsed = FormatStringParser.parse("%*d %.*f %1$*2$d")
    #expect(
      parsed.placeholders.map { "\($0.position):\($0.role.rawValue):\($0.type)" } == [
        "1:width:int", "2:value:int", "3:precision:int", "4:value:double", "2:width:int", "1:value:int",
      ])
  }

  @Test func literalPercentSigns() {
    #expect(summary("100%% sure, %%d, %%%d").map { $0 } == ["1:int"])
    #expect(FormatStringParser.parse("100%%").problems.isEmpty)
    #expect(FormatStringParser.parse("no percent").placeholders.isEmpty)
  }

  @Test func variableReferences() {
    let parsed = FormatStringParser.parse("%@ has %#@apples@ and %3$#@pears@, %8$3.2#@f8@")
    #expect(
      parsed.variables == [
        FormatVariableReference(name: "apples", position: 2, isPositional: false, offset: 7),
        FormatVariableReference(name: "pears", position: 3, isPositional: true, offset: 22),
        FormatVariableReference(name: "f8", position: 8, isPositional: true, offset: 35),
      ])
    #expect(parsed.placeholders.map(\.position) == [1])
    #expect(FormatStringParser.parse("%#@total.strings@ %#@a-b@").variables.map(\.name) == ["total.strings", "a-b"])
  }

  @Test func variablePositionWithoutDollarIsAWidth() {
    // duckduckgo en.lproj/Localizable.stringsdict:24 writes %1#@count@: harmless when it is first.
    let first = FormatStringParser.parse("%1#@count@")
    #expect(first.variables.map(\.position) == [1])
    #expect(first.problems.isEmpty)
    let second = FormatStringParser.parse("%@ %1#@count@")
    #expect(second.variables.map(\.position) == [2])
    #expect(
      second.problems == [
        .variablePositionWithoutDollar(text: "%1#@count@", writtenPosition: 1, actualPosition: 2, offset: 3)
      ])
  }

  @Test func initialPositionAndArgumentSpecifier() {
    let parsed = FormatStringParser.parse("%arg of %@ (%1$@)", initialPosition: 3, argumentSpecifier: "lld")
    #expect(parsed.placeholders.map { "\($0.position):\($0.type)" } == ["3:int", "4:string", "1:string"])
    #expect(parsed.placeholders.first?.text == "%arg")
    // Without an argument specifier %arg is the hex float %a followed by "rg".
    #expect(summary("%arg") == ["1:double"])
  }

  struct ProblemCase: CustomTestStringConvertible, Sendable {
    let format: String
    let problems: [String]
    let placeholders: [String]
    var testDescription: String { format }
  }

  @Test(
    "Problems",
    arguments: [
      ProblemCase(format: "a %k b", problems: ["invalidSpecifier"], placeholders: []),
      ProblemCase(format: "100% guaranteed", problems: ["strayPercent"], placeholders: []),
      ProblemCase(format: "50% off", problems: ["strayPercent"], placeholders: []),
      ProblemCase(format: "10% more", problems: ["strayPercent"], placeholders: []),
      ProblemCase(format: "100%", problems: ["strayPercent"], placeholders: []),
      ProblemCase(format: "100%.", problems: ["strayPercent"], placeholders: []),
      ProblemCase(format: "5% - 10%", problems: ["strayPercent", "strayPercent"], placeholders: []),
      ProblemCase(format: "Von % @", problems: ["ambiguousSpaceFlag"], placeholders: ["1:string"]),
      ProblemCase(format: "50% d", problems: ["ambiguousSpaceFlag"], placeholders: ["1:int"]),
      ProblemCase(format: "%'d", problems: ["unsupportedFlag"], placeholders: []),
      ProblemCase(
        format: "%S %ls %n %P", problems: Array(repeating: "unsupportedConversion", count: 4), placeholders: []),
      ProblemCase(format: "%D", problems: ["legacyConversion"], placeholders: ["1:int"]),
      ProblemCase(format: "%Lf", problems: ["longDouble"], placeholders: ["1:double"]),
      ProblemCase(format: "%0$@", problems: ["invalidPosition"], placeholders: []),
      ProblemCase(format: "%128$@", problems: ["invalidPosition"], placeholders: []),
      ProblemCase(format: "%3$@", problems: ["positionHole"], placeholders: ["3:string"]),
      ProblemCase(format: "%1$@ %1$d", problems: ["conflictingTypes"], placeholders: ["1:string", "1:int"]),
      ProblemCase(
        format: "%1$@ %@", problems: ["mixedPositionalAndSequential"], placeholders: ["1:string", "1:string"]),
      ProblemCase(format: "%#@bad name@", problems: ["malformedVariable"], placeholders: []),
      ProblemCase(format: "%#@", problems: ["malformedVariable"], placeholders: []),
      ProblemCase(format: "%1", problems: ["strayPercent"], placeholders: []),
    ])
  func problems(_ testCase: ProblemCase) {
    #expect(problemKinds(testCase.format) == testCase.problems)
    #expect(summary(testCase.format) == testCase.placeholders)
  }

  @Test func unsupportedConversionsKeepTheirSlot() {
    // %S takes argument 1, so %2$@ leaves no hole.
    #expect(problemKinds("%S %2$@") == ["unsupportedConversion", "mixedPositionalAndSequential"])
  }

  @Test func problemMessagesSayWhatAndHowToFix() {
    let stray = FormatProblem.strayPercent(text: "% g", offset: 3)
    #expect(stray.message.contains("'% g'") && stray.message.contains("%%"))
    #expect(stray.severity == .warning)
    let hole = FormatProblem.positionHole(missing: [1, 2], offset: 0)
    #expect(hole.message.contains("positions 1, 2") && hole.severity == .error)
    let conflict = FormatProblem.conflictingTypes(position: 1, .string, .int, offset: 5)
    #expect(conflict.message.contains("String") && conflict.message.contains("Int"))
    let location = SourceLocation(file: "a.strings", line: 2, column: 9)
    #expect(conflict.diagnostic(at: location).description.hasPrefix("a.strings:2:9: error: argument 1"))
  }

  @Test func argumentTypeOfVariableSpecifiers() {
    #expect(FormatStringParser.argumentType(ofSpecifier: "ld") == .int)
    #expect(FormatStringParser.argumentType(ofSpecifier: "lld") == .int)
    #expect(FormatStringParser.argumentType(ofSpecifier: "llu") == .uint)
    #expect(FormatStringParser.argumentType(ofSpecifier: "lf") == .double)
    #expect(FormatStringParser.argumentType(ofSpecifier: "@") == .string)
    #expect(FormatStringParser.argumentType(ofSpecifier: "%d") == .int)
    #expect(FormatStringParser.argumentType(ofSpecifier: "ld apples") == nil)
    #expect(FormatStringParser.argumentType(ofSpecifier: "k") == nil)
  }

  @Test func swiftTypes() {
    #expect(
      FormatArgumentType.allCases.map(\.swiftType) == [
        "String", "Int", "UInt", "Double", "CChar", "UInt16", "UnsafePointer<CChar>", "UnsafeRawPointer",
      ])
    #expect(FormatArgumentType.pointer.formatArgument("p1") == "Int(bitPattern: p1)")
    #expect(FormatArgumentType.string.formatArgument("p1") == "p1")
  }

  /// Malformed specifiers, alone and repeated, are reported as problems. (No time limit: on a loaded machine a test
  /// can wait for a thread longer than any limit that would catch a hang; the fuzz target covers hangs.)
  @Test func badInputIsReported() {
    let inputs = ["%", "%%%", "%1$", "%*", "%.*", "%*99999$d", "%99999999999999999999$@", "%#@a", "%l", "%hh", "%$"]
    for input in inputs {
      #expect(!FormatStringParser.parse(input).problems.isEmpty, "\(input)")
      // Fifty copies of a run of `%` make an even run: escaped percent signs, which is valid.
      let repeated = FormatStringParser.parse(String(repeating: input, count: 50))
      #expect(repeated.problems.isEmpty == input.allSatisfy { $0 == "%" }, "\(input) x 50")
    }
  }
}
