package import Foundation
package import L10nGenCore

/// Adds `<userDefinedRuntimeAttribute type="string" keyPath="…" value="…"/>` elements to elements of an IB file with
/// insertions only, so that every other byte of the file stays as it was.
///
/// Where Xcode puts them: inside the element's `<userDefinedRuntimeAttributes>` after its last attribute, or else a
/// new `<userDefinedRuntimeAttributes>` before the element's `<connections>` (or `<point key="canvasLocation">`,
/// `<variation>`), after its last child when it has neither; a self-closing element (`<label …/>`) gets an end tag.
/// Indentation follows the surrounding lines, four spaces a level, as Xcode writes; line breaks follow the file's
/// (`\r\n` when its first line ends so).
package enum IBRuntimeAttributeInserter {
  /// One attribute to add.
  package struct Attribute: Hashable, Sendable {
    /// The key path (`lzText`).
    package var keyPath: String
    /// The string value (the key).
    package var value: String

    package init(keyPath: String, value: String) {
      self.keyPath = keyPath
      self.value = value
    }
  }

  /// `data` with `additions` inserted: for each element of `root` (the tree of `data`) whose ObjectID is a key,
  /// its attributes in order. Ids that no element has are ignored.
  package static func inserting(_ additions: [String: [Attribute]], into data: Data, root: XMLElementNode) -> Data {
    var edits: [(range: Range<Int>, text: String)] = []
    var pending = additions
    collectEdits(root, bytes: data, pending: &pending, edits: &edits)
    let lineBreak = usesCRLF(data) ? "\r\n" : "\n"
    // Built front to back from the unchanged slices and the edits: replacing in place would move the rest of the
    // file once per edit (a 50 MB storyboard with 70,000 texts: hours).
    var result = Data()
    result.reserveCapacity(data.count + edits.reduce(0) { $0 + $1.text.utf8.count })
    var copied = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= copied {
      let text = lineBreak == "\n" ? edit.text : edit.text.replacingOccurrences(of: "\n", with: lineBreak)
      result.append(data[(data.startIndex + copied)..<(data.startIndex + edit.range.lowerBound)])
      result.append(contentsOf: Array(text.utf8))
      copied = edit.range.upperBound
    }
    result.append(data[(data.startIndex + copied)..<data.endIndex])
    return result
  }

  private static func collectEdits(
    _ element: XMLElementNode, bytes: Data, pending: inout [String: [Attribute]],
    edits: inout [(range: Range<Int>, text: String)]
  ) {
    if let id = element[attribute: "id"], let attributes = pending.removeValue(forKey: id), !attributes.isEmpty {
      edits.append(edit(for: element, adding: attributes, bytes: bytes))
    }
    for child in element.children {
      collectEdits(child, bytes: bytes, pending: &pending, edits: &edits)
    }
  }

  private static let step = "    "

  private static func edit(
    for element: XMLElementNode, adding attributes: [Attribute], bytes: Data
  ) -> (range: Range<Int>, text: String) {
    let lines = attributes.map {
      "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"\(XMLAttributeValue.escaped($0.keyPath))\" "
        + "value=\"\(XMLAttributeValue.escaped($0.value))\"/>"
    }
    let indent = indentation(at: element.span.byteRange.lowerBound, in: bytes)
    func block(_ indent: String) -> String {
      "<userDefinedRuntimeAttributes>\n" + lines.map { indent + step + $0 + "\n" }.joined() + indent
        + "</userDefinedRuntimeAttributes>"
    }
    if let container = element.child(named: "userDefinedRuntimeAttributes") {
      if let last = container.children.last {
        let childIndent = indentation(at: last.span.byteRange.lowerBound, in: bytes)
        let end = last.span.byteRange.upperBound
        return (end..<end, lines.map { "\n" + childIndent + $0 }.joined())
      }
      let containerIndent = indentation(at: container.span.byteRange.lowerBound, in: bytes)
      return (container.span.byteRange, block(containerIndent))
    }
    let anchor = element.children.first {
      $0.name == "connections" || $0.name == "variation"
        || ($0.name == "point" && $0[attribute: "key"] == "canvasLocation")
    }
    if let anchor {
      let anchorIndent = indentation(at: anchor.span.byteRange.lowerBound, in: bytes)
      let start = anchor.span.byteRange.lowerBound
      return (start..<start, block(anchorIndent) + "\n" + anchorIndent)
    }
    if let last = element.children.last {
      let childIndent = indentation(at: last.span.byteRange.lowerBound, in: bytes)
      let end = last.span.byteRange.upperBound
      return (end..<end, "\n" + childIndent + block(childIndent))
    }
    let span = element.span.byteRange
    let closing = "</\(element.name)>"
    let inner = indent + step
    if span.count >= 2, bytes[bytes.startIndex + span.upperBound - 2] == UInt8(ascii: "/"),
      bytes[bytes.startIndex + span.upperBound - 1] == UInt8(ascii: ">")
    {
      return ((span.upperBound - 2)..<span.upperBound, ">\n" + inner + block(inner) + "\n" + indent + closing)
    }
    let closingStart = span.upperBound - closing.utf8.count
    return (closingStart..<closingStart, "\n" + inner + block(inner) + "\n" + indent)
  }

  /// Whether the file's first line break is `\r\n` (the inserted lines then use it too).
  static func usesCRLF(_ data: Data) -> Bool {
    guard let newline = data.firstIndex(of: UInt8(ascii: "\n")), newline > data.startIndex else { return false }
    return data[newline - 1] == UInt8(ascii: "\r")
  }

  /// The spaces and tabs between the start of the line and `offset`; empty when anything else precedes it there.
  static func indentation(at offset: Int, in bytes: Data) -> String {
    var start = offset
    while start > 0 {
      let byte = bytes[bytes.startIndex + start - 1]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return "" }
      start -= 1
    }
    return String(decoding: bytes[(bytes.startIndex + start)..<(bytes.startIndex + offset)], as: UTF8.self)
  }
}
