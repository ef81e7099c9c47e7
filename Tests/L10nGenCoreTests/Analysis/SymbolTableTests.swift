import L10nGenCore
import Testing

@Suite struct SymbolTableTests {
  /// A table whose keys each have an English value, located at line 1, 2... of `<name>.strings`.
  static func table(_ name: String, _ keys: [String]) -> LocalizationTable {
    let file = "en.lproj/\(name).strings"
    let entries = keys.enumerated().map { index, key in
      let location = SourceLocation(file: file, line: index + 1, column: 1)
      return LocalizationEntry(key: key, values: ["en": .text("Value \(index)", at: location)], location: location)
    }
    return LocalizationTable(
      name: name, developmentLanguage: "en", languages: ["en"], entries: entries, sourceFiles: [file])
  }

  static func config(template: String = "structured", structure: L10nGenConfig.Structure = .nested) -> L10nGenConfig {
    var config = L10nGenConfig()
    config.template = template
    config.structure = structure
    config.keySymbols = true
    return config
  }

  /// `Namespace.member → key` for every accessor of `table`, the namespace of the table first.
  static func paths(_ symbols: SymbolTable, table: String) throws -> [String] {
    let table = try #require(symbols.symbols(ofTable: table))
    let prefix = table.namespace.map { [$0] } ?? []
    return table.accessors.allMembers.map {
      (prefix + $0.namespaces + [$0.member.swiftName]).joined(separator: ".") + " → " + $0.member.key
    }
  }

  static func messages(_ symbols: SymbolTable, rule: RuleID) -> [String] {
    symbols.diagnostics.filter { $0.rule == rule }.map(\.message)
  }

  // MARK: Tables

  @Test func tablesGetANamespaceAndAKeyTypeInTheRootEnum() throws {
    let symbols = SymbolTable(
      tables: [Self.table("InfoPlist", ["CFBundleName"]), Self.table("Localizable", ["title"])], config: Self.config())
    let main = try #require(symbols.symbols(ofTable: "Localizable"))
    #expect(main.namespace == nil)
    #expect(main.keyType == "LocalizableKey")
    let info = try #require(symbols.symbols(ofTable: "InfoPlist"))
    #expect(info.namespace == "InfoPlist")
    #expect(info.keyType == "InfoPlistKey")
    #expect(symbols.tables.map(\.table) == ["InfoPlist", "Localizable"])
    #expect(symbols.diagnostics.isEmpty)
    #expect(symbols.style == .structured)
  }

  @Test func tablesThatMapToOneNameAreNumberedWithTheirKeyTypes() throws {
    let forward = SymbolTable(
      tables: [Self.table("Info-Plist", ["a"]), Self.table("InfoPlist", ["b"])], config: Self.config())
    let backward = SymbolTable(
      tables: [Self.table("InfoPlist", ["b"]), Self.table("Info-Plist", ["a"])], config: Self.config())
    for symbols in [forward, backward] {
      #expect(symbols.symbols(ofTable: "Info-Plist")?.namespace == "InfoPlist")
      #expect(symbols.symbols(ofTable: "Info-Plist")?.keyType == "InfoPlistKey")
      #expect(symbols.symbols(ofTable: "InfoPlist")?.namespace == "InfoPlist2")
      #expect(symbols.symbols(ofTable: "InfoPlist")?.keyType == "InfoPlist2Key")
    }
    let warning = try #require(forward.diagnostics.first)
    #expect(forward.diagnostics.count == 1)
    #expect(warning.rule == .nameCollision)
    #expect(warning.location == SourceLocation(file: "en.lproj/InfoPlist.strings", line: 1, column: 1))
    #expect(warning.message.contains("the table InfoPlist maps to the Swift namespace 'InfoPlist'"))
    #expect(forward.diagnostics == backward.diagnostics)
  }

