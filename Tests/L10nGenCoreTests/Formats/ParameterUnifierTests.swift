import L10nGenCore
import Testing

@Suite struct ParameterUnifierTests {
  private static let here = SourceLocation(file: "Localizable.stringsdict", line: 1, column: 1)

  private func plural(_ forms: [String: String]) -> VariantNode {
    .plural(forms.sorted { $0.key < $1.key }.map { .init(selector: $0.key, node: .text($0.value, Self.here)) })
  }

  private func substitution(_ name: String, _ specifier: String, argNum: Int? = nil, _ forms: [String: String])
    -> Substitution
  {
    Substitution(
      name: name, argumentNumber: argNum, formatSpecifier: specifier, variants: plural(forms), location: Self.here)
  }

  private func unify(_ root: String, _ substitutions: [Substitution]) -> (params: [String], problems: [FormatProblem]) {
    unify(.text(root, Self.here), substitutions)
  }

  private func unify(_ root: VariantNode, _ substitutions: [Substitution]) -> (
    params: [String], problems: [FormatProblem]
  ) {
    let value = LocalizedValue(root: root, substitutions: substitutions, location: Self.here)
    let (parameters, problems) = ParameterUnifier.parameters(for: value)
    return (parameters.map { "\($0.position):\($0.type.swiftType):\($0.label ?? "-")" }, problems)
  }

  @Test func stringsdictVariableBesideAPlaceholder() {
    // PRODUCT.md: inbox.messages = "%#@messages@ in %@" → messages(messages: Int, _ p2: String)
    let result = unify(
      "%#@messages@ in %@", [substitution("messages", "ld", ["one": "%ld message", "other": "%ld messages"])])
    #expect(result.params == ["1:Int:messages", "2:String:-"])
    #expect(result.problems.isEmpty)
  }

  @Test func placeholdersOnlyInVariantsBecomeParameters() {
    // duckduckgo en.lproj/Localizable.stringsdict:24 shape (SwiftGen #1137, R.swift #716).
    let result = unify(
      "%1#@count@", [substitution("count", "d", ["one": "%2$@ and %3$@ and %1$d other", "other": "%2$@ %3$@ %1$d"])])
    #expect(result.params == ["1:Int:count", "2:String:-", "3:String:-"])
    #expect(result.problems.isEmpty)
  }

  @Test func nestedVariables() {
    let result = unify(
      "%1$#@passwords@",
      [
        substitution(
          "passwords", "d", ["one": "%1$d password in %2$#@accounts@", "other": "%1$d passwords in %2$#@accounts@"]),
        substitution("accounts", "d", ["one": "one account", "other": "%2$d accounts"]),
      ])
    #expect(result.params == ["1:Int:passwords", "2:Int:accounts"])
    #expect(result.problems.isEmpty)
  }

  @Test func catalogArgAndArgNum() {
    // Docs/Formats.md §3.2 dog_eating_apples.
    let result = unify(
      "%@ ate %#@appleCount@ today!",
      [substitution("appleCount", "ld", argNum: 2, ["zero": "no apples", "one": "one apple", "other": "%arg apples"])])
    #expect(result.params == ["1:String:-", "2:Int:appleCount"])
    #expect(result.problems.isEmpty)
  }

  @Test func positionalArgumentOnlyInAVariant() {
    // Docs/Formats.md §3.2 search_results (xcstrings-tool #34).
    let result = unify(
      "%1$#@arg1@",
      [substitution("arg1", "lld", argNum: 1, ["zero": "No results", "one": "%1$lld result", "other": "%2$@ results"])])
    #expect(result.params == ["1:Int:arg1", "2:String:-"])
    #expect(result.problems.isEmpty)
  }

  @Test func argNumOverridesTheReferencePosition() {
    let result = unify(
      "%#@b@ then %#@a@",
      [substitution("a", "lf", argNum: 1, ["other": "%arg"]), substitution("b", "lld", argNum: 2, ["other": "%arg"])])
    #expect(result.params == ["1:Double:a", "2:Int:b"])
    #expect(result.problems.isEmpty)
  }

  @Test func unnumberedSpecifiersInAVariantStartAtTheVariableSlot() {
    let result = unify(
      "%@ %#@files@", [substitution("files", "ld", ["one": "%ld file in %@", "other": "%ld files in %@"])])
    #expect(result.params == ["1:String:-", "2:Int:files", "3:String:-"])
  }

  @Test func substitutionWithoutArgInItsVariantsStillTakesItsSlot() {
    // xcstrings-tool #143.
    let result = unify("%#@n@ for %@", [substitution("n", "lld", ["one": "One item", "other": "Many items"])])
    #expect(result.params == ["1:Int:n", "2:String:-"])
  }

  @Test func deviceVariantsAreUnified() {
    let root = VariantNode.device([
      .init(selector: "iphone", node: .text("Tap %@", Self.here)),
      .init(selector: "mac", node: .text("Click %@ %ld times", Self.here)),
    ])
    #expect(unify(root, []).params == ["1:String:-", "2:Int:-"])
  }

  @Test func conflictingTypesAcrossVariants() {
    let result = unify("%#@n@", [substitution("n", "ld", ["one": "%@ item", "other": "%ld items"])])
    #expect(result.problems == [.conflictingTypes(position: 1, .int, .string, offset: 0)])
  }

  @Test func undefinedRecursiveAndInvalidVariables() {
    #expect(unify("%#@missing@", []).problems == [.undefinedVariable(name: "missing", offset: 0)])
    #expect(
      unify("%#@loop@", [substitution("loop", "d", ["other": "%#@loop@"])]).problems == [
        .recursiveVariable(name: "loop", offset: 0)
      ])
    #expect(
      unify("%#@n@", [substitution("n", "ld items", ["other": "x"])]).problems == [
        .invalidVariableSpecifier(name: "n", specifier: "ld items")
      ])
  }

  @Test func holesAreFoundAcrossTheWholeEntry() {
    let result = unify("%#@n@", [substitution("n", "ld", argNum: 3, ["other": "%arg"])])
    #expect(result.params == ["3:Int:n"])
    #expect(result.problems == [.positionHole(missing: [1, 2], offset: 0)])
    // The root alone has a hole at 2 that a variant fills: no problem.
    let filled = unify("%1$#@n@ %3$@", [substitution("n", "ld", ["other": "%1$ld of %2$@"])])
    #expect(filled.params == ["1:Int:n", "2:String:-", "3:String:-"])
    #expect(filled.problems.isEmpty)
  }

  @Test func crossLanguageMismatches() {
    let development = [FormatParameter(position: 1, type: .string), FormatParameter(position: 2, type: .int)]
    #expect(ParameterUnifier.mismatches(of: development, against: development).isEmpty)
    // ResistanceTo/MiniWatts: a translation wrote "%1" instead of "%1$@".
    let broken = ParameterUnifier.parameters(forFormat: "%1 hat %2$d").parameters
    #expect(
      ParameterUnifier.mismatches(of: broken, against: development) == [
        .missingArgument(position: 1, expected: .string)
      ])
    // R.swift #398: %f in one language, %d in another.
    let translation = ParameterUnifier.parameters(forFormat: "%1$@ %2$f %3$@").parameters
    let mismatches = ParameterUnifier.mismatches(of: translation, against: development)
    #expect(
      mismatches == [
        .typeMismatch(position: 2, expected: .int, actual: .double), .extraArgument(position: 3, actual: .string),
      ])
    #expect(mismatches.map(\.severity) == [.error, .error])
    #expect(mismatches[0].message.contains("argument 2 is Double in the translation but Int"))
  }
}
