import Foundation
package import L10nGenCore

/// The proof `migrate` prints for one catalog: compiled back (``StringCatalogCompiler``), it gives the same string as
/// the old files for every key, language and plural category, Foundation's `PropertyListSerialization` reading both;
/// and the generated Swift API (default and `swiftgen` templates) has the same symbols and signatures.
package struct MigrationProof: Hashable, Sendable {
  /// The templates whose generated API is compared.
  package static let templates = ["structured", "swiftgen"]

  /// Key and language pairs compared.
  package var comparedValues = 0
  /// Texts compared (per plural category and device).
  package var comparedTexts = 0
  /// What differs, one line each (empty: the proof holds).
  package var stringDifferences: [String] = []
  /// Keys a language now has that its old file lacked: keys only translations defined, which the catalog's
  /// development language shows as their own text, as Foundation showed the key for a key it could not find.
  package var keysNowTheirOwnText = 0
  /// Declarations compared per template.
  package var comparedDeclarations: [String: Int] = [:]
  /// Old declarations the new API lacks or declares differently (a changed signature is one removed and one added
  /// declaration), per template, one line each.
  package var apiDifferences: [String] = []
  /// Declarations only the new API has, per template, one line each: the accessors of ``keysNowTheirOwnText``, which
  /// break no call site.
  package var apiAdditions: [String] = []

  /// Whether the proof holds: every string the same, every old declaration unchanged.
  package var holds: Bool { stringDifferences.isEmpty && apiDifferences.isEmpty }

  package init() {}

  /// Proves `catalog` against `oldFiles` (the table's `.strings` and `.stringsdict` files); `config` is the run's
  /// configuration, whose template the proof replaces with each of ``templates``.
  package static func prove(_ catalog: MigratedCatalog, oldFiles: [InputFile], config: L10nGenConfig) -> MigrationProof
  {
    var proof = MigrationProof()
    proof.compareStrings(catalog, oldFiles: oldFiles)
    proof.compareAPI(catalog, oldFiles: oldFiles, config: config)
    return proof
  }

  private mutating func compareStrings(_ catalog: MigratedCatalog, oldFiles: [InputFile]) {
    var old: [String: [String: Any]] = [:]
    for file in oldFiles.sorted(by: { $0.path.hasSuffix(".strings") && !$1.path.hasSuffix(".strings") }) {
      let folder = ((file.path as NSString).deletingLastPathComponent as NSString).lastPathComponent
      guard folder.hasSuffix(".lproj") else { continue }
      let language = String(folder.dropLast(6))
      for (key, value) in Self.propertyList(file.data) { old[language, default: [:]][key] = value }
    }
    let compilation = StringCatalogCompiler.compile(catalog.data, path: catalog.path)
    if compilation.diagnostics.containsErrors {
      stringDifferences.append(
        "the catalog does not compile: " + (compilation.diagnostics.first { $0.severity == .error }?.message ?? ""))
      return
    }
    var new: [String: [String: Any]] = [:]
    for file in compilation.files {
      let language = String(file.relativePath.prefix { $0 != "/" }.dropLast(6))
      for (key, value) in Self.propertyList(file.data) { new[language, default: [:]][key] = value }
    }
    for (language, entries) in old.sorted(by: { $0.key < $1.key }) {
      let compiled = new[language] ?? [:]
      for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
        comparedValues += 1
        let expected = PropertyListTextExpansion.expansions(of: value)
        guard let newValue = compiled[key] else {
          stringDifferences.append("\(language) '\(key)': missing from the compiled catalog")
          continue
        }
        let actual = PropertyListTextExpansion.expansions(of: newValue)
        comparedTexts += expected.count
        if expected != actual {
          let path = expected.keys.sorted().first { expected[$0] != actual[$0] } ?? actual.keys.sorted().first ?? ""
          stringDifferences.append(
            "\(language) '\(key)' \(path): old \(String(reflecting: expected[path] ?? "")), new "
              + String(reflecting: actual[path] ?? ""))
        }
      }
      keysNowTheirOwnText += Set(compiled.keys).subtracting(entries.keys).count
    }
  }

  private mutating func compareAPI(_ catalog: MigratedCatalog, oldFiles: [InputFile], config: L10nGenConfig) {
    for template in Self.templates {
      guard let templates = TemplateSet.builtin(named: template) else { continue }
      var templateConfig = config
      templateConfig.template = template
      templateConfig.developmentLanguage = catalog.sourceLanguage
      let before = GeneratorPipeline.run(files: oldFiles, config: templateConfig, templates: templates)
      let after = GeneratorPipeline.run(
        files: [InputFile(path: catalog.path, data: catalog.data)], config: templateConfig, templates: templates)
      let old = Self.declarations(before.files)
      let new = Self.declarations(after.files)
      comparedDeclarations[template] = old.count
      var remaining = Dictionary(new.map { ($0, 1) }, uniquingKeysWith: +)
      var removed: [String] = []
      for line in old {
        if let count = remaining[line], count > 0 {
          remaining[line] = count - 1
        } else {
          removed.append(line)
        }
      }
      let inserted = remaining.filter { $0.value > 0 }.flatMap { Array(repeating: $0.key, count: $0.value) }.sorted()
      apiDifferences += removed.map { "\(template): removed or changed `\($0)`" }
      apiAdditions += inserted.map { "\(template): added `\($0)`" }
      if !removed.isEmpty {
        apiDifferences += inserted.map { "\(template): added `\($0)`" }
      }
    }
  }

  /// The declarations of generated Swift (types, cases, properties, functions), each trimmed and prefixed with the
  /// names of the types it is nested in (`L10n.Tabs: static func withCount(tabs: Int) -> String {`), sorted; comments
  /// and bodies left out, so that only symbols and signatures count, whatever order the keys are in.
  static func declarations(_ files: [GeneratedFile]) -> [String] {
    let starts = ["enum ", "struct ", "class ", "extension ", "case ", "static ", "func ", "var ", "let ", "init("]
    let modifiers = ["public ", "internal ", "package ", "fileprivate ", "private ", "nonisolated ", "final "]
    var declarations: [String] = []
    for file in files {
      var scopes: [(name: String, depth: Int)] = []
      var depth = 0
      for line in file.contents.split(separator: "\n", omittingEmptySubsequences: true) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("//") else { continue }
        var text = trimmed
        var stripped = true
        while stripped {
          stripped = false
          if text.hasPrefix("@"), let space = text.firstIndex(of: " ") {
            text = String(text[text.index(after: space)...])
            stripped = true
          }
          for modifier in modifiers where text.hasPrefix(modifier) {
            text = String(text.dropFirst(modifier.count))
            stripped = true
          }
        }
        let code = codeOutsideStringLiterals(trimmed)
        if starts.contains(where: { text.hasPrefix($0) }) {
          declarations.append(scopes.map(\.name).joined(separator: ".") + ": " + trimmed)
        }
        let opened = depth
        depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
        for keyword in ["enum ", "struct ", "class ", "extension "] where text.hasPrefix(keyword) && depth > opened {
          let name = text.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
          scopes.append((String(name), opened))
        }
        while let last = scopes.last, last.depth >= depth { scopes.removeLast() }
      }
    }
    return declarations.sorted()
  }

  /// `line` without the contents of its string literals, whose braces are no code.
  private static func codeOutsideStringLiterals(_ line: String) -> String {
    var code = ""
    var inString = false
    var escaped = false
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else {
        code.append(character)
      }
    }
    return code
  }

  private static func propertyList(_ data: Data) -> [String: Any] {
    guard !data.isEmpty else { return [:] }
    return (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any] ?? [:]
  }
}
