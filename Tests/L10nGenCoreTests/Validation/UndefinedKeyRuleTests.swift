import Foundation
import Testing

@testable import L10nGenCore

/// What `undefined-key` reports, and the noise it never reports.
@Suite struct UndefinedKeyRuleTests {
  static let table = ["en.lproj/Localizable.strings": "\"login.title\" = \"Sign in\";\n\"Done\" = \"Done\";\n"]

  /// The findings for usages of `keys` (each with its `value:`), in `Localizable`.
  static func check(
    _ keys: [(key: String, value: String?)], filter: DiagnosticFilter = DiagnosticFilter(),
    table: String = "Localizable"
  ) -> [Diagnostic] {
    var index = KeyUsageIndex()
    index.add(
      keys.enumerated().map { offset, usage in
        KeyUsage(
          key: SourceKey(usage.key), table: table,
          location: SourceLocation(file: "View.swift", line: offset + 1, column: 1),
          form: .stringLocalized, value: usage.value)
      })
    let context = ValidationContext(project: ValidationFixture.project(Self.table), filter: filter, keyUsages: index)
    return context.tables.flatMap { UndefinedKeyRule().check($0, in: context) }
  }

  @Test func literalsWithoutALetterAreNotFindings() {
    let keys = [" ⸱ ", ", ", "%@", "·", "%lld", "%1$@ – %2$@", "100%", "(%lld)", "%#@count@"].map {
      ($0, nil as String?)
    }
    #expect(Self.check(keys).isEmpty)
    #expect(Self.check([("%@ files", nil)]).count == 1)
    #expect(Self.check([("Größe", nil)]).count == 1)
  }

  @Test(arguments: [
    ("%@", false), (" ⸱ ", false), ("%lld", false), ("%.2f%%", false), ("%1$@ – %2$@", false), ("%@ files", true),
    ("x", true), ("é", true), ("100% sure", true), ("%#@count@", false), ("日本", true),
  ])
  func keysWithoutLetters(key: String, hasLetter: Bool) {
    #expect(SourceKey(key).hasLetter == hasLetter)
  }

  @Test func interpolationsAreNoLetters() {
    #expect(!SourceKey(parts: [.argument(specifier: "%lld")]).hasLetter)
    #expect(!SourceKey(parts: [.argument(specifier: nil), .text(" · ")]).hasLetter)
    #expect(SourceKey(parts: [.argument(specifier: nil), .text(" files")]).hasLetter)
  }

  @Test func aDefaultValueIsWhatUsersSee() {
    let found = Self.check([("login.titel", nil), ("welcome.banner", "Welcome back!")])
    #expect(found.count == 2)
    #expect(found[0].message.hasSuffix("or users see the key itself"))
    #expect(found[0].message.contains("did you mean 'login.title'?"))
    #expect(found[1].message.hasSuffix("or users see 'Welcome back!', the call's default value, in every language"))
  }

  @Test func theSuggestionIsNeverTheKeyItself() {
    // A key that differs only in case gets the defined spelling; no key is offered as its own correction.
    let found = Self.check([("done", nil)])
    #expect(found.first?.message.contains("did you mean 'Done'?") == true)
    #expect(Suggestion.closest(to: "Done", among: ["Done", "Dome"]) == "Dome")
    #expect(Suggestion.closest(to: "Done", among: ["Done"]) == nil)
  }

  @Test func suggestionsMatchTheUnboundedDistance() {
    let candidates = ["login.title", "login.subtitle", "logout", "settings.title", "a", "", "LOGIN.TITEL"]
    for input in ["login.titel", "logn", "settings.titles", "x", "login.title.long.suffix", "LOGIN.TITLE"] {
      let limit = max(2, input.count / 3)
      let expected = candidates.filter { $0 != input }.map {
        ($0, Suggestion.distance(Array(input.lowercased()), Array($0.lowercased())))
      }.min { $0.1 < $1.1 }.flatMap { $0.1 <= limit ? $0.0 : nil }
      #expect(Suggestion.closest(to: input, among: candidates) == expected, "\(input)")
    }
  }

  /// The length and letter filters skip only candidates the full distance would reject: on keys drawn from a small
  /// alphabet (so that many are close), every answer is the unbounded distance's.
  @Test func filteredSuggestionsMatchTheUnboundedDistanceOnManyKeys() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet = Array("abcdeABé.%@ ")
    func word() -> String { String((0..<(1 + next(24))).map { _ in alphabet[next(alphabet.count)] }) }
    let candidates = (0..<300).map { _ in word() }
    var prepared = Suggestion.Candidates(candidates)
    for _ in 0..<300 {
      let input = next(4) == 0 ? candidates[next(candidates.count)] : word()
      let limit = max(2, input.count / 3)
      let expected = candidates.filter { $0 != input }.map {
        ($0, Suggestion.distance(Array(input.lowercased()), Array($0.lowercased())))
      }.min { $0.1 < $1.1 }.flatMap { $0.1 <= limit ? $0.0 : nil }
      #expect(prepared.closest(to: input) == expected, "\(input)")
    }
  }

  @Test func theBandedDistanceAgreesWithTheFullOne() {
    let words = ["", "a", "ab", "ba", "kitten", "sitting", "flaw", "lawn", "login.title", "logout.title", "ééa", "aéé"]
    var previous: [Int] = []
    var current: [Int] = []
    for a in words {
      for b in words {
        let full = Suggestion.distance(Array(a), Array(b))
        for bound in 0...8 {
          let banded = Suggestion.distance(
            Array(a.unicodeScalars), Array(b.unicodeScalars), below: bound, previous: &previous, current: &current)
          #expect(banded == (full < bound ? full : nil), "\(a) \(b) below \(bound)")
        }
      }
    }
  }

  @Test func aDisabledRuleComputesNothing() {
    let filter = DiagnosticFilter(disabledRules: [.undefinedKey])
    #expect(Self.check([("login.titel", nil)], filter: filter).isEmpty)
    #expect(Self.check([("x", nil)], table: "Missing").count == 1)
    #expect(Self.check([("%@", nil)], table: "Missing").isEmpty)
  }
}
