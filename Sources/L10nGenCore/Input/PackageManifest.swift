/// The folders a Swift package's targets own, read from the text of its `Package.swift`, so that ``InferredTargets``
/// can tell a package module's resources from a folder no target builds (a script's `input/`, a fixtures folder).
///
/// The manifest is Swift code; it is not run. Each `.target(`, `.executableTarget(`, `.testTarget(`, `.macro(` or
/// `.plugin(` call gives a target: its `name:` and, when given, its `path:` (string literals only). Without `path:`, a
/// target owns `Sources/<name>` (also `Source`, `src`, `srcs`), a test target `Tests/<name>`, a plugin
/// `Plugins/<name>`, as SwiftPM looks for them. SwiftPM builds the localized resources of a target's folder into its
/// bundle, so a table folder is a package's resource exactly when it lies in one of these folders.
package struct PackageManifest: Sendable, Hashable {
  /// One target of the manifest.
  package struct Target: Sendable, Hashable {
    /// The target's name.
    package var name: String
    /// Whether it is a test target, whose resources are test data rather than an app's.
    package var isTest: Bool
    /// The folders it may own, relative to the package's folder (`""` for the package's folder itself).
    package var folders: [String]
  }

  /// The manifest's path.
  package var path: String
  /// The package's folder: the manifest's folder (`""` for the search's own root).
  package var folder: String
  /// The targets, in the order of the manifest.
  package var targets: [Target]

  /// Whether `fileName` names a package manifest: `Package.swift` or a versioned `Package@swift-6.0.swift`.
  package static func isManifest(fileName: String) -> Bool {
    fileName == "Package.swift" || (fileName.hasPrefix("Package@swift-") && fileName.hasSuffix(".swift"))
  }

  /// Reads the targets declared in `text`, the manifest at `path`.
  package init(path: String, text: String) {
    self.path = path
    folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    targets = Self.targetCalls(in: Array(text.utf8)).compactMap { call in
      guard let name = call.arguments["name"] else { return nil }
      let isTest = call.function == "testTarget"
      let folders: [String]
      if let path = call.arguments["path"] {
        folders = [Self.trimmedFolder(path)]
      } else if isTest {
        folders = ["Tests/" + name]
      } else if call.function == "plugin" {
        folders = ["Plugins/" + name]
      } else {
        folders = ["Sources", "Source", "src", "srcs"].map { $0 + "/" + name }
      }
      return Target(name: name, isTest: isTest, folders: folders)
    }
  }

  /// The target whose folder holds `path` (a path as the search spells it, like the manifest's), or `nil`.
  package func target(containing path: String) -> Target? {
    guard let relative = Self.relativePath(of: path, in: folder) else { return nil }
    return targets.first { target in
      target.folders.contains { $0.isEmpty || relative == $0 || relative.hasPrefix($0 + "/") }
    }
  }

  /// Whether `path` lies in the package's folder.
  package func contains(_ path: String) -> Bool { Self.relativePath(of: path, in: folder) != nil }

  /// `path` relative to `folder`, or `nil` when it lies outside; both without a leading `./`.
  static func relativePath(of path: String, in folder: String) -> String? {
    let path = InferredTargets.normalized(path)
    let folder = InferredTargets.normalized(folder)
    if folder.isEmpty { return path }
    if path == folder { return "" }
    return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
  }

  /// A `path:` argument as a folder: no `./` in front, no `/` behind, `.` for the package's folder as `""`.
  private static func trimmedFolder(_ path: String) -> String {
    var folder = InferredTargets.normalized(path)
    while folder.hasSuffix("/") { folder.removeLast() }
    return folder == "." ? "" : folder
  }

  /// One call of a target function and its string-literal arguments by label.
  private struct TargetCall {
    var function: String
    var arguments: [String: String]
  }

  /// The functions whose calls declare a target that owns a folder.
  private static let targetFunctions: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

  /// Every `.<function>(` call of ``targetFunctions`` in `bytes`, with the labelled string literals at its own
  /// nesting level; comments and the insides of other string literals are skipped.
  private static func targetCalls(in bytes: [UInt8]) -> [TargetCall] {
    var calls: [TargetCall] = []
    // The open calls, innermost last; `nil` for parentheses that are no target call.
    var open: [TargetCall?] = []
    var lastLabel: String?
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        index += 2
        while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index += 2
        continue
      case UInt8(ascii: "\""):
        let (literal, end) = stringLiteral(in: bytes, from: index)
        if let label = lastLabel, let last = open.indices.last, var call = open[last], call.arguments[label] == nil {
          call.arguments[label] = literal
          open[last] = call
        }
        lastLabel = nil
        index = end
        continue
      case UInt8(ascii: "("):
        let function = identifier(endingAt: index, in: bytes)
        let isTargetCall =
          function.map { targetFunctions.contains($0.name) && $0.start > 0 && bytes[$0.start - 1] == UInt8(ascii: ".") }
          ?? false
        open.append(isTargetCall ? TargetCall(function: function?.name ?? "", arguments: [:]) : nil)
        lastLabel = nil
      case UInt8(ascii: ")"):
        if let call = open.popLast(), let call { calls.append(call) }
        lastLabel = nil
      case UInt8(ascii: ":"):
        lastLabel = identifier(endingAt: index, in: bytes)?.name
        index += 1
        continue
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        break
      default:
        if byte == UInt8(ascii: ",") || lastLabel != nil && !isIdentifierByte(byte) { lastLabel = nil }
      }
      index += 1
    }
    return calls
  }

  /// The text of the string literal starting at `start` (escapes kept as written) and the index after it; a
  /// multi-line or raw literal is skipped as a whole and read as `nil`.
  private static func stringLiteral(in bytes: [UInt8], from start: Int) -> (String?, Int) {
    let quote = UInt8(ascii: "\"")
    if start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote {
      var index = start + 3
      while index + 2 < bytes.count
        && !(bytes[index] == quote && bytes[index + 1] == quote && bytes[index + 2] == quote)
      {
        index += 1
      }
      return (nil, min(index + 3, bytes.count))
    }
    var index = start + 1
    while index < bytes.count && bytes[index] != quote && bytes[index] != UInt8(ascii: "\n") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    let end = min(index, bytes.count)
    return (String(decoding: bytes[(start + 1)..<end], as: UTF8.self), min(index + 1, bytes.count))
  }

  /// The identifier that ends just before `end` (white space between them allowed), and where it starts.
  private static func identifier(endingAt end: Int, in bytes: [UInt8]) -> (name: String, start: Int)? {
    var last = end - 1
    while last >= 0 && (bytes[last] == UInt8(ascii: " ") || bytes[last] == UInt8(ascii: "\t")) { last -= 1 }
    var first = last
    while first >= 0 && isIdentifierByte(bytes[first]) { first -= 1 }
    guard first < last else { return nil }
    return (String(decoding: bytes[(first + 1)...last], as: UTF8.self), first + 1)
  }

  /// Whether `byte` may be part of an ASCII identifier.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
  }
}
