extension InferredTargets {
  /// What `lint` says about the split: an `inferred-targets` note with the targets in their ranking, why each ranks
  /// where it does and which one gets the code in none of them; and a `missing-development-file` warning at each
  /// folder with translations but no development-language table (not at one of pseudo-locales alone). Empty when
  /// there is no split.
  package var diagnostics: [Diagnostic] {
    guard targets.count > 1, let main = targets.first(where: \.isMain) else { return [] }
    let names = repeatedTableNames.map { "'\($0)'" }.joined(separator: ", ")
    let byRoot = Dictionary(uniqueKeysWithValues: targets.map { ($0.root, $0) })
    let ranked = rankedRoots.compactMap { byRoot[$0] }
    let list = ranked.enumerated().map { index, target in
      let files = "\(target.tableFiles.count) table file\(target.tableFiles.count == 1 ? "" : "s")"
      return "\(index + 1). \(target.name) (\(files)): \(target.reason)"
    }.joined(separator: "; ")
    let note = Diagnostic.note(
      "\(names) \(repeatedTableNames.count == 1 ? "is a table" : "are tables") of several folders (an app, its "
        + "extensions or package modules), so each folder is checked as its own target with the code below it; "
        + "ranked for the code in none of them (app folders, package modules, folders nothing builds, translations "
        + "alone; then the most bytes): \(list). Code in none of them is checked against \(main.name); name the "
        + "targets with --target or 'targets' in l10n-gen.json to group them otherwise",
      at: nil, rule: .inferredTargets)
    let codeRoots = targets.filter { $0.standing != .translationsOnly }.map(\.root)
    let warnings = targets.compactMap { target -> Diagnostic? in
      // A folder of pseudo-locales alone (`pseudo --output`) is generated beside the tables on purpose.
      guard let only = translationsOnlyRoots[target.root], let language = developmentLanguage,
        !only.languages.allSatisfy(LanguageCode.isPseudoOrDocumentation)
      else { return nil }
      let codeRoot = Self.deepestRoot(above: target.root + "/", among: codeRoots) ?? main.root
      let codeTarget = byRoot[codeRoot]?.name ?? main.name
      let tables = only.tables.map { "\(language).lproj/\($0).strings" }.joined(separator: ", ")
      return .warning(
        "'\(target.name)' has translations (\(only.languages.joined(separator: ", "))) of "
          + "\(only.tables.map { "'\($0)'" }.joined(separator: ", ")) but no development-language file, unlike the "
          + "table's other folders: it is no target's table, so no code is checked against it and code below it is "
          + "checked against \(codeTarget); add \(tables) if a target builds this folder, or remove the folder",
        at: SourceLocation(file: only.firstFile, line: 1, column: 1), rule: .missingDevelopmentFile)
    }
    return [note] + warnings
  }
}
