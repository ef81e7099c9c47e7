import Foundation

extension KeyUsageIndex {
  /// Scans every Swift and Objective-C file of `sources` (others are ignored) with the wrappers of `config` and the
  /// names the run generates (the project's symbol table, which rendering uses too), and takes the configuration's
  /// `dynamicKeys` patterns. The `lz*` keys of the project's storyboards and xibs are added as `.interfaceBuilder`
  /// usages, so a key only a storyboard sets is not unused.
  ///
  /// Files a generator wrote (``GeneratedSource``: l10n-gen's own, SwiftGen's and R.swift's) and those the
  /// configuration's `sources.exclude` patterns match are skipped: their lookups of every key would make every key
  /// look used; the accessors they declare are mapped back to their keys in the other files (``GeneratedAccessors``).
  /// Usages in code only debug builds compile (``DebugOnlyRegions``) are marked
  /// ``KeyUsage/isDebugOnly``, unless `sources.previews` is on. Files are decoded by ``SourceText``.
  package static func scanning(_ sources: [InputFile], config: L10nGenConfig, project: AnalyzedProject)
    -> KeyUsageIndex
  {
    let interface = project.interface
    var options = SourceScanOptions(config: config, symbols: project.symbols)
    var index = KeyUsageIndex()
    index.dynamicKeyPatterns = config.dynamicKeys
    // Two passes: the declarations of every Swift file (the module's symbol table), then the usages of every file.
    var tokenized: [(path: String, language: SourceLanguage, tokens: [SourceToken], isUTF8: Bool)] = []
    var declarations = SourceDeclarations()
    var accessors = GeneratedAccessors()
    for file in sources.sorted(by: { $0.path < $1.path }) {
      let bytes = SourceText.utf8(file.data)
      guard let language = SourceLanguage(path: file.path), !KeyUsageScanner.isGenerated(bytes) else { continue }
      let generator = GeneratedSource(bytes)
      if generator != nil || config.sources.excludes(file.path) {
        // Its accessors, not its lookups: SwiftGen's and R.swift's declarations name the key of each.
        if generator != .l10nGen && language == .swift {
          accessors.collect(SourceTokenizer.tokenize(bytes, language: language))
        }
        continue
      }
      let tokens = SourceTokenizer.tokenize(bytes, language: language)
      if language == .swift { declarations.collect(tokens) }
      tokenized.append((file.path, language, tokens, SourceText.firstInvalidByte(bytes) == nil))
    }
    options.declarations = declarations
    for file in tokenized {
      var found = KeyUsageScanner.scan(tokens: file.tokens, path: file.path, language: file.language, options: options)
      if !config.sources.previews { DebugOnlyRegions(tokens: file.tokens, language: file.language).mark(&found) }
      // Bytes that are no UTF-8 became U+FFFD: such a key is not what the file says (the command reports the file).
      if !file.isUTF8 { found.usages.removeAll { $0.key.description.unicodeScalars.contains("\u{FFFD}") } }
      index.add(found.usages)
      index.add(dynamic: found.dynamicUsages)
      index.add(uncertain: found.uncertainUses)
      // A literal that is a key of one table, or text for a log, is no key that a run-time lookup may build.
      for token in file.tokens where token.kind == .string && !found.settledLiterals.contains(token.position.offset) {
        guard let text = token.literal?.staticText, !text.isEmpty, index.literalLocations[text] == nil else { continue }
        index.literalLocations[text] = SourceLocation(
          file: file.path, line: token.position.line, column: token.position.column)
      }
      if file.language == .swift { index.add(accessors.usages(in: file.tokens, path: file.path)) }
    }
    // A key a storyboard or xib sets through an `lz*` attribute is used too (in the interface table).
    index.add(
      interface.keyUses.map {
        KeyUsage(key: SourceKey($0.key), table: interface.keyTable, location: $0.location, form: .interfaceBuilder)
      })
    return index
  }
}