  @Test func theDefaultTablesKeyTypeKeepsItsNameAndTablesAvoidReservedNames() throws {
    let symbols = SymbolTable(
      tables: [Self.table("LocalizableKey", ["a"]), Self.table("Localizable", ["b"]), Self.table("String", ["c"])],
      config: Self.config())
    #expect(symbols.symbols(ofTable: "Localizable")?.keyType == "LocalizableKey")
    #expect(symbols.symbols(ofTable: "LocalizableKey")?.namespace == "LocalizableKey2")
    #expect(symbols.symbols(ofTable: "String")?.namespace == "String_")
    #expect(symbols.symbols(ofTable: "String")?.keyType == "StringKey")
    #expect(Self.messages(symbols, rule: .nameCollision).count == 1)
    #expect(
      Self.messages(symbols, rule: .reservedName) == [
        "the table String maps to 'String', which cannot name a generated enum (Swift reserves it or generated code "
          + "uses it); it is generated as 'String_'. Rename the table file to choose the name yourself"
      ])
  }

  // MARK: Accessors

  @Test func keysOfTheDefaultTableAvoidTheNamesOfTables() throws {
    let symbols = SymbolTable(
      tables: [Self.table("Localizable", ["InfoPlist.title", "L10n.title"]), Self.table("InfoPlist", ["x"])],
      config: Self.config())
    #expect(
      try Self.paths(symbols, table: "Localizable") == [
        "InfoPlist_.title → InfoPlist.title", "L10n_.title → L10n.title",
      ])
    #expect(
      symbols.symbols(forKey: "InfoPlist.title", inTable: "Localizable")?.accessorPath == ["InfoPlist_", "title"])
    #expect(symbols.symbols(forKey: "x", inTable: "InfoPlist")?.accessorPath == ["InfoPlist", "x"])
    #expect(Self.messages(symbols, rule: .reservedName).count == 2)
  }

  @Test func collisionsAcrossNamespacesAndMembers() throws {
    let symbols = SymbolTable(
      tables: [Self.table("Localizable", ["1", "1.x", "my-sub.a", "my_sub.b"])], config: Self.config())
    #expect(
      try Self.paths(symbols, table: "Localizable") == [
        "_1 → 1", "MySub.a → my-sub.a", "MySub2.b → my_sub.b", "_1_2.x → 1.x",
      ])
    let messages = Self.messages(symbols, rule: .nameCollision)
    #expect(messages.count == 2)
    #expect(messages.contains { $0.contains("keys starting with 'my_sub.'") && $0.contains("'MySub2'") })
  }

  @Test func flatAndNestedStructures() throws {
    let keys = ["login.title", "login.welcome"]
    let nested = SymbolTable(tables: [Self.table("Localizable", keys)], config: Self.config())
    let flat = SymbolTable(tables: [Self.table("Localizable", keys)], config: Self.config(structure: .flat))
    let flatTemplate = SymbolTable(tables: [Self.table("Localizable", keys)], config: Self.config(template: "flat"))
    #expect(nested.symbols(forKey: "login.title", inTable: "Localizable")?.accessorPath == ["Login", "title"])
    #expect(flat.symbols(forKey: "login.title", inTable: "Localizable")?.accessorPath == ["loginTitle"])
    #expect(flatTemplate.symbols(forKey: "login.title", inTable: "Localizable")?.accessorPath == ["loginTitle"])
    for symbols in [nested, flat] {
      #expect(symbols.symbols(forKey: "login.title", inTable: "Localizable")?.keySymbol == "loginTitle")
    }
    #expect(nested.symbols(forKey: "missing", inTable: "Localizable") == nil)
  }

  @Test func reservedNamesOfMembersNamespacesAndKeySymbols() throws {
    var config = Self.config()
    config.enumName = "Strings"
    let symbols = SymbolTable(
      tables: [Self.table("Localizable", ["bundle", "Strings.x", "format", "a.self"])], config: config)
    #expect(
      try Self.paths(symbols, table: "Localizable") == [
        "bundle_ → bundle", "format → format", "A.self_ → a.self", "Strings_.x → Strings.x",
      ])
    let keySymbols = try #require(symbols.symbols(ofTable: "Localizable")).keySymbols
    #expect(keySymbols.map(\.name) == ["aSelf", "bundle_", "format_", "stringsX"])
    // `bundle` is reserved for both its accessor and its key symbol: one warning says so.
    let messages = Self.messages(symbols, rule: .reservedName)
    #expect(messages.count == 4)
    #expect(
      messages.contains(
        "key 'bundle' (en.lproj/Localizable.strings:1:1) maps to 'bundle', which cannot name a generated member or "
          + "key symbol (Swift reserves it or generated code uses it); both are generated as 'bundle_'. Rename the "
          + "key to choose the name yourself"))
    #expect(messages.contains { $0.hasPrefix("key 'format'") && $0.contains("generated key symbol") })
  }

  // MARK: Key symbols

  @Test func keySymbolsAreUniqueAcrossTables() throws {
    let symbols = SymbolTable(
      tables: [Self.table("Localizable", ["main.title"]), Self.table("Main", ["title"])], config: Self.config())
    // Candidates are served in key order, the table's name first: `Main` + `title` before `main.title`.
    #expect(symbols.symbols(forKey: "title", inTable: "Main")?.keySymbol == "mainTitle")
    #expect(symbols.symbols(forKey: "main.title", inTable: "Localizable")?.keySymbol == "mainTitle2")
    #expect(
      Self.messages(symbols, rule: .nameCollision) == [
        "key 'main.title' (en.lproj/Localizable.strings:1:1) and key 'title' in Main (en.lproj/Main.strings:1:1) both "
          + "map to the Swift name 'mainTitle'; this key's key symbol is generated as 'mainTitle2'. Rename one of the "
          + "keys to choose the names yourself"
      ])
  }

  @Test func anAccessorAndAKeySymbolRenamedForOneClashAreReportedOnce() throws {
    let flat = SymbolTable(
      tables: [Self.table("Localizable", ["header", "Header"])], config: Self.config(template: "flat"))
    #expect(try Self.paths(flat, table: "Localizable") == ["header → Header", "header2 → header"])
    #expect(
      flat.diagnostics.map(\.message) == [
        "key 'header' (en.lproj/Localizable.strings:1:1) and key 'Header' (en.lproj/Localizable.strings:2:1) both map "
          + "to the Swift name 'header'; this key's accessor and key symbol are generated as 'header2'. Rename one of "
          + "the keys to choose the names yourself"
      ])
    let nested = SymbolTable(tables: [Self.table("Localizable", ["a.header", "a.Header"])], config: Self.config())
    #expect(
      nested.diagnostics.map(\.message) == [
        "key 'a.header' (en.lproj/Localizable.strings:1:1) and key 'a.Header' (en.lproj/Localizable.strings:2:1) both "
          + "map to the Swift name 'header' (key symbol 'aHeader'); this key is generated as 'header2' (key symbol "
          + "'aHeader2'). Rename one of the keys to choose the names yourself"
      ])
  }

  @Test func keysWithoutLettersAreNotedOnceAndKeySymbolsCanBeTurnedOff() throws {
    let symbols = SymbolTable(tables: [Self.table("Localizable", ["🎉", ""])], config: Self.config())
    #expect(try Self.paths(symbols, table: "Localizable") == ["emptyKey → ", "partyPopper → 🎉"])
    #expect(symbols.symbols(ofTable: "Localizable")?.keySymbols.map(\.name) == ["emptyKey", "partyPopper"])
    #expect(symbols.diagnostics.map(\.severity) == [.note, .note])
    var config = Self.config()
    config.keySymbols = false
    let withoutSymbols = SymbolTable(tables: [Self.table("Localizable", ["🎉"])], config: config)
    #expect(withoutSymbols.symbols(ofTable: "Localizable")?.keySymbols.isEmpty == true)
    #expect(withoutSymbols.symbols(forKey: "🎉", inTable: "Localizable")?.keySymbol == nil)
  }

  @Test func theGeneratorReportsEachNamingFindingOnce() throws {
    let tables = [Self.table("Localizable", ["header", "Header", "🎉", "self"]), Self.table("Main", ["title"])]
    for template in ["structured", "flat", "swiftgen"] {
      let config = Self.config(template: template)
      let expected = SymbolTable(tables: tables, config: config).diagnostics
      #expect(!expected.isEmpty)
      let templates = try #require(TemplateSet.builtin(named: template))
      for set in [templates, nil] {
        let generated = CodeGenerator.generate(
          project: AnalyzedProject(analyzing: tables, config: config), plannedTables: ["Localizable", "Main"],
          config: config, templates: set)
        let naming = generated.diagnostics.filter { [.nameCollision, .reservedName, .unnamedKey].contains($0.rule) }
        #expect(naming.sortedForOutput() == expected, "\(template)")
      }
    }
  }

  // MARK: SwiftGen's style

  @Test func swiftGenStyleKeepsSwiftGensNamesAndOrder() throws {
    let symbols = SymbolTable(
      tables: [Self.table("Localizable", ["b.Title", "a.title", "HEADER_TITLE", "private", "String.x", "#", "..."])],
      config: Self.config(template: "swiftgen"))
    #expect(symbols.style == .swiftGen)
    let table = try #require(symbols.symbols(ofTable: "Localizable"))
    #expect(table.namespace == nil)
    #expect(table.keyType == nil)
    #expect(table.keySymbols.isEmpty)
    #expect(table.accessors.members.map(\.swiftName) == ["numberSign", "headerTitle", "`private`"])
    #expect(table.accessors.namespaces.map(\.swiftName) == ["String_", "A", "B"])
    #expect(symbols.symbols(forKey: "...", inTable: "Localizable") == nil)
    #expect(
      symbols.diagnostics.map(\.message) == [
        "the key \"#\" gives no Swift name under SwiftGen's rules; it is generated as 'numberSign'",
        "the key \"...\" has no name once split on \".\", so it gets no accessor (as with SwiftGen); rename the key",
      ])
  }

  @Test func swiftGenStyleMergesEnumsAndNestsTablesOnlyWhenThereAreSeveral() throws {
    let config = Self.config(template: "swiftgen")
    let single = SymbolTable(tables: [Self.table("Localizable", ["my-sub.a", "my_sub.b", "mySub"])], config: config)
    let table = try #require(single.symbols(ofTable: "Localizable"))
    #expect(table.accessors.namespaces.map(\.swiftName) == ["MySub"])
    #expect(table.accessors.namespaces.first?.members.map(\.key) == ["my-sub.a", "my_sub.b"])
    #expect(table.accessors.members.map(\.swiftName) == ["mySub"])
    #expect(single.diagnostics.isEmpty)

    let several = SymbolTable(
      tables: [
        Self.table("Localizable", ["1", "1.x"]), Self.table("Info-Plist", ["a"]), Self.table("InfoPlist", ["b"]),
      ],
      config: config)
    #expect(several.symbols(ofTable: "Localizable")?.namespace == "Localizable")
    #expect(several.symbols(ofTable: "Info-Plist")?.namespace == "InfoPlist")
    #expect(several.symbols(ofTable: "InfoPlist")?.namespace == "InfoPlist2")
    // SwiftGen's enum keeps its name; the member that clashes with it is numbered.
    #expect(try Self.paths(several, table: "Localizable") == ["Localizable._1_2 → 1", "Localizable._1.x → 1.x"])
    #expect(Self.messages(several, rule: .nameCollision).count == 2)
    #expect(
      Self.messages(several, rule: .nameCollision).contains {
        $0.hasPrefix("key '1' (en.lproj/Localizable.strings:1:1) and keys starting with '1.'")
          && $0.contains("(SwiftGen's output would not compile)")
      })
  }

  @Test func inputOrderNeverChangesTheNames() throws {
    let tables = [
      Self.table("Localizable", ["header", "Header", "a.b", "A.b", "self"]), Self.table("Main", ["title", "Title"]),
    ]
    for config in [Self.config(), Self.config(template: "flat"), Self.config(template: "swiftgen")] {
      let forward = SymbolTable(tables: tables, config: config)
      let backward = SymbolTable(
        tables: tables.reversed().map { table in
          var table = table
          table.entries.reverse()
          return table
        }, config: config)
      #expect(forward.tables == backward.tables)
      #expect(forward.diagnostics.map(\.message) == backward.diagnostics.map(\.message))
    }
  }
}
