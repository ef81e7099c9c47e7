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

  /// The accessors moved out of the nested enums into one top-level extension per namespace (`extension
  /// L10n.Screen0.Section1 { ... }`, each namespace declared empty in its parent's extension): the same API, with
  /// one enclosing type instead of the whole nesting for every name the compiler looks up in an accessor.
  static func namespaceExtensions(_ table: String) -> [String] {
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.lastIndex(where: { $0.hasPrefix("extension ") && $0.hasSuffix(" {") }),
      let end = lines[start...].firstIndex(of: "}")
    else { return [table] }
    let root = String(lines[start].dropFirst("extension ".count).dropLast(2))
    var blocks: [(path: [String], lines: [String])] = [([root], [])]
    var open = [0]
    for line in lines[(start + 1)..<end] {
      let depth = blocks[open[open.count - 1]].path.count
      let code = line.drop { $0 == " " }
      let indent = line.count - code.count
      if code == "}", depth > 1, indent == 2 * (depth - 1) {
        open.removeLast()
        continue
      }
      // Declarations of this depth move to an indent of two spaces, function bodies keep theirs relative to them.
      let relative = indent >= 2 * depth ? String(line.dropFirst(2 * depth)) : String(code)
      let reindented = code.isEmpty ? "" : "  " + relative
      if code.hasSuffix(" {"), let range = code.range(of: "enum ") {
        let name = String(code[range.upperBound...].dropLast(2))
        blocks[open[open.count - 1]].lines.append(String(reindented.dropLast(2)) + " {}")
        blocks.append((blocks[open[open.count - 1]].path + [name], []))
        open.append(blocks.count - 1)
      } else {
        blocks[open[open.count - 1]].lines.append(reindented)
      }
    }
    var output = Array(lines[..<start])
    for (index, block) in blocks.enumerated() {
      if index > 0 { output.append("") }
      output.append("extension \(block.path.joined(separator: ".")) {")
      output += block.lines
      output.append("}")
    }
    return [(output + lines[(end + 1)...]).joined(separator: "\n")]
  }

  /// Every accessor marked with `attribute` (`@inline(__always)`, `@_transparent`).
  static func accessors(markedWith attribute: String) -> (String) -> [String] {
    { table in
      [
        table.replacingOccurrences(of: "internal static var ", with: "\(attribute) internal static var ")
          .replacingOccurrences(of: "internal static func ", with: "\(attribute) internal static func ")
          // The key type's own members keep their declarations.
          .replacingOccurrences(of: "\(attribute) internal static var table", with: "internal static var table")
          .replacingOccurrences(of: "\(attribute) internal static var bundle", with: "internal static var bundle")
      ]
    }
  }

  /// The table split into `count` files by top-level namespace (`extension L10n { enum ScreenN { ... } }`), so
  /// that the compiler can type-check them in parallel.
  static func split(into count: Int) -> (String) -> [String] {
    { table in
      let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // The last `extension L10n {` holds the accessors; its top-level members start at two spaces of indent.
      guard let start = lines.lastIndex(where: { $0.hasPrefix("extension ") && $0.hasSuffix("{") }),
        let end = lines[start...].firstIndex(of: "}")
      else { return [table] }
      // The file's `fileprivate` helpers follow the accessors; every part calls them, so each gets a copy.
      let helpers = lines[(end + 1)...].joined(separator: "\n")
      var blocks: [[String]] = []
      var pendingDocs: [String] = []
      for line in lines[(start + 1)..<end] {
        let isTopLevel = line.hasPrefix("  ") && !line.hasPrefix("   ") && line != "  }"
        if isTopLevel && line.hasPrefix("  ///") {
          pendingDocs.append(line)
        } else if isTopLevel || blocks.isEmpty {
          blocks.append(pendingDocs + [line])
          pendingDocs = []
        } else {
          blocks[blocks.count - 1].append(line)
        }
      }
      let header = lines[..<start].joined(separator: "\n")
      let extensionLine = lines[start]
      let perFile = max(1, (blocks.count + count - 1) / count)
      return stride(from: 0, to: blocks.count, by: perFile).enumerated().map { index, first in
        let body = blocks[first..<min(first + perFile, blocks.count)].flatMap { $0 }.joined(separator: "\n")
        // The first file keeps the key type (in the header); the others only import.
        let prefix = index == 0 ? header : lines.prefix { !$0.hasPrefix("extension ") }.joined(separator: "\n")
        return prefix + "\n" + extensionLine + "\n" + body + "\n}\n" + helpers
      }
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
    guard let start = lines.lastIndex(where: { $0.hasPrefix("extension ") && $0.hasSuffix("{") }),
      let end = lines.lastIndex(of: "}")
    else { return table }
    return (lines[..<start] + lines[(end + 1)...]).joined(separator: "\n")
  }
}
