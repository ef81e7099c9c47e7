internal import Foundation
import L10nGenCore

/// Merges translated units back into the project (issue 22 §2), by id, never by source text, into the file each
/// unit came from, in that file's own format: `.strings` values are replaced in place and new keys appended
/// (comments, order and encoding kept), `.stringsdict` strings replaced in place, catalogs rewritten by
/// ``StringCatalogEditor`` in Xcode's formatting.
///
/// The rules, each reported where the unit is in the imported file:
/// - a missing `<target>` changes nothing; an empty `<target/>` is reported and skipped unless
///   ``ExchangeImportOptions/allowsEmpty``;
/// - a target in state `new` or `needs-review-*` is skipped unless the options take it;
/// - a unit whose id (or whose file) the project no longer has is stale: listed, never written;
/// - a unit whose `<source>` differs from the development text is imported as `needs_review` in a catalog, with a
///   warning in `.strings` and `.stringsdict` files, which keep no state;
/// - a target whose placeholders do not fit the development text's (`ParameterUnifier`) is an error.
///
/// Any error means the result holds no change: the import is all or nothing.
package struct ExchangeImporter: Sendable {
  /// The project imported into.
  package var project: ExchangeProject
  /// The options.
  package var options: ExchangeImportOptions

  package init(project: ExchangeProject, options: ExchangeImportOptions) {
    self.project = project
    self.options = options
  }

  /// One accepted translation.
  struct Edit {
    var unit: ExchangeUnit
    var note: String?
    var isNew: Bool
    var needsReview: Bool
  }

  /// The changes `documents` (each the `<file>`s of one imported file) make.
  package func merge(_ documents: [[ExchangeFile]]) -> ExchangeImportResult {
    var session = ExchangeImportSession(importer: self)
    for files in documents {
      for file in files {
        var header = file
        header.units = []
        session.beginFile(header)
        for unit in file.units { session.consume(unit) }
      }
    }
    return session.finish()
  }

  /// Why `target` cannot replace a translation of `source`, if it cannot: a specifier of another type or an
  /// argument the development text has not. Variants (`|==|`, `.stringsdict` rules) are checked for types only, as a
  /// category may leave an argument out.
  static func placeholderProblem(target: String, source: String, id: String) -> String? {
    guard target.contains("%") || source.contains("%") else { return nil }
    let isVariant = id.contains("|==|") || id.hasPrefix("/")
    let development = ParameterUnifier.parameters(forFormat: source).parameters
    let translation = ParameterUnifier.parameters(forFormat: target).parameters
    let problems = ParameterUnifier.mismatches(of: translation, against: development).filter { mismatch in
      if case .typeMismatch = mismatch { return true }
      return !isVariant && mismatch.severity == .error
    }
    return problems.first.map { "does not fit the development text's placeholders: \($0.message)" }
  }

  /// Writes `edits` (one file and language's accepted translations, by id) into `result`: the file's new bytes and
  /// the counts, or the warnings of what could not be written.
  func apply(
    _ edits: [String: Edit], origin: ExchangeOrigin, language: String, to result: inout ExchangeImportResult
  ) {
    let path = origin.path(for: language)
    // A catalog holds every language: a second language's edits start from the first's result.
    let existing = result.changes.last { $0.path == path }?.data ?? project.files[path]?.data
    let ids = edits.keys.sorted { ExchangeFile.numericOrder(Array($0.utf8), Array($1.utf8)) }
    var written: [String] = []
    var newData: Data?
    switch origin.storage {
    case .catalog:
      guard let data = existing else { return }
      do throws(StringCatalogEditor.EditError) {
        var editor = try StringCatalogEditor(data: data, path: path)
        for id in ids {
          let edit = edits[id]!
          let state: StringCatalogEditor.TranslationState = edit.needsReview ? .needsReview : .translated
          if let separator = id.range(of: "|==|") {
            // `key|==|plural.one`: one variant of a key the catalog has.
            let key = String(id[..<separator.lowerBound])
            let path = String(id[separator.upperBound...])
            // A plural the language does not have yet needs its `other` form, which Apple requires.
            if let plural = path.range(of: "plural.", options: .backwards) {
              let other = String(path[..<plural.upperBound]) + "other"
              if !editor.hasVariant(forKey: key, language: language, path: other),
                edits[key + "|==|" + other]?.unit.target?.isEmpty != false
              {
                result.skip(
                  "'\(id)' was not imported: '\(key)' has no plural in \(language) yet, and the import brings no "
                    + "'other' form, which Apple requires; translate 'other' too", at: edit.unit.location,
                  language: language)
                continue
              }
            }
            do throws(StringCatalogEditor.EditError) {
              try editor.setVariant(
                edit.unit.target ?? "", state: state, forKey: key, language: language, path: path)
              written.append(id)
            } catch {
              result.skip("'\(id)' was not imported: \(error.message)", at: edit.unit.location, language: language)
            }
            continue
          }
          if !editor.contains(id) {
            // A storyboard or xib entry the catalog has not extracted yet: added as Xcode extracts it.
            try editor.addKey(
              id, comment: edit.note, extractionState: "extracted_with_value",
              translations: [language: edit.unit.target ?? ""], state: state)
            written.append(id)
            continue
          }
          // A text that names substitutions (`%#@count@`) the language has not and the import does not bring would
          // leave the entry broken.
          let missing = Self.substitutionNames(in: edit.unit.target ?? "").filter { name in
            !editor.hasSubstitution(name, forKey: id, language: language)
              && !edits.contains {
                $0.key.hasPrefix(id + "|==|substitutions." + name + ".") && $0.value.unit.target?.isEmpty == false
              }
          }
          if let name = missing.first {
            result.skip(
              "'\(id)' was not imported: its text uses the substitution '\(name)', which \(language) does not have "
                + "and the import does not bring; translate the substitution's forms too", at: edit.unit.location,
              language: language)
            continue
          }
          do throws(StringCatalogEditor.EditError) {
            try editor.setTranslation(edit.unit.target ?? "", state: state, forKey: id, language: language)
            written.append(id)
          } catch {
            result.skip("'\(id)' was not imported: \(error.message)", at: edit.unit.location, language: language)
          }
        }
        newData = editor.data
      } catch {
        result.diagnostics.append(.error(error.message, at: error.location, rule: .unwritableFile, language: language))
        return
      }
    case .languageFiles(let kind, _, _, _):
      if kind == .stringsDict {
        guard let data = existing else {
          for id in ids {
            result.skip(
              "'\(path)' does not exist; create the language's .stringsdict first (l10n-gen writes no new rules)",
              at: edits[id]!.unit.location, language: language)
          }
          return
        }
        var changes: [[String]: String] = [:]
        var idsByPath: [[String]: String] = [:]
        for id in ids {
          let components = id.dropFirst().split(separator: "/").compactMap { part -> String? in
            part.hasSuffix(":dict") ? String(part.dropLast(5)) : nil
          }
          changes[components] = edits[id]!.unit.target ?? ""
          idsByPath[components] = id
        }
        let edited = TableValueEditor.editStringsDict(data, path: path, changes: changes)
        // What the file has no string for yet (a new category, variable or key) is added in its structure.
        var additions: [[String]: String] = [:]
        for missing in edited.missing { additions[missing] = changes[missing] }
        let inserted = StringsDictInserter.insert(
          additions, into: edited.data, path: path, development: developmentData(of: origin))
        for (missing, reason) in inserted.refused.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
          let id = idsByPath[missing] ?? missing.joined(separator: "/")
          result.skip(
            "'\(id)' was not imported: \(reason)",
            at: edits[id]?.unit.location, language: language)
        }
        written = ids.filter { id in !inserted.refused.keys.contains { idsByPath[$0] == id } }
        newData = inserted.data
      } else {
        var changes: [String: String] = [:]
        var additions: [StringsTextEntry] = []
        // Which of the ids the file has (only those: a set of a large table's keys would be large).
        let wanted = Set(ids)
        var present: Set<String> = []
        for entry in project.stringsEntries[path] ?? [] where wanted.contains(entry.key) { present.insert(entry.key) }
        for id in ids {
          let edit = edits[id]!
          if present.contains(id) {
            changes[id] = edit.unit.target ?? ""
          } else {
            additions.append(.init(key: id, value: edit.unit.target ?? "", comment: edit.note))
          }
          if edit.needsReview && !edit.unit.source.isEmpty {
            // .strings keep no state: the warning about the changed source is all there is.
          }
          written.append(id)
        }
        newData = TableValueEditor.editStrings(existing, path: path, changes: changes, additions: additions)
      }
    }
    guard let newData, newData != existing else { return }
    let added = written.filter { edits[$0]!.isNew }
    let changed = written.filter { !edits[$0]!.isNew }
    result.added += added.count
    result.changed += changed.count
    // Earlier languages' changes of the same file carry the file as it ends, so whichever is written, it is whole.
    for index in result.changes.indices where result.changes[index].path == path {
      result.changes[index].data = newData
    }
    result.changes.append(
      ExchangeImportResult.FileChange(path: path, language: language, data: newData, added: added, changed: changed))
  }

  /// The bytes of the development language's file of a `.languageFiles` origin.
  private func developmentData(of origin: ExchangeOrigin) -> Data? {
    guard case .languageFiles(_, _, _, let files) = origin.storage else { return nil }
    let path =
      files[project.developmentLanguage]
      ?? files.first { ProjectLayout.languagesMatch($0.key, project.developmentLanguage) }?.value
    return path.flatMap { project.files[$0]?.data }
  }

  /// The substitution names a catalog text refers to: `name` of each `%#@name@` (positional `%1$#@name@` too).
  static func substitutionNames(in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let marker = rest.range(of: "#@") {
      let after = rest[marker.upperBound...]
      guard let end = after.firstIndex(of: "@") else { break }
      if !after[..<end].isEmpty { names.append(String(after[..<end])) }
      rest = after[after.index(after: end)...]
    }
    return names
  }
}
