import L10nGenCore
import Testing

@Suite struct KeyNamerTests {
  private func keys(_ names: [String], file: String = "Localizable.strings") -> [(
    key: String, location: L10nGenCore.SourceLocation
  )] {
    names.enumerated().map { ($0.element, SourceLocation(file: file, line: $0.offset + 1, column: 1)) }
  }

  /// `Namespace.member → key` for every member, sorted.
  private func paths(_ root: KeyNamespace) -> [String] {
    root.allMembers.map { ($0.namespaces + [$0.member.swiftName]).joined(separator: ".") + " → " + $0.member.key }
  }

  private func build(_ names: [String], separator: String = ".", structure: KeyNamer.Structure = .nested)
    -> (paths: [String], diagnostics: [Diagnostic])
  {
    let (root, diagnostics) = KeyNamer.buildTree(keys: keys(names), separator: separator, structure: structure)
    return (paths(root), diagnostics)
  }

  @Test func nestsByTheSeparator() {
    let result = build(["login.title", "login.welcome", "transfer", "inbox.messages"])
    #expect(
      result.paths == [
        "transfer → transfer", "Inbox.messages → inbox.messages", "Login.title → login.title",
        "Login.welcome → login.welcome",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func flatStructureAndOtherSeparators() {
    #expect(
      build(["login.title", "login.welcome"], structure: .flat).paths == [
        "loginTitle → login.title", "loginWelcome → login.welcome",
      ])
    #expect(build(["settings/sound/volume"], separator: "/").paths == ["Settings.Sound.volume → settings/sound/volume"])
    #expect(build(["settings_sound"], separator: "_").paths == ["Settings.sound → settings_sound"])
    #expect(build(["a.b"], separator: "").paths == ["aB → a.b"])
  }

  @Test func keyThatIsAlsoAPrefix() {
    let result = build(["a.b", "a.b.c"])
    #expect(result.paths == ["A.b → a.b", "A.B.c → a.b.c"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func emptyComponents() {
    let result = build(["a..b", "trailing.", ".leading", "..."])
    #expect(
      result.paths == [
        "fullStopFullStopFullStop → ...", "leading → .leading", "trailing → trailing.",
        "A.b → a..b",
      ])
  }

  @Test func collisionsAreIndependentOfInputOrderAndNameBothKeys() throws {
    let forward = KeyNamer.buildTree(keys: keys(["header", "Header"]), separator: ".", structure: .nested)
    let backward = KeyNamer.buildTree(keys: keys(["Header", "header"]).reversed(), separator: ".", structure: .nested)
    #expect(paths(forward.root) == ["header → Header", "header2 → header"])
    #expect(paths(forward.root) == paths(backward.root))
    let warning = try #require(forward.diagnostics.first)
    #expect(forward.diagnostics.count == 1)
    #expect(warning.severity == .warning)
    #expect(warning.location == SourceLocation(file: "Localizable.strings", line: 1, column: 1))
    #expect(warning.message.contains("key 'header' (Localizable.strings:1:1)"))
    #expect(warning.message.contains("key 'Header' (Localizable.strings:2:1)"))
    #expect(warning.message.contains("'header2'"))
  }

  @Test func threeWayCollisionAndSuffixThatIsAlreadyTaken() {
    let result = build(["my-sub", "my_sub", "mySub", "mySub2"])
    #expect(result.paths == ["mySub → my-sub", "mySub2 → mySub2", "mySub3 → mySub", "mySub4 → my_sub"])
    #expect(result.diagnostics.count == 2)
  }

  @Test func namespaceCollisions() {
    let result = build(["my-sub.a", "my_sub.b"])
    #expect(result.paths == ["MySub.a → my-sub.a", "MySub2.b → my_sub.b"])
    #expect(result.diagnostics.first?.message.contains("keys starting with 'my_sub.'") == true)
  }

  @Test func memberAndNamespaceWithTheSameSwiftName() {
    let result = build(["1", "1.x"])
    #expect(result.paths == ["_1 → 1", "_1_2.x → 1.x"])
    #expect(result.diagnostics.count == 1)
  }

  @Test func caseOnlyDifferencesBetweenMemberAndNamespaceAreFine() {
    let result = build(["a.B", "a.b", "a.b.c"])
    #expect(result.paths == ["A.b → a.B", "A.b2 → a.b", "A.B.c → a.b.c"])
  }

  @Test func keywordsAndReservedNames() {
    let result = build(["default", "private.title", "self", "init", "Type.x", "String.y", "protocol"])
    #expect(result.paths.contains("`default` → default"))
    #expect(result.paths.contains("self_ → self"))
    #expect(result.paths.contains("init_ → init"))
    #expect(result.paths.contains("Type_.x → Type.x"))
    #expect(result.paths.contains("String_.y → String.y"))
    #expect(result.paths.contains("Private.title → private.title"))
    #expect(result.diagnostics.count == 4)
  }

  @Test func keysWithoutLettersStayReachable() {
    let result = build(["", "🎉", "?", "2fa"])
    #expect(result.paths == ["_2fa → 2fa", "emptyKey → ", "partyPopper → 🎉", "questionMark → ?"])
    #expect(result.diagnostics.filter { $0.severity == .note }.count == 3)
  }

  @Test func duplicateKeysAreMerged() {
    #expect(build(["a", "a"]).paths == ["a → a"])
  }
}
