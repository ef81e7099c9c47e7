/// An entry of an Interface Builder table (`fr.lproj/Main.strings` for `Base.lproj/Main.storyboard`) must name an
/// object of the Base document (`ib-stale-object`: deleted objects leave their translations behind) and a text
/// ibtool exports for it (`ib-unknown-property`: `"Ibu-xm-woE.txt"`, or a property the object no longer has). UIKit
/// and AppKit ignore such entries, so they are warnings, at the entry in each language's file.
package struct IBTableObjectRule: ValidationRule {
  /// `ib-stale-object`.
  package let identifier = RuleID.ibStaleObject

  package init() {}

  /// The findings for one Interface Builder table: one per entry and language that has it.
  package func check(_ table: LocalizationTable, in context: ValidationContext) -> [Diagnostic] {
    guard context.interface.documentsByTable[table.name] != nil else { return [] }
    // Each file is checked against the document in its own folder tree (a macOS and an iOS document of one name).
    var checked: [String: (exported: Set<String>, properties: [String: Set<String>])] = [:]
    func objects(of document: IBDocument) -> (exported: Set<String>, properties: [String: Set<String>]) {
      if let known = checked[document.path] { return known }
      let result = (
        Set(IBStringsExporter.entries(for: document).map(\.key)),
        Dictionary(
          document.objects.map { ($0.id, Set($0.properties.map(\.name))) }, uniquingKeysWith: { first, _ in first })
      )
      checked[document.path] = result
      return result
    }
    var diagnostics: [Diagnostic] = []
    for entry in table.entries {
      for language in entry.values.keys.sorted() where context.filter.checks(language: language) {
        guard let value = entry.values[language],
          let document = context.interface.document(forTable: table.name, file: value.location.file)
        else { continue }
        let (exported, properties) = objects(of: document)
        guard !exported.contains(entry.key) else { continue }
        let finding = finding(for: entry.key, properties: properties, document: document)
        diagnostics.append(
          .warning(
            "'\(entry.key)' in \(language): \(finding.message); UIKit and AppKit ignore it; remove the entry (or "
              + "export the table again with 'l10n-gen ib-strings \(document.path)')", at: value.location,
            rule: finding.rule, language: language))
      }
    }
    return diagnostics
  }

  /// What is wrong with a key that ibtool does not export for the document.
  private func finding(for key: String, properties: [String: Set<String>], document: IBDocument)
    -> (rule: RuleID, message: String)
  {
    guard let dot = key.firstIndex(of: "."), dot != key.startIndex else {
      return (identifier, "no object of \(document.path) has this key (ibtool keys are '<ObjectID>.<property>')")
    }
    let objectID = String(key[..<dot])
    let property = String(key[key.index(after: dot)...])
    guard let names = properties[objectID] else {
      return (identifier, "\(document.path) has no object '\(objectID)' (it was deleted or replaced)")
    }
    let known = names.sorted()
    let hint = known.isEmpty ? "it has no localizable text" : "its texts are \(known.joined(separator: ", "))"
    let empty = names.contains(property) ? " (its text is empty in the Base document, so ibtool skips it)" : ""
    return (
      .ibUnknownProperty,
      "object '\(objectID)' of \(document.path) has no localizable property '\(property)'\(empty); \(hint)"
    )
  }
}
