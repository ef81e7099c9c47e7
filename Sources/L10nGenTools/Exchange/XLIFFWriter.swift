import L10nGenCore

/// Writes XLIFF 1.2 the way Xcode's "Export Localizations" writes it, byte for byte: the same declaration and root
/// element, two-space indentation, one `<file>` per project file with a `<header><tool …/></header>`, and per unit
/// `<source>`, `<target state="…">` when there is a translation and `<note>` (`<note/>` without a comment).
///
/// Escaping follows Xcode, through the package's one XML escaping: `XMLText` for character data (`&`, `<`, `>` as
/// entities, carriage return and control characters as character references) and `XMLAttributeValue` for attribute
/// values (also `"`, tab and line breaks), which `XLIFFReader` reads back. U+2028 and U+2029 are written as they are.
package struct XLIFFWriter: Sendable {
  /// The `<tool>` element's attributes.
  package struct Tool: Hashable, Sendable {
    /// `tool-id`.
    package var id: String
    /// `tool-name`.
    package var name: String
    /// `tool-version`.
    package var version: String
    /// `build-num`; left out when `nil`.
    package var buildNumber: String?

    package init(id: String, name: String, version: String, buildNumber: String? = nil) {
      self.id = id
      self.name = name
      self.version = version
      self.buildNumber = buildNumber
    }
  }

  /// The tool named in every file's header.
  package var tool: Tool

  package init(tool: Tool) {
    self.tool = tool
  }

  /// The XLIFF document for `files`, which are written in the order given (see `ExchangeFile.sortsBefore(_:_:)`).
  package func document(_ files: [ExchangeFile]) -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
      http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

      """
    var toolLine = "      <tool tool-id=\"\(XMLAttributeValue.escaped(tool.id))\""
    toolLine += " tool-name=\"\(XMLAttributeValue.escaped(tool.name))\""
    toolLine += " tool-version=\"\(XMLAttributeValue.escaped(tool.version))\""
    if let build = tool.buildNumber { toolLine += " build-num=\"\(XMLAttributeValue.escaped(build))\"" }
    toolLine += "/>\n"
    for file in files {
      // Xcode puts `datatype` second on a `.strings` file none of whose units has a target (the language has no file
      // of it yet): 35 of the corpus exports' 615 `<file>`s, no exception. Three `.strings`-backed xibs of ElytraApp
      // do too, catalog-backed xibs (KeepingYouAwake) do not; a xib's backing is not known here, so xibs keep the
      // usual order.
      let datatypeSecond =
        !file.units.isEmpty && file.original.hasSuffix(".strings") && file.units.allSatisfy { $0.target == nil }
      out += "  <file original=\"" + XMLAttributeValue.escaped(file.original) + "\""
      out += datatypeSecond ? " datatype=\"plaintext\"" : ""
      out += " source-language=\"" + XMLAttributeValue.escaped(file.sourceLanguage) + "\" target-language=\""
      out += XMLAttributeValue.escaped(file.targetLanguage) + "\"" + (datatypeSecond ? "" : " datatype=\"plaintext\"")
      out += ">\n    <header>\n" + toolLine + "    </header>\n"
      if file.units.isEmpty {
        out += "    <body/>\n"
      } else {
        out += "    <body>\n"
        for unit in file.units { write(unit, to: &out) }
        out += "    </body>\n"
      }
      out += "  </file>\n"
    }
    out += "</xliff>\n"
    return out
  }

  private func write(_ unit: ExchangeUnit, to out: inout String) {
    out += "      <trans-unit id=\"" + XMLAttributeValue.escaped(unit.id) + "\""
    if !unit.translate { out += " translate=\"no\"" }
    out += " xml:space=\"preserve\">\n"
    out +=
      unit.source.isEmpty ? "        <source/>\n" : "        <source>" + XMLText.escaped(unit.source) + "</source>\n"
    if let target = unit.target {
      out += "        <target"
      if let state = unit.state { out += " state=\"" + XMLAttributeValue.escaped(state) + "\"" }
      out += target.isEmpty ? "/>\n" : ">" + XMLText.escaped(target) + "</target>\n"
    }
    if let note = unit.note, !note.isEmpty {
      out += "        <note>" + XMLText.escaped(note) + "</note>\n"
    } else {
      out += "        <note/>\n"
    }
    out += "      </trans-unit>\n"
  }
}
