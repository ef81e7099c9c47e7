/// Every `lz*` key a storyboard or xib sets must be a key of the interface table (`interfaceTable`, default
/// `Localizable`) whose string takes no argument: Interface Builder cannot pass arguments, and L10nKit would show a
/// key no table has as the key itself. Both are errors at the attribute, so removing a key a storyboard uses fails
/// the build there; `ib-key-takes-arguments` reports the second.
package struct IBKeyRule: ValidationRule {
  /// `ib-unknown-key`.
  package let identifier = RuleID.ibUnknownKey

  package init() {}

  /// No finding per table: the keys are checked once, in ``checkProject(in:)``.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] { [] }

  /// One finding per key use that no table defines or that takes arguments.
  package func checkProject(in context: ValidationContext) -> [Diagnostic] {
    let uses = context.interface.keyUses
    guard !uses.isEmpty else { return [] }
    let tableName = context.interface.keyTable
    let table = context.tables.first { $0.name == tableName }
    let entries = Dictionary(
      (table?.entries ?? []).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var sortedKeys: [String]?
    var diagnostics: [Diagnostic] = []
    for use in uses {
      let property = "\(use.keyPath) of \(use.objectDescription)"
      let development = table?.developmentLanguage ?? ""
      // A key only translations have is removed for the development language: it shows the key there.
      let isRemoved =
        entries[use.key].map { entry in
          entry.values[development] == nil && table?.isStringCatalog == false
            && table?.developmentLanguageHasFile == true
        } ?? false
      guard let entry = entries[use.key], !isRemoved else {
        if sortedKeys == nil { sortedKeys = entries.keys.sorted() }
        var fix: String
        if let suggestion = Suggestion.closest(to: use.key, among: sortedKeys ?? []) {
          fix = "did you mean '\(suggestion)'? "
        } else {
          fix = ""
        }
        if let other = context.tables.first(where: {
          $0.name != tableName && $0.entries.contains { entry in entry.key == use.key }
        }) {
          fix +=
            "the key is in table '\(other.name)', but Interface Builder keys are looked up in '\(tableName)' "
            + "(set \"interfaceTable\" in \(ProjectLayout.configFileName) and L10nKitInterfaceTable in Info.plist "
            + "to use another table); "
        }
        let tableState =
          table == nil
          ? "there is no table '\(tableName)'"
          : isRemoved
            ? "the development language '\(development)' of table '\(tableName)' does not define it"
            : "table '\(tableName)' has no such key"
        diagnostics.append(
          .error(
            "'\(use.key)' set as \(property) is not a key: \(tableState); \(fix)add the key to \(tableName) or "
              + "fix the attribute in Interface Builder (Identity inspector, User Defined Runtime Attributes)",
            at: use.location, rule: identifier))
        continue
      }
      let parameters = entry.apiSignature(developmentLanguage: development).parameters
      if !parameters.isEmpty {
        diagnostics.append(
          .error(
            "'\(use.key)' set as \(property) takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s"), "
              + "which Interface Builder cannot pass; use a key without format specifiers, or set the text in code "
              + "with the generated accessor", at: use.location, rule: .ibKeyTakesArguments))
      }
    }
    return diagnostics
  }
}

extension IBKeyUse {
  /// How messages name the object: `UILabel 'abc-12-xyz'` (`WelcomeLabel (UILabel) 'abc-12-xyz'` with a custom
  /// class), with the segment for a segment list.
  var objectDescription: String {
    let type: String
    switch (customClass, className) {
    case (let custom?, let base?): type = "\(custom) (\(base))"
    case (let custom?, nil): type = custom
    case (nil, let base?): type = base
    case (nil, nil): type = "object"
    }
    return "\(type) '\(objectID)'" + (segment.map { " (segment \($0))" } ?? "")
  }
}
