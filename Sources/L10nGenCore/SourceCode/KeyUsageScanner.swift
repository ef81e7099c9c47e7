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
/// - Literals whose expected type is a localized one (``DeclaredType/localizedTypes``): an argument of an Apple API
///   of ``LocalizedAPI`` or of the module's own functions and initializers (``SourceDeclarations``, per function),
///   a typed declaration or default argument (`@State var m: LocalizedStringKey? = "k"`), an assignment to a
///   property declared so, the `return`s and `switch` arms of a computed property or function of that type, the
///   elements of a typed array or dictionary literal, `.init("k")` of the expected type, and every branch of a
///   ternary (nested ones too). Where the type cannot be seen, the literal is not a key; the literals of standard
///   library and Foundation functions that never localize (``LocalizedAPI/isPlainText(callee:isMember:receiver:)``)
///   are not even possible keys.
///
/// A literal with interpolations in a `LocalizedStringKey`-style call becomes the key Xcode extracts (see
/// ``InterpolationTypes``), its literal `%` escaped as `%%`; in `NSLocalizedString`-style calls, which look the
/// string up as built at run time, it is dynamic. A key or table that is no literal is a ``DynamicKeyUsage``.
/// `String(format: <call>, a, b)` records the argument count on the usage. Files that l10n-gen generated are skipped.
package struct KeyUsageScanner {
  /// What one file uses.
  package struct FileResult: Hashable, Sendable {
    /// The keys with literal values.
    package var usages: [KeyUsage] = []
    /// The calls whose key or table is no literal.
    package var dynamicUsages: [DynamicKeyUsage] = []
    /// Literals passed to calls whose declarations the scan cannot see.
    package var uncertainUses: [UncertainKeyUse] = []
    /// The byte offsets of the literals whose role the scan knows: the keys of the usages (each the key of its own
    /// table) and the text passed to a function that never localizes (`print("...")`). Neither is a string that a
    /// run-time lookup may take as a key (``KeyUsageIndex/literalLocations``).
    package var settledLiterals: Set<Int> = []
  }

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
  /// The module's declarations (or the file's own).
  private let declarations: SourceDeclarations
  /// The closing bracket of each opening one in the token list being scanned (see ``CallArgument/closers(_:)``).
  private var closers: [Int] = []
  /// Offsets of the literals already recorded, so that a literal two rules see is one usage.
  private var recordedLiterals: Set<Int> = []

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
    let declarations = options.declarations ?? (language == .swift ? SourceDeclarations(tokens: tokens) : .init())
    var scanner = KeyUsageScanner(
      path: path, language: language, options: options,
      types: InterpolationTypes(tokens: tokens, declarations: declarations), declarations: declarations)
    scanner.importsL10nKit = tokens.indices.dropLast().contains {
      tokens[$0].isIdentifier("import") && tokens[$0 + 1].isIdentifier("L10nKit")
    }
    scanner.scan(tokens)
    scanner.result.settledLiterals.formUnion(scanner.recordedLiterals)
    return scanner.result
  }

  private init(
    path: String, language: SourceLanguage, options: SourceScanOptions, types: InterpolationTypes,
    declarations: SourceDeclarations
  ) {
    self.path = path
    self.language = language
    self.options = options
    self.types = types
    self.declarations = declarations
  }

  /// The location of `token`.
  private func location(_ token: SourceToken) -> SourceLocation {
    SourceLocation(file: path, line: token.position.line, column: token.position.column)
  }

  // MARK: Walking the tokens

  /// Scans a token list, and the interpolations inside its literals.
  private mutating func scan(_ tokens: [SourceToken]) {
    let outerClosers = closers
    closers = CallArgument.closers(tokens)
    defer { closers = outerClosers }
    for index in tokens.indices {
      let token = tokens[index]
      switch token.kind {
      case .string:
        scanSuffix(tokens, at: index)
        for case let .interpolation(inner) in token.literal?.segments ?? [] { scan(inner) }
      case .identifier:
        scanIdentifier(tokens, at: index)
      case .punctuation:
        // `-> LocalizedStringKey {`: a function of a localized type returns keys.
        if language == .swift, token.isPunctuation("-"), index + 2 < tokens.count, tokens[index + 1].isPunctuation(">"),
          let (type, end) = DeclaredType.read(tokens, at: index + 2), end < tokens.count,
          tokens[end].isPunctuation("{"),
          type.containsKeys(wrappers: options.localizedWrapperTypes)
        {
          scanReturned(tokens, open: end, type: type)
        }
      case .number:
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
    scanTypedContext(tokens, at: index)
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
    let (arguments, _) = CallArgument.split(tokens, after: index + 1, readsLabels: readsLabels, closers: closers)
    func labeled(_ label: String) -> CallArgument? { arguments.first { $0.label == label } }
    let unlabeled = arguments.first.flatMap { $0.label == nil ? $0 : nil }
    let start = tokens[index]

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
      guard unlabeled != nil else {
        scanTypedCall(tokens, callee: name, afterDot: afterDot, arguments: arguments)
        break
      }
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
      } else {
        scanTypedCall(
          tokens, callee: name, afterDot: afterDot, arguments: arguments,
          receiver: afterDot ? receiver(tokens, ofMemberAt: index) : nil)
      }
    }
  }

  /// The text of the token before the `.` of the member at `index` when it ends a value (`logger.debug`,
  /// `"a".hasPrefix`, `f().contains`), `nil` for an implicit member (`.error(...)`).
  private func receiver(_ tokens: [SourceToken], ofMemberAt index: Int) -> String? {
    guard index >= 2 else { return nil }
    let token = tokens[index - 2]
    let endsValue =
      token.kind == .identifier || token.kind == .string || token.isPunctuation(")") || token.isPunctuation("]")
      || token.isPunctuation("?") || token.isPunctuation("!")
    return endsValue ? token.text : nil
  }

  /// An Objective-C message part `name:` at `index` (`localizedStringForKey:`, `stringWithFormat:`).
  private mutating func scanMessage(_ tokens: [SourceToken], at index: Int) {
    let name = tokens[index].text
    guard name == "localizedStringForKey" || name == "stringWithFormat" || name == "localizedStringWithFormat" else {
      return
    }
    // The message's arguments run to the `]` that closes it; its parts are `value:` and `table:`.
    let (arguments, _) = CallArgument.split(
      tokens, after: index + 1, closing: "]", readsLabels: false, closers: closers)
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

  /// The literal tokens an argument evaluates to: the argument itself when it is one literal, or the literals of
  /// every branch of `condition ? "a" : "b"`, nested ternaries (`a ? "x" : b ? "y" : "z"`) and parenthesized ones
  /// included. A branch may be `nil` (an optional key); when some branch is anything else, there are none.
  static func literalBranches(of argument: CallArgument) -> [SourceToken] {
    literalBranches(argument.tokens, depth: 0) ?? []
  }

  /// The literals of `tokens` as ``literalBranches(of:)`` reads them, or `nil` when some branch is no literal.
  private static func literalBranches(_ tokens: ArraySlice<SourceToken>, depth: Int) -> [SourceToken]? {
    guard depth < SourceTokenizer.maximumNestingDepth, let first = tokens.first else {
      return nil
    }
    if tokens.count == 1 {
      if first.kind == .string { return [first] }
      return first.isIdentifier("nil") ? [] : nil
    }
    var level = 0
    var question: Int?
    var nested = 0
    for index in tokens.indices {
      let token = tokens[index]
      guard token.kind == .punctuation else { continue }
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        level += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        level -= 1
        // `( ... )` around the whole expression.
        if level == 0, index == tokens.endIndex - 1, first.isPunctuation("("), question == nil, isOneGroup(tokens) {
          return literalBranches(tokens.dropFirst().dropLast(), depth: depth + 1)
        }
      } else if level == 0, isTernaryQuestion(tokens, at: index) {
        if question == nil { question = index } else { nested += 1 }
      } else if level == 0, token.isPunctuation(":"), let question {
        guard nested == 0 else {
          nested -= 1
          continue
        }
        guard let then = literalBranches(tokens[(question + 1)..<index], depth: depth + 1),
          let otherwise = literalBranches(tokens[(index + 1)...], depth: depth + 1)
        else { return nil }
        return then + otherwise
      }
    }
    return nil
  }

  /// Whether `tokens` is one parenthesized group: its first `(` closes at its last token.
  private static func isOneGroup(_ tokens: ArraySlice<SourceToken>) -> Bool {
    var level = 0
    for index in tokens.indices {
      let token = tokens[index]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        level += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        level -= 1
        if level == 0 { return index == tokens.endIndex - 1 }
      }
    }
    return false
  }

  /// Whether the `?` at `index` is a ternary's: white space on both sides (`x?.y`, `x!?` and `??` have none).
  private static func isTernaryQuestion(_ tokens: ArraySlice<SourceToken>, at index: Int) -> Bool {
    guard tokens[index].isPunctuation("?"), index > tokens.startIndex, index + 1 < tokens.endIndex else {
      return false
    }
    let before = tokens[index - 1]
    let after = tokens[index + 1]
    let offset = tokens[index].position.offset
    return before.position.offset + before.byteLength < offset && after.position.offset > offset + 1
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
      // `String(localized: isMain ? "a" : "b")`: each branch is a literal of the key's type, so a key.
      if let key, !isRuntimeLookup, case let branches = Self.literalBranches(of: key), !branches.isEmpty {
        for branch in branches {
          addUsage(literal: branch, at: branch, start: start, table: table, form: form, comment: comment?.staticText)
        }
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
    guard let literal = token.literal, !literal.isUnterminated, !recordedLiterals.contains(token.position.offset)
    else { return }
    addUsage(literal: literal, at: token, start: start, table: table, form: form, comment: comment)
  }

  /// Records the usage of `literal` (at `token`), unless its table is dynamic.
  private mutating func addUsage(
    literal: StringLiteral, at token: SourceToken, start: SourceToken, table: CallArgument?, form: KeyUsage.Form,
    value: CallArgument? = nil, comment: String? = nil
  ) {
    // An empty key (`Picker("", ...)`) looks nothing up: Apple's lookup returns it unchanged. Xcode still extracts it
    // from a SwiftUI or `LocalizedStringKey`/`Resource` literal (the rules skip it: it has no letter).
    guard !literal.segments.isEmpty || [.swiftUI, .localizedStringKey, .localizedStringResource].contains(form)
    else { return }
    if token.kind == .string {
      guard recordedLiterals.insert(token.position.offset).inserted else { return }
    }
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

  /// Foundation properties of type `String` (`url.absoluteString`), when the module declares none of that name.
  static let foundationStrings: Set<String> = [
    "absoluteString", "lastPathComponent", "localizedDescription", "pathExtension", "localizedName",
  ]

  /// The specifier of an interpolation whose type the module declares: a property (`\(item.name)`, the last name of
  /// a member chain) all of whose declarations agree on a type, or a `.formatted(...)` call (a `String`).
  private func moduleSpecifier(for tokens: [SourceToken]) -> String? {
    guard let last = tokens.last else { return nil }
    // `\(name ?? "")`: a string.
    if tokens.count >= 4, last.kind == .string, tokens[tokens.count - 2].isPunctuation("?"),
      tokens[tokens.count - 3].isPunctuation("?")
    {
      return "%@"
    }
    if tokens.allSatisfy({ $0.kind == .identifier || $0.isPunctuation(".") }), last.kind == .identifier {
      if tokens.count >= 3, declarations.properties[last.text] == nil, Self.foundationStrings.contains(last.text) {
        return "%@"
      }
      // `\(item.name)`: a member; `\(name)` alone may be a local the file's own declarations did not type.
      if tokens.count >= 3 { return declarations.memberSpecifier(last.text) }
      guard case let .named(name) = declarations.propertyType(last.text) else { return nil }
      return InterpolationTypes.specifiers[name] ?? "%@"
    }
    // `\(batch.total - batch.completed)`: integer members and literals added, subtracted or multiplied.
    let operands = tokens.split { $0.isPunctuation("+") || $0.isPunctuation("-") || $0.isPunctuation("*") }
    if operands.count >= 2,
      operands.allSatisfy({ operand in
        if operand.count == 1, let number = operand.first, number.kind == .number { return !number.text.contains(".") }
        return operand.count >= 3 && operand.last?.kind == .identifier
          && operand.allSatisfy { $0.kind == .identifier || $0.isPunctuation(".") }
          && declarations.memberSpecifier(operand.last?.text ?? "") == "%lld"
      })
    {
      return "%lld"
    }
    // `\(formattedPercent(x))`: a module function's declared return type.
    if tokens.count >= 3, tokens[0].kind == .identifier, tokens[1].isPunctuation("("), last.isPunctuation(")"),
      CallArgument.split(tokens, after: 1, readsLabels: true).end == tokens.count - 1,
      case let .named(name) = declarations.returnType(tokens[0].text), name != "Void"
    {
      return InterpolationTypes.specifiers[name] ?? "%@"
    }
    if last.isPunctuation(")"), let formatted = tokens.lastIndex(where: { $0.isIdentifier("formatted") }),
      formatted >= 1, tokens[formatted - 1].isPunctuation("."), formatted + 1 < tokens.count,
      tokens[formatted + 1].isPunctuation("("),
      CallArgument.split(tokens, after: formatted + 1, readsLabels: true).end == tokens.count - 1
    {
      return "%@"
    }
    return nil
  }

  /// The key of a literal: its text, with each interpolation replaced by its specifier.
  ///
  /// In a literal with interpolations a literal `%` becomes `%%`: the interpolation of `LocalizedStringKey` and
  /// `String.LocalizationValue` builds a format string, so `Text("Max: \(level)%")` looks up `Max: %lld%%`, the key
  /// Xcode extracts. A literal without interpolation is its own key, as written (`Text("100%")` is `100%`).
  private func sourceKey(_ literal: StringLiteral) -> SourceKey {
    let escapesPercent = literal.hasInterpolation
    return SourceKey(
      parts: literal.segments.map { segment in
        switch segment {
        case let .text(text): .text(escapesPercent ? text.replacing("%", with: "%%") : text)
        case let .interpolation(tokens):
          if tokens.count == 3, tokens[0].isPunctuation("\\"), tokens[1].isPunctuation("."),
            tokens[2].kind == .identifier, tokens[2].text.hasPrefix("$")
          {
            // App Intents' `Summary("Add \(\.$url)")`: the parameter's placeholder, as Xcode extracts it.
            .text("${\(tokens[2].text.dropFirst())}")
          } else {
            .argument(specifier: types.specifier(for: tokens) ?? moduleSpecifier(for: tokens))
          }
        }
      })
  }
}

// MARK: Literals of a localized type

extension KeyUsageScanner {
  /// A declaration with a type and a value (`@State var m: LocalizedStringKey? = "k"`, a default argument
  /// `title: LocalizedStringKey = "k"`), a computed property of a localized type (`var title: LocalizedStringKey {`),
  /// or an assignment to a property the module declares with one (`message = "k"`), at the identifier `index`.
  private mutating func scanTypedContext(_ tokens: [SourceToken], at index: Int) {
    guard index + 2 < tokens.count else { return }
    let wrappers = options.localizedWrapperTypes
    let token = tokens[index]
    if (token.text == "var" || token.text == "let") && tokens[index + 1].kind == .identifier
      && tokens[index + 2].isPunctuation(":")
    {
      if let (type, end) = DeclaredType.read(tokens, at: index + 3), end < tokens.count,
        tokens[end].isPunctuation("{"), type.containsKeys(wrappers: wrappers)
      {
        scanReturned(tokens, open: end, type: type)
      }
      return
    }
    if tokens[index + 1].isPunctuation(":") {
      guard let (type, end) = DeclaredType.read(tokens, at: index + 2), type.containsKeys(wrappers: wrappers),
        end + 1 < tokens.count, tokens[end].isPunctuation("="), !tokens[end + 1].isPunctuation("=")
      else { return }
      addTyped(tokens, (end + 1)..<expressionEnd(tokens, from: end + 1), type: type)
    } else if tokens[index + 1].isPunctuation("="), !tokens[index + 2].isPunctuation("="),
      !(index >= 1 && (tokens[index - 1].isIdentifier("var") || tokens[index - 1].isIdentifier("let"))),
      let type = declarations.propertyType(token.text), type.containsKeys(wrappers: wrappers)
    {
      addTyped(tokens, (index + 2)..<expressionEnd(tokens, from: index + 2), type: type)
    }
  }

  /// A call of an Apple API of ``LocalizedAPI`` or of one of the module's functions: each argument whose parameter
  /// every matching declaration types as localized (and none otherwise) is read as that type.
  ///
  /// A call of a declaration out of sight records its literals as ``UncertainKeyUse``s, unless it is a standard
  /// library or Foundation function that never localizes (``LocalizedAPI/isPlainText(callee:isMember:receiver:)``;
  /// `receiver` is the value a method is called on).
  private mutating func scanTypedCall(
    _ tokens: [SourceToken], callee name: String, afterDot: Bool, arguments: [CallArgument], receiver: String? = nil
  ) {
    let apis = (LocalizedAPI.byCallee[name] ?? []).filter { $0.isMember == afterDot }
    let declared = (declarations.functions[name] ?? []).compactMap { Self.match(arguments, $0) }
    guard !apis.isEmpty || !declared.isEmpty else {
      guard language == .swift, declarations.functions[name] == nil, !Self.localizationCalls.contains(name) else {
        return
      }
      if LocalizedAPI.isPlainText(callee: name, isMember: afterDot, receiver: receiver) {
        for argument in arguments {
          for token in argument.tokens where token.kind == .string {
            result.settledLiterals.insert(token.position.offset)
          }
        }
      } else {
        addUncertainUses(callee: name, arguments: arguments)
      }
      return
    }
    let table = arguments.first { $0.label == "tableName" || $0.label == "table" }
    let comment = arguments.first { $0.label == "comment" }?.staticText
    for (position, argument) in arguments.enumerated() {
      var expected: [(type: DeclaredType, form: KeyUsage.Form?)] = []
      for api in apis
      where api.label == argument.label && (api.label != nil || (position == 0 && argument.label == nil)) {
        let typeName = api.form == .localizedStringResource ? "LocalizedStringResource" : "LocalizedStringKey"
        expected.append((.named(typeName), api.form))
      }
      var isOtherwiseTyped = false
      for types in declared {
        if types[position].containsKeys(wrappers: options.localizedWrapperTypes) {
          expected.append((types[position], nil))
        } else if types[position] != .other || apis.isEmpty {
          isOtherwiseTyped = true
        }
      }
      guard let first = expected.first, !isOtherwiseTyped,
        expected.allSatisfy({ $0.type.containsKeys() == first.type.containsKeys() })
      else { continue }
      let range = argument.tokens.startIndex..<argument.tokens.endIndex
      addTyped(tokens, range, type: first.type, form: first.form, table: table, comment: comment)
    }
  }

  /// Records the lone literals among `arguments` of a call whose declaration is out of sight, as possible keys.
  private mutating func addUncertainUses(callee: String, arguments: [CallArgument]) {
    let table = arguments.first { $0.label == "tableName" || $0.label == "table" }
    guard table == nil || table?.staticText != nil else { return }
    for argument in arguments where argument.label != "tableName" && argument.label != "table" {
      guard argument.tokens.count == 1, let token = argument.tokens.first, token.kind == .string,
        let literal = token.literal, !literal.isUnterminated, !literal.segments.isEmpty,
        !recordedLiterals.contains(token.position.offset)
      else { continue }
      result.uncertainUses.append(
        UncertainKeyUse(
          key: sourceKey(literal), table: table?.staticText ?? Self.defaultTable, location: location(token),
          callee: callee))
    }
  }

  /// The types of `parameters` that `arguments` are passed as, matching labels in order (parameters with defaults
  /// may be left out), or `nil` when the call does not fit the declaration.
  private static func match(_ arguments: [CallArgument], _ parameters: [SourceDeclarations.Parameter])
    -> [DeclaredType]?
  {
    var parameter = 0
    var types: [DeclaredType] = []
    for argument in arguments {
      while parameter < parameters.count, parameters[parameter].label != argument.label { parameter += 1 }
      guard parameter < parameters.count else { return nil }
      types.append(parameters[parameter].type)
      parameter += 1
    }
    return types
  }

  /// Records the literals that the expression `range` of `tokens`, of the localized `type`, makes keys: a literal,
  /// both literals of a ternary, or the elements (values) of an array (dictionary) literal of such a type.
  private mutating func addTyped(
    _ tokens: [SourceToken], _ range: Range<Int>, type: DeclaredType, form: KeyUsage.Form? = nil,
    table: CallArgument? = nil, comment: String? = nil
  ) {
    guard !range.isEmpty, range.upperBound <= tokens.count else { return }
    switch type {
    case let .named(name):
      guard let keyForm = form ?? type.keyForm(wrappers: options.localizedWrapperTypes) else { return }
      // `.init(title: "k")` where a `DisplayRepresentation` is expected: that type's initializer.
      let start = range.lowerBound
      if range.count >= 3, tokens[start].isPunctuation("."), tokens[start + 1].isIdentifier("init"),
        tokens[start + 2].isPunctuation("(")
      {
        let (arguments, _) = CallArgument.split(tokens, after: start + 2, readsLabels: true, closers: closers)
        // `.init("k")` where a `LocalizedStringKey` (`LocalizedStringResource`, `String.LocalizationValue`) is
        // expected: the key itself, with the table and comment the initializer names.
        if ["LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue"].contains(name),
          let key = arguments.first, key.label == nil
        {
          addTyped(
            tokens, key.tokens.startIndex..<key.tokens.endIndex, type: type, form: keyForm,
            table: arguments.first { $0.label == "table" } ?? table,
            comment: arguments.first { $0.label == "comment" }?.staticText ?? comment)
          return
        }
        scanTypedCall(tokens, callee: name, afterDot: false, arguments: arguments)
        return
      }
      for literal in Self.literalBranches(of: CallArgument(label: nil, tokens: tokens[range])) {
        addUsage(literal: literal, at: literal, start: literal, table: table, form: keyForm, comment: comment)
      }
    case let .array(element), let .dictionary(element):
      let open = range.lowerBound
      guard tokens[open].isPunctuation("["), closers[open] == range.upperBound - 1 else { return }
      let (items, _) = CallArgument.split(tokens, after: open, closing: "]", readsLabels: false, closers: closers)
      for item in items {
        var start = item.tokens.startIndex
        if case .dictionary = type {
          // The value follows the first `:` outside brackets.
          while start < item.tokens.endIndex, !tokens[start].isPunctuation(":") {
            start = closers[start] > start ? closers[start] + 1 : start + 1
          }
          guard start < item.tokens.endIndex else { continue }
          start += 1
        }
        addTyped(tokens, start..<item.tokens.endIndex, type: element, form: form, table: table, comment: comment)
      }
    case .other:
      return
    }
  }

  /// The end of the expression that starts at `start`: the first `,`, `;`, `{` or closing bracket outside brackets,
  /// or a new line that does not continue a ternary or a member chain.
  private func expressionEnd(_ tokens: [SourceToken], from start: Int) -> Int {
    var index = start
    while index < tokens.count {
      let token = tokens[index]
      if token.isPunctuation(",") || token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation(")")
        || token.isPunctuation("]") || token.isPunctuation("}")
      {
        break
      }
      if index > start, token.position.line > tokens[index - 1].position.line,
        !(token.isPunctuation("?") || token.isPunctuation(":") || token.isPunctuation(".")),
        !(tokens[index - 1].isPunctuation("?") || tokens[index - 1].isPunctuation(":"))
      {
        break
      }
      if token.isPunctuation("(") || token.isPunctuation("[") {
        guard closers[index] > index else { break }
        index = closers[index] + 1
        continue
      }
      index += 1
    }
    return index
  }

  /// The keys a body of a localized `type` returns: `return` expressions, `switch` arms and a single-expression body
  /// (also of nested `if`/`switch`/`else` blocks, never of closures, whose returns are their own).
  private mutating func scanReturned(_ tokens: [SourceToken], open: Int, type: DeclaredType, depth: Int = 0) {
    let close = closers[open]
    guard close > open, depth < SourceTokenizer.maximumNestingDepth else { return }
    if !tokens[open + 1].isIdentifier("return"), expressionEnd(tokens, from: open + 1) == close {
      addTyped(tokens, (open + 1)..<close, type: type)
      return
    }
    var isControlBlockNext = false
    var index = open + 1
    while index < close {
      let token = tokens[index]
      if token.kind == .identifier {
        switch token.text {
        case "return":
          let end = expressionEnd(tokens, from: index + 1)
          addTyped(tokens, (index + 1)..<end, type: type)
          index = max(end, index + 1)
          continue
        case "case", "default":
          var colon = index + 1
          while colon < close, !tokens[colon].isPunctuation(":"), !tokens[colon].isPunctuation("{"),
            !tokens[colon].isPunctuation("=")
          {
            colon = closers[colon] > colon ? closers[colon] + 1 : colon + 1
          }
          if colon < close, tokens[colon].isPunctuation(":") {
            let end = expressionEnd(tokens, from: colon + 1)
            if end >= close || tokens[end].isIdentifier("case") || tokens[end].isIdentifier("default")
              || tokens[end].isPunctuation("}") || tokens[end].isPunctuation("@")
            {
              addTyped(tokens, (colon + 1)..<min(end, close), type: type)
            }
            index = colon + 1
            continue
          }
        case "if", "guard", "switch", "for", "while", "else", "do", "catch", "get", "set", "repeat":
          isControlBlockNext = true
        default:
          break
        }
      } else if token.isPunctuation("{") {
        if isControlBlockNext { scanReturned(tokens, open: index, type: type, depth: depth + 1) }
        isControlBlockNext = false
        index = closers[index] > index ? closers[index] + 1 : close
        continue
      } else if token.isPunctuation("(") || token.isPunctuation("[") {
        index = closers[index] > index ? closers[index] + 1 : close
        continue
      }
      index += 1
    }
  }
}
