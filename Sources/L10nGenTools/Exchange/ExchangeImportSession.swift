import L10nGenCore

/// One import in progress (``ExchangeImporter``'s rules): units are compared against the project's entries as a
/// reader hands them over (`ExchangeUnitConsumer`), and only the accepted translations are kept, so that an import
/// holds neither the imported file's units nor the project's exported units all at once. ``finish()`` writes the
/// kept translations into the files.
package struct ExchangeImportSession: ExchangeUnitConsumer {
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

  /// The `<file>` being read and what its units are compared against.
  private struct CurrentFile {
    var header: ExchangeFile
    /// The project's language the file's `target-language` is imported into (``ExchangeProject/projectLanguage(for:)``).
    var language: String
    /// The project's file, or `nil` when the project has none (its units are stale).
    var origin: ExchangeOrigin?
    /// The project's units, or `nil` when the file's units are skipped or stale.
    var units: ExchangeCurrentUnits?
    var unitCount = 0
    var firstLocation: SourceLocation?
  }

  private let importer: ExchangeImporter
  private var result = ExchangeImportResult()
  /// Edits per (origin original, language), in import order; a later file wins for the same id. One flat
  /// dictionary: nested dictionaries would be copied on each insertion.
  private var edits: [EditKey: ExchangeImporter.Edit] = [:]
  private var idsByFile: [FileKey: [String]] = [:]
  private var order: [FileKey] = []
  private var file: CurrentFile?
  /// The units skipped because their entry is marked `shouldTranslate: false`, though the file translates them.
  private var untranslatable: [(id: String, location: SourceLocation?, language: String)] = []
  /// The target languages already reported as mapped to a project language.
  private var mappedLanguages: Set<String> = []

  package init(importer: ExchangeImporter) {
    self.importer = importer
  }

  package mutating func beginFile(_ header: ExchangeFile) {
    endFile()
    let project = importer.project
    let language = project.projectLanguage(for: header.targetLanguage)
    let origin = project.origin(original: header.original)
    var units: ExchangeCurrentUnits?
    if let origin, !ProjectLayout.languagesMatch(language, project.developmentLanguage), !language.isEmpty {
      // The same file and language again (a second imported file) compares against the same units.
      if let previous = file?.units, previous.original == origin.original, previous.language == language {
        units = previous
      } else {
        units = ExchangeCurrentUnits(exporter: ExchangeExporter(project: project), origin: origin, language: language)
      }
    }
    file = CurrentFile(header: header, language: language, origin: origin, units: units)
  }

  package mutating func consume(_ unit: ExchangeUnit) {
    guard var current = file else { return }
    current.unitCount += 1
    if current.firstLocation == nil {
      current.firstLocation = unit.location
      noteMappedLanguage(of: current, at: unit.location)
    }
    file = current
    guard let origin = current.origin else {
      result.stale += 1
      return
    }
    guard let units = current.units else {
      result.skipped += 1
      return
    }
    compare(unit, against: units, origin: origin, language: current.language)
  }

  /// Says once per target language that it is imported into another spelling or a parent of it.
  private mutating func noteMappedLanguage(of current: CurrentFile, at location: SourceLocation?) {
    let target = current.header.targetLanguage
    guard current.language != target, mappedLanguages.insert(target).inserted else { return }
    let project = importer.project
    let message =
      ProjectLayout.languagesMatch(current.language, target)
      ? "the target language '\(target)' is imported into the project's '\(current.language)', the same language "
        + "spelled differently"
      : "the target language '\(target)' is imported into the project's '\(current.language)', the localization "
        + "the app shows to users of \(target) (as Bundle.preferredLocalizations and L10nKit's LanguageMatcher "
        + "choose among \(project.languages.joined(separator: ", "))); to keep \(target) apart, add a "
        + "\(target).lproj folder or \(target) to the catalog first"
    result.diagnostics.append(.note(message, at: location, rule: .mappedLanguage, language: current.language))
  }

  /// The import's result: every accepted translation written into its file, or no change at all when there is an
  /// error.
  package mutating func finish() -> ExchangeImportResult {
    endFile()
    file = nil
    reportUntranslatable()
    guard !result.diagnostics.containsErrors else { return result }
    for fileKey in order {
      guard let origin = importer.project.origin(original: fileKey.original) else { continue }
      var unitEdits: [String: ExchangeImporter.Edit] = [:]
      for id in idsByFile[fileKey] ?? [] { unitEdits[id] = edits[EditKey(file: fileKey, id: id)] }
      importer.apply(unitEdits, origin: origin, language: fileKey.language, to: &result)
    }
    if result.diagnostics.containsErrors {
      result.changes = []
    }
    result.changes.sort { $0.path < $1.path }
    return result
  }

  /// One warning for the units skipped because their entry is marked `shouldTranslate: false`, and with
  /// ``ExchangeImportOptions/listsSkippedUnits`` a note for each.
  private mutating func reportUntranslatable() {
    guard let first = untranslatable.first else { return }
    let count = untranslatable.count
    let languages = Set(untranslatable.map(\.language)).sorted().joined(separator: ", ")
    result.diagnostics.append(
      .warning(
        "\(count) unit\(count == 1 ? " was" : "s were") not imported (\(languages)): "
          + "\(count == 1 ? "its entry is" : "their entries are") marked "
          + "\"Don't translate\" (shouldTranslate: false) in the project, though the imported file translates "
          + "\(count == 1 ? "it" : "them") "
          + "(as when a translation tool sets translate=\"yes\" where Xcode wrote \"no\"); the app never shows such "
          + "translations; to import them, mark the entries translatable in Xcode (or the catalog) first"
          + (importer.options.listsSkippedUnits ? "" : " (--list-skipped lists them)"),
        at: first.location, rule: .untranslatableUnit, language: first.language))
    guard importer.options.listsSkippedUnits else { return }
    for unit in untranslatable {
      result.diagnostics.append(
        .note(
          "'\(unit.id)' was not imported: its entry is marked shouldTranslate: false", at: unit.location,
          rule: .untranslatableUnit, language: unit.language))
    }
  }

  /// Reports a finished `<file>` the project does not have.
  private mutating func endFile() {
    guard let current = file, current.origin == nil else { return }
    result.diagnostics.append(
      .warning(
        "the project has no file '\(current.header.original)'; its \(current.unitCount) units are stale and not "
          + "written", at: current.firstLocation, rule: .staleUnit, language: current.header.targetLanguage))
  }

  /// What a tool changed at the ends of `original` to make `damaged`: "its trailing line feed removed".
  static func change(from original: String, to damaged: String) -> String {
    func ends(_ text: String) -> (leading: Substring, trailing: Substring) {
      let core = ExchangeCurrentUnits.trimmingWhiteSpace(text)
      return (text[..<core.startIndex], text[core.endIndex...])
    }
    func describe(_ space: Substring) -> String {
      let names = space.map { character -> String in
        switch character {
        case "\n": return "line feed"
        case "\r\n": return "CR LF"
        case "\r": return "carriage return"
        case "\t": return "tab"
        case " ": return "space"
        case "\u{A0}": return "no-break space"
        default: return "U+" + String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
        }
      }
      return names.joined(separator: " and ")
    }
    let before = ends(original)
    let after = ends(damaged)
    var changes: [String] = []
    let pairs = [(before.leading, after.leading, "leading"), (before.trailing, after.trailing, "trailing")]
    for (old, new, place) in pairs where old != new {
      if new.isEmpty {
        changes.append("its \(place) \(describe(old)) removed")
      } else if old.isEmpty {
        changes.append("a \(place) \(describe(new)) added")
      } else {
        changes.append("its \(place) \(describe(old)) changed to \(describe(new))")
      }
    }
    return changes.joined(separator: " and ")
  }

  private mutating func compare(
    _ unit: ExchangeUnit, against units: ExchangeCurrentUnits, origin: ExchangeOrigin, language: String
  ) {
    let options = importer.options
    var unit = unit
    if units.unit(id: unit.id) == nil, let repaired = units.unit(damagedID: unit.id, source: unit.source) {
      result.diagnostics.append(
        .warning(
          "'\(unit.id)' is no key of '\(origin.original)', but is '\(repaired.id)' with \(Self.change(from: repaired.id, to: unit.id)) "
            + "(a translation tool rewrote the id after the export); imported into '\(repaired.id)'; give the "
            + "tool Xcode's ids (export again) so that no id is changed", at: unit.location, rule: .damagedUnitID,
          language: language))
      unit.id = repaired.id
      // The tool trims the source as it trims the id: compared without the ends, it is the development text.
      unit.source = repaired.source
    }
    guard let existing = units.unit(id: unit.id) else {
      result.stale += 1
      result.diagnostics.append(
        .warning(
          "'\(unit.id)' is not in '\(origin.original)' any more; the unit is stale and not written",
          at: unit.location, rule: .staleUnit, language: language))
      return
    }
    guard let target = unit.target, existing.translate else {
      result.skipped += 1
      if !existing.translate, unit.translate, let target = unit.target, !target.isEmpty, target != existing.target {
        untranslatable.append((unit.id, unit.location, language))
      }
      return
    }
    let state = unit.state ?? "translated"
    let reviewState = state.hasPrefix("needs-review") || state == "needs-adaptation" || state == "needs-l10n"
    if (state == "new" && options.states != .all) || (reviewState && options.states == .translated) {
      result.skipped += 1
      return
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
      return
    }
    let sourceChanged = unit.source != existing.source
    if target == existing.target && !sourceChanged {
      result.unchanged += 1
      return
    }
    if let problem = ExchangeImporter.placeholderProblem(target: target, source: existing.source, id: unit.id) {
      result.diagnostics.append(
        .error(
          "the translation of '\(unit.id)' \(problem); fix the target in the imported file",
          at: unit.targetLocation ?? unit.location, rule: .placeholderMismatch, language: language))
      return
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
      return
    }
    let fileKey = FileKey(original: origin.original, language: language)
    if idsByFile[fileKey] == nil { order.append(fileKey) }
    let editKey = EditKey(file: fileKey, id: unit.id)
    if edits.updateValue(
      ExchangeImporter.Edit(unit: unit, note: existing.note, isNew: existing.target == nil, needsReview: needsReview),
      forKey: editKey) == nil
    {
      idsByFile[fileKey, default: []].append(unit.id)
    }
  }
}
