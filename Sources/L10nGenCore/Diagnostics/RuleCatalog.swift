/// Every rule l10n-gen checks, with its scope and a one-line summary: the list `--help`, the README and SARIF's
/// `tool.driver.rules` are built from, and the set configuration files may name.
package enum RuleCatalog {
  /// A rule's documentation.
  package struct Descriptor: Sendable, Hashable {
    /// The stable identifier.
    package var id: RuleID
    /// What the findings concern, which bounds their severity in translations.
    package var scope: RuleScope
    /// What the rule finds, in one sentence.
    package var summary: String
  }

  /// Every rule, sorted by identifier.
  package static let all: [Descriptor] = [
    // Files
    .init(id: .syntaxError, scope: .file, summary: "A file Apple's parser (and so Xcode's build) cannot read."),
    .init(id: .encoding, scope: .file, summary: "Bytes that are not valid in the file's text encoding."),
    .init(id: .ignoredContent, scope: .file, summary: "Text that Apple's parser silently skips."),
    .init(id: .unreadableFile, scope: .file, summary: "A file that cannot be opened."),
    .init(
      id: .compiledTable, scope: .file,
      summary: "A binary property list table, as Xcode writes into built bundles: read, with a note."),
    .init(
      id: .unwritableFile, scope: .file,
      summary: "A file that cannot be written (read-only, no permission, no space); nothing is changed."),
    .init(
      id: .escapedSlash, scope: .file,
      summary: "A String Catalog that escapes '/' as '\\/', as translation platforms do and Xcode never does."),
    .init(
      id: .ibInvalidDocument, scope: .file,
      summary: "Well-formed XML that is no Interface Builder storyboard or xib."),
    .init(
      id: .ibLegacyArchive, scope: .file,
      summary: "An Xcode 4 keyed-archive xib, whose objects have no ObjectIDs for ibtool keys."),
    .init(
      id: .ibDuplicateObjectID, scope: .file,
      summary: "An ObjectID used by two objects of one IB file, whose ibtool keys collide."),
    .init(
      id: .ibOrphanTable, scope: .file,
      summary:
        "A table whose keys are all ibtool's ObjectID.property but whose Base storyboard or xib has another name "
        + "(or is gone): no API, and Xcode never uses it."),
    .init(
      id: .ibMigratePlan, scope: .file,
      summary: "An ib-migrate plan that cannot be read or no longer matches its IB document."),
    .init(
      id: .ibMigrateConflict, scope: .project,
      summary: "An ib-migrate key that already means another text, in Localizable.strings or in the plan."),
    // Entries
    .init(id: .duplicateKey, scope: .entry, summary: "A key defined twice in one file; the last one wins."),
    .init(id: .invalidEntry, scope: .entry, summary: "An entry whose structure Apple's lookup cannot use."),
    .init(
      id: .missingPluralCategory, scope: .entry,
      summary: "A plural rule without the 'other' category, which Apple's lookup falls back to."),
    .init(
      id: .placeholderMismatch, scope: .entry,
      summary: "A translation whose arguments differ from the development value's (the '%@' vs '%d' crash)."),
    .init(id: .invalidSpecifier, scope: .entry, summary: "A '%' followed by something that is no conversion."),
    .init(id: .strayPercent, scope: .entry, summary: "A '%' that reads as prose ('100% off')."),
    .init(id: .ambiguousSpaceFlag, scope: .entry, summary: "A specifier with a space flag ('% @'), often broken."),
    .init(id: .unsupportedFlag, scope: .entry, summary: "The \"'\" grouping flag, which Foundation ignores."),
    .init(id: .unsupportedConversion, scope: .entry, summary: "A conversion Swift cannot feed safely ('%S', '%n')."),
    .init(id: .legacyConversion, scope: .entry, summary: "'%D', '%U', '%O': Darwin-only synonyms."),
    .init(id: .longDouble, scope: .entry, summary: "'%Lf': a long double, which a Swift Double cannot feed."),
    .init(id: .invalidPosition, scope: .entry, summary: "An argument position Foundation prints literally."),
    .init(id: .positionHole, scope: .entry, summary: "An unused argument position before a used one."),
    .init(id: .conflictingTypes, scope: .entry, summary: "One argument position used with two types."),
    .init(id: .mixedPositional, scope: .entry, summary: "Positional and sequential specifiers in one string."),
    .init(id: .undefinedVariable, scope: .entry, summary: "'%#@name@' without a variable or substitution 'name'."),
    .init(id: .malformedVariable, scope: .entry, summary: "A '%#@' that is no valid variable reference."),
    .init(
      id: .variablePositionWithoutDollar, scope: .entry,
      summary: "'%2#@name@' without '$', read as a field width."),
    .init(id: .recursiveVariable, scope: .entry, summary: "A variable whose variants refer back to it."),
    .init(
      id: .invalidVariableSpecifier, scope: .entry, summary: "A variable's number specifier that is no conversion."),
    .init(id: .emptyValue, scope: .entry, summary: "An empty value."),
    .init(
      id: .missingState, scope: .entry, summary: "A String Catalog stringUnit without the state Xcode needs."),
    .init(
      id: .cStringSpecifier, scope: .entry,
      summary: "A catalog translation with '%s' where the source text has '%@' (a translation platform's crash)."),
    .init(
      id: .untranslatedValue, scope: .entry,
      summary: "A translation identical to the development text (off between variants of one language)."),
    .init(
      id: .translationLength, scope: .entry,
      summary: "A translation more than N times as long as its development text (opt-in: lint.translationLength)."),
    // Project
    .init(id: .missingTranslation, scope: .project, summary: "A key a language does not translate."),
    .init(id: .extraKey, scope: .project, summary: "A key only translations have, not the development language."),
    .init(
      id: .xcodeSymbolCollision, scope: .project,
      summary: "Two manual catalog keys whose Xcode-generated symbols would be the same declaration."),
    .init(
      id: .ibStaleObject, scope: .project,
      summary: "An Interface Builder table entry whose ObjectID is not in the Base storyboard or xib."),
    .init(
      id: .ibUnknownProperty, scope: .project,
      summary: "An Interface Builder table entry for a property ibtool does not export for that object."),
    .init(
      id: .ibUnknownKey, scope: .project,
      summary: "An lz* key set in a storyboard or xib that the interface table does not define."),
    .init(
      id: .ibKeyTakesArguments, scope: .project,
      summary: "An lz* key whose string takes arguments, which Interface Builder cannot pass."),
    .init(id: .missingDevelopmentFile, scope: .project, summary: "A table with no file in the development language."),
    .init(id: .duplicateTableFile, scope: .project, summary: "Several files of one kind for one table and language."),
    .init(id: .tableConflict, scope: .project, summary: "One table defined by a catalog and by other files."),
    .init(
      id: .tableNameCase, scope: .project,
      summary: "A table file whose name differs only in case from the table's other files."),
    .init(id: .notInLanguageFolder, scope: .project, summary: "A .strings file outside any <language>.lproj folder."),
    .init(id: .noTables, scope: .project, summary: "An input folder without any localization table."),
    .init(
      id: .skippedFolder, scope: .project,
      summary: "A folder a search does not enter: dependencies, build products, Xcode exports (a note)."),
    .init(
      id: .inferredTargets, scope: .project,
      summary: "One table name defined in several folders, so lint checks each folder as a target (a note)."),
    .init(
      id: .unknownDevelopmentLanguage, scope: .project,
      summary: "A development language that no table has."),
    .init(
      id: .sourceLanguageMismatch, scope: .project,
      summary: "A catalog whose sourceLanguage is not the development language."),
    .init(id: .nameCollision, scope: .project, summary: "Keys or tables that map to the same Swift name."),
    .init(id: .reservedName, scope: .project, summary: "A key whose Swift name is reserved and is renamed."),
    .init(id: .unnamedKey, scope: .project, summary: "A key with nothing to build a Swift name from."),
    .init(id: .undefinedKey, scope: .project, summary: "A key the code uses that its table does not define."),
    .init(id: .unusedKey, scope: .project, summary: "A key no code, Interface Builder file or dynamicKeys uses."),
    .init(
      id: .notExtracted, scope: .project,
      summary: "A key extract cannot write: an interpolation of unknown type, a key or table that is no literal."),
    .init(
      id: .keyArgumentMismatch, scope: .project,
      summary: "String(format:) passing a different argument count than the key's value has placeholders."),
    .init(id: .invalidConfiguration, scope: .project, summary: "An invalid l10n-gen.json or command-line option."),
    .init(id: .templateError, scope: .project, summary: "A template that cannot be read or rendered."),
    .init(
      id: .staleUnit, scope: .entry,
      summary: "An imported unit for a key, variant or file the project no longer has (import writes nothing for it)."),
    .init(
      id: .sourceChanged, scope: .entry,
      summary: "An imported unit whose source text differs from the development value now (imported as needing review)."
    ),
    .init(
      id: .percentValueType, scope: .entry,
      summary: "A .stringsdict value type written with '%' (%ld), as Xcode writes Intents.stringsdict: read as 'ld'."),
    .init(
      id: .damagedUnitID, scope: .entry,
      summary: "An imported unit whose id a translation tool changed at its ends (imported into the key it matches)."),
    .init(
      id: .untranslatableUnit, scope: .entry,
      summary: "Imported translations of entries marked shouldTranslate: false (skipped, with their count)."),
    .init(
      id: .mappedLanguage, scope: .project,
      summary: "An imported target language read as the project's language the runtime would use for it (pt-PT → pt)."
    ),
  ].sorted { $0.id < $1.id }

  /// The descriptors by identifier, for constant-time lookups by ``descriptor(for:)`` and ``scope(of:)``.
  private static let descriptorsByID: [RuleID: Descriptor] = Dictionary(
    all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// The descriptor of `id`, or `nil` for an unknown identifier.
  package static func descriptor(for id: RuleID) -> Descriptor? { descriptorsByID[id] }

  /// The scope of `id`; unknown identifiers count as project-wide.
  package static func scope(of id: RuleID) -> RuleScope { descriptorsByID[id]?.scope ?? .project }
}

/// The identifiers of every rule. Each is listed in ``RuleCatalog/all`` with its scope and summary; once released, an
/// identifier never changes, since configuration files and CI filters name it.
extension RuleID {
  /// A file Apple's parser cannot read.
  package static let syntaxError: RuleID = "syntax-error"
  /// Invalid bytes for the file's encoding.
  package static let encoding: RuleID = "encoding"
  /// Text Apple's parser silently skips.
  package static let ignoredContent: RuleID = "ignored-content"
  /// A binary property list `.strings` or `.stringsdict`: a built table, read as Apple reads it.
  package static let compiledTable: RuleID = "compiled-table"
  /// A file that cannot be opened.
  package static let unreadableFile: RuleID = "unreadable-file"
  /// A file that cannot be written.
  package static let unwritableFile: RuleID = "unwritable-file"
  /// Well-formed XML that is no IB document.
  package static let ibInvalidDocument: RuleID = "ib-invalid-document"
  /// An Xcode 4 keyed-archive IB file.
  package static let ibLegacyArchive: RuleID = "ib-legacy-archive"
  /// An ObjectID used twice in one IB file.
  package static let ibDuplicateObjectID: RuleID = "ib-duplicate-object-id"
  /// An Interface Builder table without a Base document of its name.
  package static let ibOrphanTable: RuleID = "ib-orphan-table"
  /// An `ib-migrate` plan that cannot be read or no longer matches its document.
  package static let ibMigratePlan: RuleID = "ib-migrate-plan"
  /// An `ib-migrate` key that already means another text.
  package static let ibMigrateConflict: RuleID = "ib-migrate-conflict"
  /// An IB table entry whose ObjectID is not in its document.
  package static let ibStaleObject: RuleID = "ib-stale-object"
  /// An IB table entry for a property the object does not export.
  package static let ibUnknownProperty: RuleID = "ib-unknown-property"
  /// An `lz*` key no table defines.
  package static let ibUnknownKey: RuleID = "ib-unknown-key"
  /// An `lz*` key whose string takes arguments.
  package static let ibKeyTakesArguments: RuleID = "ib-key-takes-arguments"
  /// A key defined twice in one file.
  package static let duplicateKey: RuleID = "duplicate-key"
  /// An entry with a structure Apple's lookup cannot use.
  package static let invalidEntry: RuleID = "invalid-entry"
  /// A plural rule without `other`.
  package static let missingPluralCategory: RuleID = "missing-plural-category"
  /// A translation whose arguments differ from the development value's.
  package static let placeholderMismatch: RuleID = "placeholder-mismatch"
  /// A `%` followed by no conversion.
  package static let invalidSpecifier: RuleID = "invalid-specifier"
  /// A `%` that reads as prose.
  package static let strayPercent: RuleID = "stray-percent"
  /// A specifier with a space flag.
  package static let ambiguousSpaceFlag: RuleID = "ambiguous-space-flag"
  /// The `'` flag.
  package static let unsupportedFlag: RuleID = "unsupported-flag"
  /// A conversion Swift cannot feed safely.
  package static let unsupportedConversion: RuleID = "unsupported-conversion"
  /// `%D %U %O`.
  package static let legacyConversion: RuleID = "legacy-conversion"
  /// `%Lf`.
  package static let longDouble: RuleID = "long-double"
  /// An argument position Foundation prints literally.
  package static let invalidPosition: RuleID = "invalid-position"
  /// An unused position before a used one.
  package static let positionHole: RuleID = "position-hole"
  /// One position with two types.
  package static let conflictingTypes: RuleID = "conflicting-types"
  /// Positional and sequential specifiers mixed.
  package static let mixedPositional: RuleID = "mixed-positional"
  /// A variable reference without a definition.
  package static let undefinedVariable: RuleID = "undefined-variable"
  /// A malformed variable reference.
  package static let malformedVariable: RuleID = "malformed-variable"
  /// `%2#@name@` without `$`.
  package static let variablePositionWithoutDollar: RuleID = "variable-position-without-dollar"
  /// A self-referencing variable.
  package static let recursiveVariable: RuleID = "recursive-variable"
  /// A variable number specifier that is no conversion.
  package static let invalidVariableSpecifier: RuleID = "invalid-variable-specifier"
  /// An empty value.
  package static let emptyValue: RuleID = "empty-value"
  /// A catalog that escapes `/` as `\/` (`format --fix` repairs it).
  package static let escapedSlash: RuleID = "escaped-slash"
  /// A catalog `stringUnit` without `state` (`format --fix` repairs it).
  package static let missingState: RuleID = "missing-state"
  /// `%s` in a catalog translation where the source has `%@` (`format --fix` repairs it).
  package static let cStringSpecifier: RuleID = "c-string-specifier"
  /// A translation identical to the development text.
  package static let untranslatedValue: RuleID = "untranslated-value"
  /// A translation much longer than its development text (opt-in).
  package static let translationLength: RuleID = "translation-length"
  /// A key a language does not translate.
  package static let missingTranslation: RuleID = "missing-translation"
  /// A key only translations have.
  package static let extraKey: RuleID = "extra-key"
  /// Two catalog keys Xcode's symbol generation would give the same declaration.
  package static let xcodeSymbolCollision: RuleID = "xcode-symbol-collision"
  /// A table without a development-language file.
  package static let missingDevelopmentFile: RuleID = "missing-development-file"
  /// Several files of one kind for a table and language.
  package static let duplicateTableFile: RuleID = "duplicate-table-file"
  /// A table defined by a catalog and other files.
  package static let tableConflict: RuleID = "table-conflict"
  /// A table file whose name differs only in case.
  package static let tableNameCase: RuleID = "table-name-case"
  /// A `.strings` file outside `<language>.lproj`.
  package static let notInLanguageFolder: RuleID = "not-in-language-folder"
  /// An input folder without tables.
  package static let noTables: RuleID = "no-tables"
  /// A folder that a recursive search skips, such as `Pods` or an `.xcloc` export.
  package static let skippedFolder: RuleID = "skipped-folder"
  /// One table name in several folders, checked as separate targets.
  package static let inferredTargets: RuleID = "inferred-targets"
  /// A development language no table has.
  package static let unknownDevelopmentLanguage: RuleID = "unknown-development-language"
  /// A catalog whose source language differs from the development language.
  package static let sourceLanguageMismatch: RuleID = "source-language-mismatch"
  /// Names that collide in Swift.
  package static let nameCollision: RuleID = "name-collision"
  /// A reserved Swift name.
  package static let reservedName: RuleID = "reserved-name"
  /// A key with nothing to name it from.
  package static let unnamedKey: RuleID = "unnamed-key"
  /// A key used in code that its table does not define.
  package static let undefinedKey: RuleID = "undefined-key"
  /// A key no code uses.
  package static let unusedKey: RuleID = "unused-key"
  /// A key `extract` cannot write into a table.
  package static let notExtracted: RuleID = "not-extracted"
  /// A formatted key called with the wrong number of arguments.
  package static let keyArgumentMismatch: RuleID = "key-argument-mismatch"
  /// An invalid configuration.
  package static let invalidConfiguration: RuleID = "invalid-configuration"
  /// A template failure.
  package static let templateError: RuleID = "template-error"
  /// An imported translation unit the project has no place for (`import`).
  package static let staleUnit: RuleID = "stale-unit"
  /// An imported translation unit whose source changed since the export (`import`).
  package static let sourceChanged: RuleID = "source-changed"
  /// A `.stringsdict` `NSStringFormatValueTypeKey` written with `%` (`%ld`), read as Foundation reads it.
  package static let percentValueType: RuleID = "percent-value-type"
  /// An imported translation unit whose id a translation tool changed at its ends (`import`).
  package static let damagedUnitID: RuleID = "damaged-unit-id"
  /// Imported translations of entries marked `shouldTranslate: false` (`import`).
  package static let untranslatableUnit: RuleID = "untranslatable-unit"
  /// An imported target language mapped to one of the project's languages (`import`).
  package static let mappedLanguage: RuleID = "mapped-language"
}
