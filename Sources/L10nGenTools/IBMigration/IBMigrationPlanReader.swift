package import Foundation
package import L10nGenCore

/// Reads a migration plan file (``IBMigrationPlan/jsonText``), possibly edited by hand, with the project's located
/// JSON reader: every problem is an `ib-migrate-plan` error at its line and column, and a plan with any error is
/// not returned.
package enum IBMigrationPlanReader {
  /// Parses a plan file's bytes.
  package static func read(_ data: Data, path: String) -> (plan: IBMigrationPlan?, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    func error(_ message: String, _ location: SourceLocation) {
      diagnostics.append(.error(message, at: location, rule: .ibMigratePlan))
    }
    let root: JSONNode
    switch JSONValueReader.parse(data, path: path) {
    case .success(let node):
      root = node
    case .failure(let syntaxError):
      error("the plan is not valid JSON: \(syntaxError.message)", syntaxError.location)
      return (nil, diagnostics)
    }
    guard let members = root.members else {
      error("the plan must be a JSON object as 'l10n-gen ib-migrate --write-plan' writes it", root.location)
      return (nil, diagnostics)
    }
    var plan = IBMigrationPlan(developmentLanguage: "", documents: [])
    var sawVersion = false
    var sawDocuments = false
    for member in members {
      switch member.key {
      case "version":
        sawVersion = true
        if case .number(let number) = member.value.content, Int(number) == IBMigrationPlan.formatVersion { continue }
        error(
          "'version' must be \(IBMigrationPlan.formatVersion); write a new plan with --write-plan",
          member.value.location)
      case "developmentLanguage":
        guard let language = member.value.stringValue, !language.isEmpty else {
          error("'developmentLanguage' must be a language code such as \"en\"", member.value.location)
          continue
        }
        plan.developmentLanguage = language
      case "tableFolder":
        guard let folder = member.value.stringValue else {
          error("'tableFolder' must be the folder that holds <lang>.lproj/Localizable.strings", member.value.location)
          continue
        }
        plan.tableFolder = folder
      case "documents":
        sawDocuments = true
        guard case .array(let items) = member.value.content else {
          error("'documents' must be an array", member.value.location)
          continue
        }
        for item in items {
          if let document = readDocument(item, error: error) { plan.documents.append(document) }
        }
      default:
        error(
          unknownKey(member.key, known: ["version", "developmentLanguage", "tableFolder", "documents"]),
          member.keyLocation)
      }
    }
    if !sawVersion { error("the plan has no 'version'; write a new plan with --write-plan", root.location) }
    if !sawDocuments { error("the plan has no 'documents' array", root.location) }
    if plan.developmentLanguage.isEmpty && sawVersion {
      error("the plan has no 'developmentLanguage'", root.location)
    }
    return (diagnostics.isEmpty ? plan : nil, diagnostics)
  }

  private static func readDocument(
    _ node: JSONNode, error: (String, SourceLocation) -> Void
  ) -> IBMigrationPlan.Document? {
    guard let members = node.members else {
      error("each document must be an object with 'path' and 'migrate'", node.location)
      return nil
    }
    var path: (String, SourceLocation)?
    var tableFolder: String?
    var entries: [IBMigrationPlan.Entry] = []
    var valid = true
    for member in members {
      switch member.key {
      case "path":
        guard let text = member.value.stringValue, !text.isEmpty else {
          error("'path' must be the IB document's path", member.value.location)
          valid = false
          continue
        }
        path = (text, member.value.location)
      case "tableFolder":
        guard let folder = member.value.stringValue else {
          error("'tableFolder' must be the folder that holds this document's Localizable table", member.value.location)
          valid = false
          continue
        }
        tableFolder = folder
      case "migrate":
        guard case .array(let items) = member.value.content else {
          error("'migrate' must be an array", member.value.location)
          valid = false
          continue
        }
        for item in items {
          if let entry = readEntry(item, error: error) { entries.append(entry) } else { valid = false }
        }
      case "skipped":
        continue
      default:
        error(unknownKey(member.key, known: ["path", "tableFolder", "migrate", "skipped"]), member.keyLocation)
        valid = false
      }
    }
    guard let path else {
      error("this document has no 'path'", node.location)
      return nil
    }
    guard valid else { return nil }
    return IBMigrationPlan.Document(path: path.0, entries: entries, pathLocation: path.1, tableFolder: tableFolder)
  }

  private static func readEntry(_ node: JSONNode, error: (String, SourceLocation) -> Void) -> IBMigrationPlan.Entry? {
    guard let members = node.members else {
      error("each 'migrate' entry must be an object with 'ibKey' and 'key'", node.location)
      return nil
    }
    var ibKey: String?
    var key: (String, SourceLocation)?
    var valid = true
    var textChangeIntended = false
    for member in members {
      switch member.key {
      case "ibKey":
        ibKey = member.value.stringValue
        if ibKey == nil {
          error("'ibKey' must be a string such as \"Ibu-xm-woE.text\"", member.value.location)
          valid = false
        }
      case "key":
        guard let text = member.value.stringValue else {
          error("'key' must be a string such as \"login.title\"", member.value.location)
          valid = false
          continue
        }
        if let problem = keyProblem(text) {
          error("the key \(JSONString.quoted(text)) \(problem)", member.value.location)
          valid = false
        }
        key = (text, member.value.location)
      case "keyPath", "class", "text":
        continue
      case "textChangeIntended":
        guard case .boolean(let flag) = member.value.content else {
          error("'textChangeIntended' must be true or false", member.value.location)
          valid = false
          continue
        }
        textChangeIntended = flag
      default:
        error(
          unknownKey(member.key, known: ["ibKey", "key", "keyPath", "class", "text", "textChangeIntended"]),
          member.keyLocation)
        valid = false
      }
    }
    guard let ibKey, let key else {
      if valid { error("this entry needs both 'ibKey' and 'key'", node.location) }
      return nil
    }
    guard valid else { return nil }
    var entry = IBMigrationPlan.Entry(ibKey: ibKey, key: key.0, keyLocation: key.1)
    entry.textChangeIntended = textChangeIntended
    return entry
  }

  /// Why `key` cannot be an `lz*` key, or `nil` when it can: it must be non-empty, have no surrounding whitespace
  /// (L10nKit trims it) and no comma or line break (a segment list separates keys with commas).
  package static func keyProblem(_ key: String) -> String? {
    if key.isEmpty { return "is empty; give every migrated text a key, or delete the entry to keep it as it is" }
    if key.first?.isWhitespace == true || key.last?.isWhitespace == true {
      return "has surrounding whitespace, which L10nKit trims; remove it"
    }
    if key.contains(",") { return "contains a comma, which separates segment keys in lz*; use another character" }
    if key.contains(where: \.isNewline) { return "contains a line break; use a one-line key" }
    return nil
  }

  private static func unknownKey(_ key: String, known: [String]) -> String {
    let suggestion = Suggestion.closest(to: key, among: known).map { " Did you mean '\($0)'?" } ?? ""
    return "unknown key '\(key)' in the plan.\(suggestion) Known keys: \(known.joined(separator: ", "))"
  }
}
