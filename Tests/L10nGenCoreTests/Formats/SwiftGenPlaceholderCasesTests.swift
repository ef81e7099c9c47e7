import L10nGenCore
import Testing

/// The cases of SwiftGen's `Tests/SwiftGenKitTests/StringPlaceholderTypeTests.swift` (MIT), re-expressed for
/// our parser. Differences are deliberate and noted: we keep positions instead of compacting holes (and report
/// the hole), `%o %u %x` are `UInt`, and `%f` is `Double`.
@Suite struct SwiftGenPlaceholderCasesTests {
  private func types(_ format: String) -> [String] {
    let (parameters, _) = ParameterUnifier.parameters(forFormat: format)
    return parameters.map { "\($0.position):\($0.type)" }
  }

  private func kinds(_ format: String) -> [String] {
    ParameterUnifier.parameters(forFormat: format).problems.map { String(String(describing: $0).prefix { $0 != "(" }) }
  }

  @Test func simpleConversions() {
    #expect(types("%@") == ["1:string"])
    #expect(types("%f") == ["1:double"])
    #expect(types("%g-%e") == ["1:double", "2:double"])
    #expect(types("%1.2f : %.3f : %+3f : %-6.2f") == ["1:double", "2:double", "3:double", "4:double"])
    #expect(types("%d-%i-%o-%u-%x") == ["1:int", "2:int", "3:uint", "4:uint", "5:uint"])
    #expect(types("%c-%s") == ["1:character", "2:cString"])
  }

  @Test func positional() {
    #expect(types("%2$d-%4$f-%3$@-%c") == ["1:character", "2:int", "3:string", "4:double"])
    #expect(kinds("%2$d-%4$f-%3$@-%c") == ["mixedPositionalAndSequential"])
  }

  @Test func complexFormatKeepsPositionsAndReportsTheHole() {
    // SwiftGen compacts to [int, object, float, char]; position 1 is unused, which shifts arguments at run time.
    let format = "%2$1.3d - %4$-.7f - %3$@ - %% - %5$+3c - %%"
    #expect(types(format) == ["2:int", "3:string", "4:double", "5:character"])
    #expect(ParameterUnifier.parameters(forFormat: format).problems == [.positionHole(missing: [1], offset: 0)])
  }

  @Test func manyPlaceholders() {
    let expected = [
      "1:string", "2:int", "3:double", "4:double", "5:int", "6:int", "7:string", "8:double", "9:string", "10:int",
      "11:double",
    ]
    let format = "%@ - %d - %f - %5$d - %04$f - %6$d - %007$@ - %8$3.2f - %11$1.2f - %9$@ - %10$d"
    #expect(types(format) == expected)
    // %0$@ is printed literally by Foundation ("0@"): not a placeholder, but reported.
    let withZero = "%@ - %d - %0$@ - %f - %5$d - %04$f - %6$d - %007$@ - %8$3.2f - %11$1.2f - %9$@ - %10$d"
    #expect(types(withZero) == expected)
    #expect(kinds(withZero).contains("invalidPosition"))
  }

  @Test func interleavedPositionalAndSequential() {
    // Sequential specifiers count 1...5 on their own; 6 is a hole.
    let format = "%@ %7$d %@ %@ %8$d %@ %@"
    #expect(types(format) == ["1:string", "2:string", "3:string", "4:string", "5:string", "7:int", "8:int"])
    #expect(kinds(format) == ["mixedPositionalAndSequential", "positionHole"])
  }

  @Test func flags() {
    for format in ["%-9d", "%+9d", "% 9d", "%#9d", "%09d"] {
      #expect(types(format) == ["1:int"], "\(format)")
    }
    #expect(types("%_9d %_9f %_9@ %!9@").isEmpty)
  }

  @Test func duplicatePositionWithTheSameType() {
    #expect(types("Text: %1$@; %1$@.") == ["1:string"])
    #expect(kinds("Text: %1$@; %1$@.").isEmpty)
  }

  @Test func typeMismatchOnOnePosition() {
    #expect(
      ParameterUnifier.parameters(forFormat: "Text: %1$@; %1$ld.").problems == [
        .conflictingTypes(position: 1, .string, .int, offset: 12)
      ])
  }

  @Test(
    "A later specifier cannot overwrite a position's type",
    arguments: [
      ("%@ %1$d", 1, FormatArgumentType.string, FormatArgumentType.int),
      ("%1$d %@", 1, .int, .string),
      ("%@ %2$d %@", 2, .int, .string),
      ("%@ %2$d %@ %@ %5$d %@ %@", 2, .int, .string),
      ("%@ %@ %2$d %@ %5$d %@ %@", 2, .string, .int),
    ])
  func overwrite(format: String, position: Int, first: FormatArgumentType, second: FormatArgumentType) {
    let conflicts = ParameterUnifier.parameters(forFormat: format).problems.compactMap { problem in
      if case .conflictingTypes(let conflictPosition, let a, let b, _) = problem { return (conflictPosition, a, b) }
      return nil
    }
    #expect(conflicts.first?.0 == position)
    #expect(conflicts.first?.1 == first)
    #expect(conflicts.first?.2 == second)
  }

  @Test func percentEscapes() {
    #expect(types("%%foo").isEmpty)
    #expect(types("%%%foo") == ["1:double"])
  }

  @Test func stringsDictVariablesTakeTheirValueType() {
    let location = SourceLocation(file: "Localizable.stringsdict", line: 1, column: 1)
    func variable(_ name: String, _ type: String) -> Substitution {
      Substitution(
        name: name, formatSpecifier: type,
        variants: .plural([
          .init(selector: "one", node: .text("%\(type) one", location)),
          .init(selector: "other", node: .text("%\(type) others", location)),
        ]), location: location)
    }
    let format = """
      %@ - %#@d2@ - %0$#@zero@ - %#@f3@ - %5$#@d5@ - %04$#@f4@ - %6$#@d6@ - %007$@
      - %8$#@f8@ - %11$#@f11@ - %9$@ - %10$#@d10@
      """
    let value = LocalizedValue(
      root: .text(format, location),
      substitutions: [
        variable("zero", "d"), variable("d2", "d"), variable("f3", "f"), variable("f4", "f"), variable("d5", "d"),
        variable("d6", "d"), variable("f8", "f"), variable("d10", "d"), variable("f11", "f"),
      ], location: location)
    let (parameters, problems) = ParameterUnifier.parameters(for: value)
    #expect(
      parameters.map { "\($0.position):\($0.type):\($0.label ?? "-")" } == [
        "1:string:-", "2:int:d2", "3:double:f3", "4:double:f4", "5:int:d5", "6:int:d6", "7:string:-", "8:double:f8",
        "9:string:-", "10:int:d10", "11:double:f11",
      ])
    #expect(problems.contains(.invalidPosition(text: "%0$", offset: 14)))
  }
}
