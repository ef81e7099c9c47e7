import Foundation
import Testing

@testable import L10nGenCore

/// Each entry of the Apple API table, and the module's own declarations, decide which literals are keys.
struct LocalizedAPITests {
  /// The keys `KeyUsageScanner` reads in `source`.
  private func keys(_ source: String) -> [String] {
    KeyUsageScanner.scan(Array(source.utf8), path: "a.swift", language: .swift, options: SourceScanOptions())
      .usages.compactMap(\.key.text)
  }

  @Test(arguments: LocalizedAPI.all) func entryReadsItsLiteral(_ api: LocalizedAPI) {
    let argument = api.label.map { "other: 1, \($0): \"api.key\"" } ?? "\"api.key\", other: 1"
    let call = api.isMember ? "view.\(api.callee)(\(argument))" : "\(api.callee)(\(argument))"
    #expect(keys(call) == ["api.key"], "\(call)")
    // Another label of the same callee is no key.
    let unrelated = api.isMember ? "view.\(api.callee)(unrelated: \"no.key\")" : "\(api.callee)(unrelated: \"no.key\")"
    #expect(keys(unrelated).isEmpty, "\(unrelated)")
  }

  @Test func aHelperIsReadPerFunctionNotPerLabel() {
    let source = """
      func row(title: LocalizedStringKey) -> some View { Text(title) }
      func log(title: String) {}
      row(title: "helper.key")
      log(title: "not.a.key")
      """
    #expect(keys(source) == ["helper.key"])
  }

  @Test func aNameDeclaredWithTwoTypesIsNeverGuessed() {
    let source = """
      struct A { var note: LocalizedStringKey }
      struct B { var note: String }
      func f(a: inout A) { a.note = "unknown" }
      """
    #expect(keys(source).isEmpty)
  }

  @Test func returnsOfALocalizedFunctionAreKeysButNotThoseOfItsClosures() {
    let source = """
      func label(_ on: Bool) -> LocalizedStringKey {
        let names = items.map { item -> String in return "closure" }
        guard on else { return "off.key" }
        return names.isEmpty ? "empty.key" : "on.key"
      }
      """
    #expect(Set(keys(source)) == ["off.key", "empty.key", "on.key"])
  }

  @Test func appIntentsSummaryNamesItsParameters() {
    #expect(keys(#"Summary("Add \(\.$url) to \(\.$account)")"#) == ["Add ${url} to ${account}"])
  }

  @Test func interpolationsOfPropertiesDeclaredElsewhereGetTheirSpecifier() {
    let source = """
      struct Item { let name: String; let count: Int }
      func f(item: Item) -> some View { Text("\\(item.name) has \\(item.count)") }
      """
    #expect(keys(source) == ["%@ has %lld"])
    #expect(keys(source + "\nText(\"\\(item.count - item.count + 1) left\")").last == "%lld left")
  }

  @Test func enumPayloadsAndInitializersOfTheModulesTypesAreRead() {
    let source = """
      enum Banner { case message(LocalizedStringKey), plain(String) }
      struct Preset { let title: LocalizedStringResource; let id: String }
      let a = Banner.message("payload.key")
      let b = Banner.plain("not.a.key")
      let presets: [Preset] = [.init(title: "init.key", id: "not.an.id")]
      """
    #expect(Set(keys(source)) == ["payload.key", "init.key"])
  }

  @Test func typedDictionaryValuesAreKeysAndTheirKeysAreNot() {
    let source = """
      static var cases: [String: DisplayRepresentation] = ["raw": "value.key", "other": .init(stringLiteral: x)]
      """
    #expect(keys(source) == ["value.key"])
    // An entry without a colon (invalid, but read all the same) is skipped.
    #expect(keys("let d: [String: LocalizedStringKey] = [\"a\", (b)]").isEmpty)
  }

  @Test func aModuleTypeThatShadowsAnAppleViewIsNeverGuessed() {
    let source = """
      struct Tab { init(_ name: String) {} }
      let tab = Tab("not.a.key")
      """
    #expect(keys(source).isEmpty)
  }

  @Test func initInATypedContextIsThatTypesInitializer() {
    let source = """
      var displayRepresentation: DisplayRepresentation { .init(title: "init.title", subtitle: "init.subtitle") }
      static var cases: [Kind: DisplayRepresentation] = [.a: .init(title: "case.title")]
      var other: Preview { .init(title: "not.a.key") }
      """
    #expect(Set(keys(source)) == ["init.title", "init.subtitle", "case.title"])
  }
}
