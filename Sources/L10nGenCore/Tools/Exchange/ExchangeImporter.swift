internal import Foundation

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
/// - a target whose placeholders do not fit the development text's (``ParameterUnifier``) is an error.
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

  /// A file and language edits go to.
  private struct FileKey: Hashable {
    var original: String
    var language: String
  }

  /// One unit of a file and language.
  private struct EditKey: Hashable {
    var file: FileKey
    var id: String
  }

  /// One accepted translation.
  private struct Edit {
    var unit: ExchangeUnit
    var note: String?
    var isNew: Bool
    var needsReview: Bool
  }

  /// The changes `documents` (each the `<file>`s of one imported file) make.
  package func merge(_ documents: [[ExchangeFile]]) -> ExchangeImportResult {
    var result = ExchangeImportResult()
    let exporter = ExchangeExporter(project: project)
    // Edits per (origin original, language), in import order; a later document wins for the same id. One flat
    // dictionary: nested dictionaries would be copied on each insertion.
    var edits: [EditKey: Edit] = [:]
    var idsByFile: [FileKey: [String]] = [:]
    var order: [FileKey] = []
    for files in documents {
      for file in files {
        let language = file.targetLanguage
        guard let origin = project.origin(original: file.original) else {
          result.stale += file.units.count
          let location = file.units.first?.location
          result.diagnostics.append(
            .warning(
              "the project has no file '\(file.original)'; its \(file.units.count) units are stale and not written",
              at: location, rule: .staleUnit, language: language))
          continue
        }
        if ProjectLayout.languagesMatch(language, project.developmentLanguage) || language.isEmpty {
          result.skipped += file.units.count
          continue
        }
        let current = Dictionary(
          exporter.units(of: origin, language: language).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for unit in file.units {
          guard let existing = current[unit.id] else {
            result.stale += 1
            result.diagnostics.append(
              .warning(
                "'\(unit.id)' is not in '\(file.original)' any more; the unit is stale and not written",
                at: unit.location, rule: .staleUnit, language: language))
            continue
          }
          guard let target = unit.target, existing.translate else {
            result.skipped += 1
            continue
          }
          let state = unit.state ?? "translated"
          let reviewState = state.hasPrefix("needs-review") || state == "needs-adaptation" || state == "needs-l10n"
          if (state == "new" && options.states != .all) || (reviewState && options.states == .translated) {
            result.skipped += 1
            continue
          }
          if target.isEmpty && !options.allowsEmpty {
            if (existing.target ?? "").isEmpty {
              result.unchanged += 1
            } else {
              result.skipped += 1
              result.diagnostics.append(
                .warning(
                  "the target of '\(unit.id)' is empty; the translation is kept (pass --allow-empty to clear it)",
                  at: unit.targetLocation ?? unit.location, rule: .emptyValue, language: language))
            }
            continue
          }
          let sourceChanged = unit.source != existing.source
          if target == existing.target && !sourceChanged {
            result.unchanged += 1
            continue
          }
          if let problem = Self.placeholderProblem(target: target, source: existing.source, id: unit.id) {
            result.diagnostics.append(
              .error(
                "the translation of '\(unit.id)' \(problem); fix the target in the imported file",
                at: unit.targetLocation ?? unit.location, rule: .placeholderMismatch, language: language))
            continue
          }
          var needsReview = reviewState
          if sourceChanged {
            needsReview = true
            result.diagnostics.append(
              .warning(
                "the source of '\(unit.id)' changed since the export ('\(unit.source)', now '\(existing.source)'); "
                  + "the translation is imported as needing review",
                at: unit.location, rule: .sourceChanged, language: language))
          }
          if target == existing.target && !needsReview {
            result.unchanged += 1
            continue
          }
          let fileKey = FileKey(original: origin.original, language: language)
          if idsByFile[fileKey] == nil { order.append(fileKey) }
          let editKey = EditKey(file: fileKey, id: unit.id)
          if edits.updateValue(
            Edit(unit: unit, note: existing.note, isNew: existing.target == nil, needsReview: needsReview),
            forKey: editKey) == nil
          {
            idsByFile[fileKey, default: []].append(unit.id)
          }
        }
      }
    }
    guard !result.diagnostics.containsErrors else { return result }
    for fileKey in order {
      guard let origin = project.origin(original: fileKey.original) else { continue }
      var unitEdits: [String: Edit] = [:]
      for id in idsByFile[fileKey] ?? [] { unitEdits[id] = edits[EditKey(file: fileKey, id: id)] }
      apply(unitEdits, origin: origin, language: fileKey.language, to: &result)
    }
    if result.diagnostics.containsErrors {
      result.changes = []
    }
    result.changes.sort { $0.path < $1.path }
    return result
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

  private func apply(
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
                result.skipped += 1
                result.diagnostics.append(
                  .warning(
                    "'\(id)' was not imported: '\(key)' has no plural in \(language) yet, and the import brings no "
                      + "'other' form, which Apple requires; translate 'other' too", at: edit.unit.location,
                    rule: .staleUnit, language: language))
                continue
              }
            }
            do throws(StringCatalogEditor.EditError) {
              try editor.setVariant(
                edit.unit.target ?? "", state: state, forKey: key, language: language, path: path)
              written.append(id)
            } catch {
              result.skipped += 1
              result.diagnostics.append(
                .warning(
                  "'\(id)' was not imported: \(error.message)", at: edit.unit.location, rule: .staleUnit,
                  language: language))
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
            result.skipped += 1
            result.diagnostics.append(
              .warning(
                "'\(id)' was not imported: its text uses the substitution '\(name)', which \(language) does not have "
                  + "and the import does not bring; translate the substitution's forms too", at: edit.unit.location,
                rule: .staleUnit, language: language))
            continue
          }
          do throws(StringCatalogEditor.EditError) {
            try editor.setTranslation(edit.unit.target ?? "", state: state, forKey: id, language: language)
            written.append(id)
          } catch {
            result.skipped += 1
            result.diagnostics.append(
              .warning(
                "'\(id)' was not imported: \(error.message)", at: edit.unit.location, rule: .staleUnit,
                language: language))
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
            result.skipped += 1
            result.diagnostics.append(
              .warning(
                "'\(path)' does not exist; create the language's .stringsdict first (l10n-gen writes no new rules)",
                at: edits[id]!.unit.location, rule: .staleUnit, language: language))
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
        for missing in edited.missing {
          let id = idsByPath[missing] ?? missing.joined(separator: "/")
          result.skipped += 1
          result.diagnostics.append(
            .warning(
              "'\(id)' has no string in '\(path)' to replace; add the rule to the .stringsdict first",
              at: edits[id]?.unit.location, rule: .staleUnit, language: language))
        }
        written = ids.filter { id in !edited.missing.contains { idsByPath[$0] == id } }
        newData = edited.data
      } else {
        var changes: [String: String] = [:]
        var additions: [StringsTableEdit.Entry] = []
        let present = Set(project.contents[path]?.entries.map(\.key) ?? [])
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
