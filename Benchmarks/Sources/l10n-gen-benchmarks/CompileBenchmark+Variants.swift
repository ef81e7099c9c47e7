import Foundation
import L10nGenCore

extension CompileBenchmark {
  /// Our output rendered with a configuration, for `keys`: the `.strings` table, and a `.stringsdict` for plurals.
  static func writeOurs(
    _ keys: [SyntheticKey], into folder: String, configure: (inout L10nGenConfig) -> Void = { _ in }
  ) throws -> [String] {
    let strings = keys.filter { !$0.isPlural }.map {
      "\(SwiftLiteral.string($0.key)) = \(SwiftLiteral.string($0.value));"
    }
    var files = [InputFile(path: "en.lproj/Localizable.strings", data: Data(strings.joined(separator: "\n").utf8))]
    let plurals = keys.filter(\.isPlural)
    if !plurals.isEmpty {
      let entries = plurals.map { key in
        """
        <key>\(key.key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>
        <key>one</key><string>%ld item</string><key>other</key><string>%ld items</string></dict></dict>
        """
      }
      let plist =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
        + entries.joined(separator: "\n") + "\n</dict></plist>\n"
      files.append(InputFile(path: "en.lproj/Localizable.stringsdict", data: Data(plist.utf8)))
    }
    var config = L10nGenConfig()
    config.bundle = "Bundle.main"
    configure(&config)
    guard let templates = TemplateSet.builtin(named: config.template) else {
      throw CompileBenchmarkError.generation("no built-in \(config.template) template")
    }
    let result = GeneratorPipeline.run(files: files, config: config, templates: templates)
    guard !result.hasErrors else {
      throw CompileBenchmarkError.generation(result.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return try result.files.map { file in try write(file.contents, named: file.name, into: folder) }
  }

  /// Writes `contents` to `folder/name` and returns the path.
  static func write(_ contents: String, named name: String, into folder: String) throws -> String {
    let path = (folder as NSString).appendingPathComponent(name)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Our default output, then `transform` applied to the table file (`Localizable+L10nGen.swift`), plus `extra`
  /// Swift source in a file of its own when given.
  static func writeOurs(
    _ keys: [SyntheticKey], into folder: String, transformingTable transform: (String) -> [String],
    extra: String? = nil
  ) throws -> [String] {
    var paths = try writeOurs(keys, into: folder)
    guard let tableIndex = paths.firstIndex(where: { $0.hasSuffix("Localizable+L10nGen.swift") }) else {
      throw CompileBenchmarkError.generation("no Localizable+L10nGen.swift")
    }
    let table = try String(contentsOfFile: paths[tableIndex], encoding: .utf8)
    try FileManager.default.removeItem(atPath: paths[tableIndex])
    paths.remove(at: tableIndex)
    for (index, part) in transform(table).enumerated() {
      paths.append(try write(part, named: "Localizable+L10nGen\(index).swift", into: folder))
    }
    if let extra { paths.append(try write(extra, named: "Extra.swift", into: folder)) }
    return paths
  }

  // MARK: Experiments

  /// The shape before issue 35 §2: accessors that call the key type's L10nKit entry points themselves
  /// (`L10n.LocalizableKey.string("k")`, `L10n.LocalizableKey.format("k", p1)`, a member lookup and, for functions, a
  /// parameter-pack call each) instead of the file's `fileprivate` helpers.
  static func directCalls(_ table: String) -> [String] {
    var output: [Substring] = []
    var inHelper = false
    for line in table.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " }
      let code = line.dropFirst(indent.count)
      if inHelper {
        inHelper = line != "}"
        continue
      }
      if code.hasPrefix("fileprivate nonisolated func _l10nGen") {
        // A helper, with its doc comment and the blank line before it.
        while let last = output.last, last.isEmpty || last.hasPrefix("///") { output.removeLast() }
        inHelper = true
        continue
      }
      if let call = line.range(of: "{ _l10nGenString(") {
        output.append(line[..<call.lowerBound] + "{ L10n.LocalizableKey.string(" + line[call.upperBound...])
      } else if code.hasPrefix("_l10nGenFormat"), let open = code.firstIndex(of: "(") {
        output.append(indent + "L10n.LocalizableKey.format" + code[open...])
      } else {
        output.append(line)
      }
    }
    return [output.joined(separator: "\n") + "\n"]
  }

  /// The shape before issue 35 §2: each namespace's accessors inside its enum, nested in the root extension
  /// (`extension L10n { enum Screen0 { enum Section1 { ... } } }`), instead of in an `extension L10n.Screen0.Section1`
  /// of its own. Moves each extension's lines before the closing brace of its enum in the declarations.
  static func nestedEnums(_ table: String) -> [String] {
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let extensionLines = lines.indices.filter { lines[$0].hasPrefix("extension ") && lines[$0].hasSuffix(" {") }
    // The first extension declares the key type, the second the root's accessors and the enums.
    guard extensionLines.count >= 2 else { return [table] }
    let declarationsStart = extensionLines[1]
    guard let declarationsEnd = lines[declarationsStart...].firstIndex(of: "}") else { return [table] }
    let root = String(lines[declarationsStart].dropFirst("extension ".count).dropLast(2))
    // Each extension's body, by its type.
    var bodies: [String: [String]] = [:]
    var rest: [String] = []
    var index = declarationsEnd + 1
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("extension "), line.hasSuffix(" {"), let end = lines[index...].firstIndex(of: "}") {
        bodies[String(line.dropFirst("extension ".count).dropLast(2))] = Array(lines[(index + 1)..<end])
        index = end + 2  // the blank line after the extension
        continue
      }
      rest.append(line)
      index += 1
    }
    var output = Array(lines[...declarationsStart])
    var path = [root]
    for line in lines[(declarationsStart + 1)..<declarationsEnd] {
      let code = line.drop { $0 == " " }
      if code.hasSuffix(" {"), let range = code.range(of: "enum ") {
        path.append(String(code[range.upperBound...].dropLast(2)))
        output.append(line)
      } else if code == "}" {
        let indent = String(repeating: " ", count: line.count - code.count + 2)
        output += (bodies[path.joined(separator: ".")] ?? []).map { $0.isEmpty ? $0 : indent + $0.dropFirst(2) }
        path.removeLast()
        output.append(line)
      } else {
        output.append(line)
      }
    }
    output.append("}")
    output.append("")
    return [(output + rest).joined(separator: "\n")]
  }

  /// Every accessor marked with `attribute` (`@inline(__always)`, `@_transparent`).
  static func accessors(markedWith attribute: String) -> (String) -> [String] {
    { table in
      [
        table.replacingOccurrences(
          of: "internal nonisolated static var ", with: "\(attribute) internal nonisolated static var "
        )
        .replacingOccurrences(
          of: "internal nonisolated static func ", with: "\(attribute) internal nonisolated static func "
        )
        // The key type's own members keep their declarations.
        .replacingOccurrences(
          of: "\(attribute) internal nonisolated static var table", with: "internal nonisolated static var table"
        )
        .replacingOccurrences(
          of: "\(attribute) internal nonisolated static var bundle", with: "internal nonisolated static var bundle")
      ]
    }
  }

  // MARK: Parts of a declaration

  /// The table without `///` lines.
  static func withoutDocComments(_ table: String) -> String {
    table.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }.joined(separator: "\n")
  }

  /// The table without its accessor functions (signature, body and closing brace: three lines each).
  static func withoutFunctions(_ table: String) -> String {
    var output: [Substring] = []
    var skip = 0
    for line in table.split(separator: "\n", omittingEmptySubsequences: false) {
      if skip > 0 {
        skip -= 1
        continue
      }
      if line.contains(" static func ") && line.hasSuffix("{") {
        skip = 2
        continue
      }
      output.append(line)
    }
    return output.joined(separator: "\n")
  }

  /// The table without its property accessors (one line each).
  static func withoutProperties(_ table: String) -> String {
    table.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !($0.contains(" static var ") && $0.contains("_l10nGenString(")) }.joined(separator: "\n")
  }

  /// The table without the namespaces (left empty by the removals above): the key type only.
  static func withoutNamespaces(_ table: String) -> String {
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
    // Everything after the key type's extension: the enums, their extensions and the file's helpers.
    let extensionLines = lines.indices.filter { lines[$0].hasPrefix("extension ") && lines[$0].hasSuffix("{") }
    guard extensionLines.count >= 2 else { return table }
    return lines[..<extensionLines[1]].joined(separator: "\n") + "\n"
  }
}
