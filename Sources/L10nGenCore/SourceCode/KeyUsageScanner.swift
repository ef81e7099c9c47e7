/// Finds the localization keys a Swift or Objective-C file uses, from its tokens (``SourceTokenizer``).
///
/// Recognised, with the table from the call's arguments (`Localizable` when none is named):
/// - Swift: `NSLocalizedString("k", tableName:, bundle:, value:, comment:)`, `String(localized: "k", table:)`,
///   `AttributedString(localized:)`, `LocalizedStringResource("k")`, `LocalizedStringKey("k")` and literals typed
///   as either, SwiftUI views and modifiers whose literal is a `LocalizedStringKey` (`Text`, `Button`, `Label`, ...),
///   `Bundle.localizedString(forKey:value:table:)`.
/// - Objective-C: `NSLocalizedString`, `NSLocalizedStringFromTable`, `NSLocalizedStringFromTableInBundle`,
///   `NSLocalizedStringWithDefaultValue`, `-[NSBundle localizedStringForKey:value:table:]`.
/// - The generated API: accessors (`L10n.Login.title`) and key symbols (`.loginTitle`) mapped back through the
///   symbol table, and SwiftGen's `L10n.tr("Table", "key")`.
/// - The project's wrappers (``SourceScanOptions``): `Localized("k")`, `"k".localized()`.
///
/// A literal with interpolations in a `LocalizedStringKey`-style call becomes the key Xcode extracts (see
/// ``InterpolationTypes``); in `NSLocalizedString`-style calls, which look the string up as built at run time, it
/// is dynamic. A key or table that is no literal is a ``DynamicKeyUsage``. `String(format: <call>, a, b)` records
/// the argument count on the usage. Files that l10n-gen generated are skipped.
package struct KeyUsageScanner {
  /// What one file uses.
  package struct FileResult: Hashable, Sendable {
    /// The keys with literal values.
    package var usages: [KeyUsage] = []
    /// The calls whose key or table is no literal.
    package var dynamicUsages: [DynamicKeyUsage] = []
  }

  /// SwiftUI initializers whose first unlabeled literal is a `LocalizedStringKey`.
  static let swiftUIViews: Set<String> = [
    "Text", "Button", "Label", "Toggle", "Picker", "Section", "TextField", "SecureField", "Menu", "Link",
    "NavigationLink", "GroupBox", "LabeledContent", "DatePicker", "ColorPicker", "Stepper", "Tab",
    "ContentUnavailableView", "ControlGroup", "DisclosureGroup",
  ]
  /// SwiftUI modifiers (called after `.`) whose first unlabeled literal is a `LocalizedStringKey`.
  static let swiftUIModifiers: Set<String> = [
    "navigationTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
  ]

  /// Apple's localization functions and initializers, whose labels (`comment:`) are theirs.
  static let localizationCalls: Set<String> = [
    "NSLocalizedString", "String", "AttributedString", "LocalizedStringResource", "LocalizedStringKey",
    "localizedString",
  ]

  /// The default table.
  static let defaultTable = "Localizable"

  /// The file's path, for locations.
  private let path: String
  /// The file's language.
  private let language: SourceLanguage
  /// The recognised wrappers and generated names.
  private let options: SourceScanOptions
  /// The declared types, for interpolations.
  private let types: InterpolationTypes
  /// Token offset of a call's first token → the number of format arguments `String(format:)` passes with it.
  private var formatArgumentCounts: [Int: Int] = [:]
  /// The findings so far.
  private var result = FileResult()
  /// Whether the file imports L10nKit, whose APIs take key symbols as implicit members (`.loginTitle`).
  private var importsL10nKit = false
  /// Offsets of argument labels that belong to a recognised localization call (`comment:` of `NSLocalizedString`),
  /// which are never read as a localized parameter of the project.
  private var consumedLabels: Set<Int> = []

  /// Whether a file is l10n-gen's own output (its accessors would make every key look used).
  package static func isGenerated(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array(OutputPlan.generatedFileHeaderPrefix.utf8))
  }

  /// The usages of one file (none for a generated file).
  package static func scan(
    _ bytes: [UInt8], path: String, language: SourceLanguage, options: SourceScanOptions
  ) -> FileResult {
    if isGenerated(bytes) { return FileResult() }
    return scan(
      tokens: SourceTokenizer.tokenize(bytes, language: language), path: path, language: language, options: options)
  }

  /// The usages in the tokens of one file.
  package static func scan(
    tokens: [SourceToken], path: String, language: SourceLanguage, options: SourceScanOptions
  ) -> FileResult {
    var scanner = KeyUsageScanner(
      path: path, language: language, options: options, types: InterpolationTypes(tokens: tokens))
    scanner.importsL10nKit = tokens.indices.dropLast().contains {
      tokens[$0].isIdentifier("import") && tokens[$0 + 1].isIdentifier("L10nKit")
    }
    scanner.scan(tokens)
    return scanner.result
  }

  private init(path: String, language: SourceLanguage, options: SourceScanOptions, types: InterpolationTypes) {
    self.path = path
    self.language = language
    self.options = options
    self.types = types
  }

  /// The location of `token`.
  private func location(_ token: SourceToken) -> SourceLocation {
    SourceLocation(file: path, line: token.position.line, column: token.position.column)
  }

  // MARK: Walking the tokens

  /// Scans a token list, and the interpolations inside its literals.
  private mutating func scan(_ tokens: [SourceToken]) {
    for index in tokens.indices {
      let token = tokens[index]
      switch token.kind {
      case .string:
        scanSuffix(tokens, at: index)
        for case let .interpolation(inner) in token.literal?.segments ?? [] { scan(inner) }
      case .identifier:
        scanIdentifier(tokens, at: index)
      case .number, .punctuation:
        break
      }
    }
  }

  /// The token before `index`, if any.
  private func previous(_ tokens: [SourceToken], _ index: Int) -> SourceToken? {
    index > 0 ? tokens[index - 1] : nil
  }

  /// Looks at an identifier: a call, an accessor chain, a key symbol or a typed literal.
  private mutating func scanIdentifier(_ tokens: [SourceToken], at index: Int) {
    let token = tokens[index]
    let before = previous(tokens, index)
    let afterDot = before?.isPunctuation(".") == true
    if before?.isIdentifier("func") == true || before?.isIdentifier("define") == true { return }
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    if next?.isPunctuation("(") == true {
      scanCall(tokens, at: index, afterDot: afterDot)
    } else if language == .objectiveC, next?.isPunctuation(":") == true {
      scanMessage(tokens, at: index)
    }
    guard language == .swift else { return }
    if next?.isPunctuation(":") == true, options.localizedLabels.contains(token.text),
      !consumedLabels.contains(token.position.offset),
      before?.isPunctuation("(") == true || before?.isPunctuation(",") == true
    {
      let (arguments, _) = CallArgument.split(tokens, after: index - 1, readsLabels: true)
      if let argument = arguments.first {
        for literal in Self.literalBranches(of: argument) {
          addUsage(literal: literal, at: literal, start: literal, table: nil, form: .localizedStringKey)
        }
      }
    }
    if token.text == options.enumName, !afterDot {
      scanAccessor(tokens, at: index)
    }
    if afterDot, let symbol = options.keySymbols[token.text], index >= 1 {
      let owner = index >= 2 ? tokens[index - 2] : nil
      let isImplicitMember =
        owner.map { !($0.kind == .identifier || $0.kind == .string || $0.kind == .number) }
        ?? true
      let isOnKeyType =
        owner.map { $0.kind == .identifier && options.keyTypeNames.contains($0.text) } ?? false
      // `.clear` alone is a key symbol only where L10nKit's API can take one; elsewhere it is `Color.clear`.
      if (isImplicitMember && importsL10nKit && !(owner?.isPunctuation(")") ?? false)
        && !(owner?.isPunctuation("]") ?? false))
        || isOnKeyType
      {
        result.usages.append(
          KeyUsage(key: SourceKey(symbol.key), table: symbol.table, location: location(token), form: .keySymbol))
      }
    }
    if token.text == "LocalizedStringResource" || token.text == "LocalizedStringKey", index + 2 < tokens.count,
      tokens[index + 1].isPunctuation("="), tokens[index + 2].kind == .string, let literal = tokens[index + 2].literal
    {
      let form: KeyUsage.Form = token.text == "LocalizedStringKey" ? .localizedStringKey : .localizedStringResource
      addUsage(literal: literal, at: tokens[index + 2], start: tokens[index + 2], table: nil, form: form)
    }
  }

  /// A call `name(...)` at `index`.
  private mutating func scanCall(_ tokens: [SourceToken], at index: Int, afterDot: Bool) {
    let name = tokens[index].text
    let readsLabels = language == .swift
    let (arguments, _) = CallArgument.split(tokens, after: index + 1, readsLabels: readsLabels)
    func labeled(_ label: String) -> CallArgument? { arguments.first { $0.label == label } }
    let unlabeled = arguments.first.flatMap { $0.label == nil ? $0 : nil }
    let start = tokens[index]
    if Self.localizationCalls.contains(name) || Self.swiftUIViews.contains(name)
      || Self.swiftUIModifiers.contains(name) || options.wrapperFunctions.contains(name)
    {
      for argument in arguments where argument.label != nil && argument.tokens.startIndex >= 2 {
        consumedLabels.insert(tokens[argument.tokens.startIndex - 2].position.offset)
      }
    }

    if language == .objectiveC {
      let positions: [String: (table: Int?, value: Int?, comment: Int)] = [
        "NSLocalizedString": (nil, nil, 1), "NSLocalizedStringFromTable": (1, nil, 2),
        "NSLocalizedStringFromTableInBundle": (1, nil, 3), "NSLocalizedStringWithDefaultValue": (1, 3, 4),
        "CFCopyLocalizedString": (nil, nil, 1), "CFCopyLocalizedStringFromTable": (1, nil, 2),
      ]
      if let form = positions[name], !afterDot {
        func argument(_ position: Int?) -> CallArgument? {
          position.flatMap { $0 < arguments.count ? arguments[$0] : nil }
        }
        addCall(
          name: name, start: start, key: arguments.first, table: argument(form.table), value: argument(form.value),
          comment: argument(form.comment), form: .localizedStringMacro, isRuntimeLookup: true)
      } else if options.wrapperFunctions.contains(name) {
        addCall(
          name: name, start: start, key: arguments.first, table: nil, value: nil, comment: nil,
          form: .wrapperFunction, isRuntimeLookup: true)
      }
      if name == "stringWithFormat" || name == "localizedStringWithFormat" {
        recordFormatArguments(arguments)
      }
      return
    }

    switch name {
    case "NSLocalizedString" where !afterDot:
      addCall(
        name: name, start: start, key: unlabeled, table: labeled("tableName"), value: labeled("value"),
        comment: labeled("comment"), form: .localizedStringMacro, isRuntimeLookup: true)
    case "String" where arguments.first?.label == "format", "localizedStringWithFormat":
      recordFormatArguments(arguments)
    case "String", "AttributedString":
      guard let key = arguments.first, key.label == "localized" else { break }
      addCall(
        name: "\(name)(localized:)", start: start, key: key, table: labeled("table"), value: labeled("defaultValue"),
        comment: labeled("comment"), form: .stringLocalized, isRuntimeLookup: false)
    case "LocalizedStringResource", "LocalizedStringKey", "IntentDescription":
      guard unlabeled != nil else { break }
      addCall(
        name: name, start: start, key: unlabeled, table: labeled("table"), value: labeled("defaultValue"),
        comment: labeled("comment"),
        form: name == "LocalizedStringKey" ? .localizedStringKey : .localizedStringResource, isRuntimeLookup: false)
    case "Parameter" where index >= 1 && tokens[index - 1].isPunctuation("@"):
      // App Intents: `@Parameter(title: "URL", description: "...")` take `LocalizedStringResource`s.
      for label in ["title", "description"] {
        guard let argument = labeled(label), let literal = argument.tokens.first, argument.tokens.count == 1,
          literal.kind == .string
        else { continue }
        addUsage(literal: literal, at: literal, start: literal, table: nil, form: .localizedStringResource)
      }
    case "localizedString" where afterDot:
      guard let key = arguments.first, key.label == "forKey" else { break }
      addCall(
        name: "localizedString(forKey:)", start: start, key: key, table: labeled("table"), value: labeled("value"),
        comment: nil, form: .bundleLookup, isRuntimeLookup: true)
    case "tr" where afterDot && index >= 2 && tokens[index - 2].isIdentifier(options.enumName):
      guard arguments.count >= 2, arguments[0].staticText != nil else { fallthrough }
      addCall(
        name: "\(options.enumName).tr", start: start, key: arguments[1], table: arguments[0], value: nil, comment: nil,
        form: .swiftGenLookup, isRuntimeLookup: true)
    default:
      if options.wrapperFunctions.contains(name) {
        addCall(
          name: name, start: start, key: unlabeled, table: labeled("tableName") ?? labeled("table"), value: nil,
          comment: labeled("comment"), form: .wrapperFunction, isRuntimeLookup: true)
      } else if (Self.swiftUIViews.contains(name) && !afterDot) || (Self.swiftUIModifiers.contains(name) && afterDot) {
        // Only a literal is a key (`Text(variable)` shows a String verbatim), or both literals of `c ? "a" : "b"`.
        guard let key = unlabeled else { break }
        for literal in Self.literalBranches(of: key) {
          addUsage(
            literal: literal, at: literal, start: literal, table: labeled("tableName") ?? labeled("table"),
            form: .swiftUI, comment: labeled("comment")?.staticText)
        }
      }
    }
  }

  /// An Objective-C message part `name:` at `index` (`localizedStringForKey:`, `stringWithFormat:`).
  private mutating func scanMessage(_ tokens: [SourceToken], at index: Int) {
    let name = tokens[index].text
    guard name == "localizedStringForKey" || name == "stringWithFormat" || name == "localizedStringWithFormat" else {
      return
    }
    // The message's arguments run to the `]` that closes it; its parts are `value:` and `table:`.
    let (arguments, _) = CallArgument.split(tokens, after: index + 1, closing: "]", readsLabels: false)
    if name != "localizedStringForKey" {
      recordFormatArguments(arguments)
      return
    }
    guard let first = arguments.first else { return }
    var parts: [String: ArraySlice<SourceToken>] = ["key": first.tokens]
    var current = "key"
    var partStart = first.tokens.startIndex
    var cursor = first.tokens.startIndex
    while cursor < first.tokens.endIndex {
      if cursor + 1 < first.tokens.endIndex, first.tokens[cursor].kind == .identifier,
        first.tokens[cursor + 1].isPunctuation(":")
      {
        parts[current] = first.tokens[partStart..<cursor]
        current = first.tokens[cursor].text
        partStart = cursor + 2
        cursor += 2
        continue
      }
      cursor += 1
    }
    parts[current] = first.tokens[partStart..<first.tokens.endIndex]
    func argument(_ part: String) -> CallArgument? { parts[part].map { CallArgument(label: nil, tokens: $0) } }
    addCall(
      name: "localizedStringForKey:", start: tokens[index], key: argument("key"), table: argument("table"),
      value: argument("value"), comment: nil, form: .bundleLookup, isRuntimeLookup: true)
  }

  /// `"k".localized()`: a literal followed by a configured suffix.
  private mutating func scanSuffix(_ tokens: [SourceToken], at index: Int) {
    guard index + 2 < tokens.count, tokens[index + 1].isPunctuation("."), tokens[index + 2].kind == .identifier,
      options.wrapperSuffixes.contains(tokens[index + 2].text), let literal = tokens[index].literal
    else { return }
    let token = tokens[index]
    guard literal.staticText != nil else {
      result.dynamicUsages.append(
        DynamicKeyUsage(location: location(token), callee: ".\(tokens[index + 2].text)", part: "key"))
      return
    }
    addUsage(literal: literal, at: token, start: token, table: nil, form: .wrapperSuffix)
  }

  /// `L10n.Login.title`: the longest chain of names below the root enum that is an accessor.
  private mutating func scanAccessor(_ tokens: [SourceToken], at index: Int) {
    var names: [String] = []
    var cursor = index + 1
    while cursor + 1 < tokens.count, tokens[cursor].isPunctuation("."), tokens[cursor + 1].kind == .identifier {
      names.append(tokens[cursor + 1].text)
      cursor += 2
    }
    for length in stride(from: names.count, through: 1, by: -1) {
      if let target = options.accessors[names[0..<length].joined(separator: ".")] {
        result.usages.append(
          KeyUsage(
            key: SourceKey(target.key), table: target.table, location: location(tokens[index]),
            form: .generatedAccessor))
        return
      }
    }
  }

  /// The literal tokens an argument evaluates to: the argument itself when it is one literal, or the two branches
  /// of `condition ? "a" : "b"`.
  static func literalBranches(of argument: CallArgument) -> [SourceToken] {
    let tokens = Array(argument.tokens)
    if tokens.count == 1, tokens[0].kind == .string { return tokens }
    guard tokens.count >= 5, tokens[tokens.count - 1].kind == .string, tokens[tokens.count - 2].isPunctuation(":"),
      tokens[tokens.count - 3].kind == .string, tokens[tokens.count - 4].isPunctuation("?")
    else { return [] }
    return [tokens[tokens.count - 3], tokens[tokens.count - 1]]
  }

  /// Remembers how many arguments `String(format: <call>, a, b)` passes with the call in its first argument.
  private mutating func recordFormatArguments(_ arguments: [CallArgument]) {
    guard let format = arguments.first, let first = format.tokens.first,
      !arguments.contains(where: { $0.label == "arguments" })
    else { return }
    formatArgumentCounts[first.position.offset] = arguments.dropFirst().filter { $0.label != "locale" }.count
  }

  // MARK: Recording

  /// Records a call whose key (and table) must be literals, or a dynamic usage.
  private mutating func addCall(
    name: String, start: SourceToken, key: CallArgument?, table: CallArgument?, value: CallArgument?,
    comment: CallArgument?, form: KeyUsage.Form, isRuntimeLookup: Bool
  ) {
    guard let key, let literal = key.literal, let first = key.tokens.first,
      !isRuntimeLookup || literal.staticText != nil
    else {
      // `String(localized: LocalizedStringResource("k"))`: the inner call is read on its own.
      if let key, key.tokens.count >= 2, Self.localizationCalls.contains(key.tokens[key.tokens.startIndex].text),
        key.tokens[key.tokens.startIndex + 1].isPunctuation("(")
      {
        return
      }
      result.dynamicUsages.append(DynamicKeyUsage(location: location(start), callee: name, part: "key"))
      return
    }
    addUsage(
      literal: literal, at: first, start: start, table: table, form: form, value: value,
      comment: comment?.staticText)
  }

  /// Records the usage of the literal token `token`.
  private mutating func addUsage(
    literal token: SourceToken, at _: SourceToken, start: SourceToken, table: CallArgument?, form: KeyUsage.Form,
    comment: String? = nil
  ) {
    guard let literal = token.literal, !literal.isUnterminated else { return }
    addUsage(literal: literal, at: token, start: start, table: table, form: form, comment: comment)
  }

  /// Records the usage of `literal` (at `token`), unless its table is dynamic.
  private mutating func addUsage(
    literal: StringLiteral, at token: SourceToken, start: SourceToken, table: CallArgument?, form: KeyUsage.Form,
    value: CallArgument? = nil, comment: String? = nil
  ) {
    // An empty key (`Picker("", ...)`) looks nothing up: Apple's lookup returns it unchanged.
    guard !literal.segments.isEmpty else { return }
    var tableName = Self.defaultTable
    if let table, !table.isNil {
      guard let name = table.staticText, !name.isEmpty else {
        result.dynamicUsages.append(DynamicKeyUsage(location: location(start), callee: start.text, part: "table"))
        return
      }
      tableName = name
    }
    result.usages.append(
      KeyUsage(
        key: sourceKey(literal), table: tableName, location: location(token), form: form,
        value: value?.literal.map { sourceKey($0).description }, comment: comment,
        formatArgumentCount: formatArgumentCounts[start.position.offset]))
  }

  /// The key of a literal: its text, with each interpolation replaced by its specifier.
  private func sourceKey(_ literal: StringLiteral) -> SourceKey {
    SourceKey(
      parts: literal.segments.map { segment in
        switch segment {
        case let .text(text): .text(text)
        case let .interpolation(tokens): .argument(specifier: types.specifier(for: tokens))
        }
      })
  }
}
