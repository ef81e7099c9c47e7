import Testing

@testable import L10nGenCore

@Suite struct FallbackTextTests {
  static let location = SourceLocation(file: "a.stringsdict", line: 1, column: 1)

  static func plural(_ format: String, variables: [(String, String, Int?)]) -> LocalizedValue {
    LocalizedValue(
      root: .text(format, location),
      substitutions: variables.map { name, specifier, argument in
        Substitution(
          name: name, argumentNumber: argument, formatSpecifier: specifier,
          variants: .plural([.init(selector: "other", node: .text("%\(specifier) x", location))]), location: location)
      },
      location: location)
  }

  @Test func pluralVariablesBecomeTheirNumberSoTheFallbackFormatsSafely() {
    let value = Self.plural("%#@messages@ in %@", variables: [("messages", "ld", nil)])
    let fallback = FallbackText.make(for: value)
    #expect(fallback.display == "%#@messages@ in %@")
    #expect(fallback.format == "%ld in %@")
  }

  @Test func positionalAndArgNumReferencesKeepTheirSlots() {
    let value = Self.plural(
      "%2$@ — %1$#@count@, %#@total@", variables: [("count", "lld", nil), ("total", "d", 3)])
    #expect(FallbackText.make(for: value).format == "%2$@ — %1$lld, %3$d")
  }

  @Test func plainTextIsKeptAsIs() {
    let value = LocalizedValue.text("100%% sure, %@", at: Self.location)
    #expect(FallbackText.make(for: value) == FallbackText(display: "100%% sure, %@", format: "100%% sure, %@"))
  }
}
