import Foundation

extension KeyUsageIndex {
  /// Scans every Swift and Objective-C file of `sources` (others are ignored) with the wrappers of `config` and the
  /// names the run generates (the project's symbol table, which rendering uses too), and takes the configuration's
  /// `dynamicKeys` patterns. The `lz*` keys of the project's storyboards and xibs are added as `.interfaceBuilder`
  /// usages, so a key only a storyboard sets is not unused.
  package static func scanning(_ sources: [InputFile], config: L10nGenConfig, project: AnalyzedProject)
    -> KeyUsageIndex
  {
    let interface = project.interface
    var options = SourceScanOptions(config: config, symbols: project.symbols)
    var index = KeyUsageIndex()
    index.dynamicKeyPatterns = config.dynamicKeys
    // Two passes: the declarations of every Swift file (the module's symbol table), then the usages of every file.
    var tokenized: [(path: String, language: SourceLanguage, tokens: [SourceToken])] = []
    var declarations = SourceDeclarations()
    for file in sources.sorted(by: { $0.path < $1.path }) {
      let bytes = [UInt8](file.data)
      guard let language = SourceLanguage(path: file.path), !KeyUsageScanner.isGenerated(bytes) else { continue }
      let tokens = SourceTokenizer.tokenize(bytes, language: language)
      if language == .swift { declarations.collect(tokens) }
      tokenized.append((file.path, language, tokens))
    }
    options.declarations = declarations
    for file in tokenized {
      let found = KeyUsageScanner.scan(tokens: file.tokens, path: file.path, language: file.language, options: options)
      index.add(found.usages)
      index.add(dynamic: found.dynamicUsages)
    }
    // A key a storyboard or xib sets through an `lz*` attribute is used too (in the interface table).
    index.add(
      interface.keyUses.map {
        KeyUsage(key: SourceKey($0.key), table: interface.keyTable, location: $0.location, form: .interfaceBuilder)
      })
    return index
  }
}
