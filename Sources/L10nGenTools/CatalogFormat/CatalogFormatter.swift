package import Foundation
internal import L10nGenCore

/// Writes a String Catalog (`.xcstrings`) exactly as Xcode writes it, and repairs what translation platforms write.
///
/// Xcode writes a catalog with Foundation's `JSONSerialization` and the options `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`. This type reproduces that output without calling the serializer (whose output differs
/// on Linux): ``XcodeJSONValue/write(to:indentation:)`` writes `"key" : value` with two spaces per level and an empty
/// object as its braces around an empty line, ``XcodeJSONValue/sortedAsXcode()`` orders every object's members as
/// `.sortedKeys` does (``StringCatalogEditor/sortsBefore(_:_:)``: case-insensitive, numbers by value, ties broken by
/// case), and `JSONString` escapes strings as Foundation does, `/` unescaped. Xcode writes no final line break; a
/// file that has one keeps it, and a byte-order mark is dropped (Xcode writes none). Numbers are written as read.
///
/// ```swift
/// let result = CatalogFormatter.format(data, path: "Localizable.xcstrings")
/// if let bytes = result.output(fixing: false) { try bytes.write(to: url) }
/// ```
///
/// The repairs (``CatalogRepairer``) are each a located warning; ``CatalogFormatResult/output(fixing:)`` applies them
/// only when asked. A file that is not JSON, or no catalog, is a located error and has no output.
package enum CatalogFormatter {
  /// Formats one catalog read from `data`; `path` names it in diagnostics.
  package static func format(_ data: Data, path: String) -> CatalogFormatResult {
    var result = CatalogFormatResult(original: data, formatted: nil, diagnostics: [], repairCount: 0)
    switch read(data, path: path) {
    case .failure(let error):
      result.diagnostics = [error.diagnostic]
    case .success(let root):
      var repairer = CatalogRepairer(path: path)
      let repaired = repairer.repair(root, data: data)
      result.diagnostics = repairer.diagnostics
      result.repairCount = repairer.diagnostics.count
      result.formatted = Self.data(of: repaired, finalLineBreak: data.last == UInt8(ascii: "\n"))
    }
    return result
  }

  /// The catalog `value` as Xcode writes it: every object sorted, UTF-8, a final line break only when asked.
  static func data(of value: XcodeJSONValue, finalLineBreak: Bool) -> Data {
    var text = ""
    value.sortedAsXcode().write(to: &text, indentation: 0)
    if finalLineBreak { text += "\n" }
    return Data(text.utf8)
  }

  /// Why a file cannot be formatted or merged: the located error.
  struct Unreadable: Error {
    /// The error, at the place in the file.
    var diagnostic: Diagnostic

    /// Wraps `diagnostic`.
    init(_ diagnostic: Diagnostic) {
      self.diagnostic = diagnostic
    }
  }

  /// The located JSON tree of a catalog, or the located error that says why `data` is none: invalid JSON, a top level
  /// that is no object or has no `strings` object, or an object that names a member twice with different values
  /// (Xcode never writes one, and which one it would keep is not ours to guess).
  static func read(_ data: Data, path: String) -> Result<JSONNode, Unreadable> {
    let root: JSONNode
    switch JSONValueReader.parse(data, path: path) {
    case .success(let node): root = node
    case .failure(let error):
      return .failure(
        Unreadable(
          .error(
            "invalid JSON: \(error.message); fix the file, nothing was written", at: error.location, rule: .syntaxError)
        ))
    }
    guard let members = root.members, members.contains(where: { $0.key == "strings" && $0.value.members != nil }) else {
      return .failure(
        Unreadable(
          .error(
            "not a String Catalog: the top-level value must be an object with a \"strings\" object; nothing was "
              + "written", at: root.location, rule: .syntaxError)))
    }
    if let duplicate = firstRepeatedMember(in: root) {
      return .failure(
        Unreadable(
          .error(
            "'\(duplicate.key)' is named twice in one object; remove one of them by hand (Xcode writes each name once)",
            at: duplicate.keyLocation, rule: .duplicateKey)))
    }
    return .success(root)
  }

  /// The first member, in file order of the objects, whose name an earlier member of its object already has with
  /// another value. A member repeated with the same value (what a text merge of two branches that both added a key
  /// leaves) is no error: it is written once. A repeat whose value differs in any member, even one hidden by a
  /// repeated name inside it, is an error: writing the first would drop what the catalog reader (the last one wins)
  /// keeps.
  private static func firstRepeatedMember(in node: JSONNode) -> JSONMember? {
    switch node.content {
    case .object(let members):
      var seen: [String: XcodeJSONValue] = [:]
      for member in members {
        let value = XcodeJSONValue(member.value)
        if let first = seen[member.key] {
          if !first.isSame(as: value) { return member }
        } else {
          seen[member.key] = value
        }
      }
      for member in members {
        if let repeated = firstRepeatedMember(in: member.value) { return repeated }
      }
    case .array(let elements):
      for element in elements {
        if let repeated = firstRepeatedMember(in: element) { return repeated }
      }
    default: break
    }
    return nil
  }
}
