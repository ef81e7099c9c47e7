package import Foundation

/// What ``XMLTreeReader`` read from one file: the root element, or the error that stopped it.
package struct XMLParseResult: Hashable, Sendable {
  /// The root element; `nil` when the file is not well-formed XML.
  package var root: XMLElementNode?
  /// At most one error, located where the file stops being well-formed XML.
  package var diagnostics: [Diagnostic]

  package init(root: XMLElementNode?, diagnostics: [Diagnostic]) {
    self.root = root
    self.diagnostics = diagnostics
  }
}

/// A small, located XML reader: it turns the bytes of a UTF-8 XML file into a tree of ``XMLElementNode``s in which
/// every element, attribute and text run knows its line, column and byte range.
///
/// It exists because Interface Builder files must be read with locations (to report a key at the attribute that
/// holds it and to edit it in place later), and because FoundationXML has crashed on malformed input. It never
/// crashes or hangs: every input either gives a tree or one located error, in time linear in its size.
///
/// Steps: UTF-16 and UTF-32 are rejected (Interface Builder writes UTF-8), then ``XMLScanner`` reads the tokens,
/// checking well-formedness, and ``XMLTreeBuilder`` turns them into the tree; an XML declaration that names an
/// encoding other than UTF-8 is an error.
package enum XMLTreeReader {
  /// The deepest element nesting accepted; deeper input is an error. Interface Builder files nest about 40 deep.
  package static let maximumDepth = 256

  /// Parses `data` as an XML document. Never throws: a malformed file gives a located error diagnostic.
  package static func parse(_ data: Data, path: String) -> XMLParseResult {
    // The data's own bytes, not a copy: a 50 MB storyboard is read without 50 MB more.
    data.withUnsafeBytes { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      var builder = XMLTreeBuilder(
        scanner: XMLScanner(bytes: buffer, path: path, maximumDepth: maximumDepth))
      do throws(XMLSyntaxError) {
        try rejectWideEncodings(buffer)
        let root = try builder.build()
        return XMLParseResult(root: root, diagnostics: [])
      } catch {
        let location = builder.location(of: min(error.offset, buffer.count))
        return XMLParseResult(root: nil, diagnostics: [.error(error.message, at: location, rule: error.rule)])
      }
    }
  }

  /// Fails for UTF-16 and UTF-32, told by a byte-order mark or by a NUL in the first two bytes.
  private static func rejectWideEncodings(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLSyntaxError) {
    guard bytes.count >= 2 else { return }
    let utf16Marks = (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
    guard utf16Marks || bytes[0] == 0 || bytes[1] == 0 else { return }
    throw XMLSyntaxError(
      message: "the file is UTF-16 or UTF-32; Interface Builder files are UTF-8: re-save it as UTF-8", offset: 0,
      rule: .encoding)
  }
}
