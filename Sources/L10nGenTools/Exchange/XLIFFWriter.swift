package import L10nGenCore

/// Writes XLIFF 1.2 the way Xcode's "Export Localizations" writes it, byte for byte: the same declaration and root
/// element, two-space indentation, one `<file>` per project file with a `<header><tool …/></header>`, and per unit
/// `<source>`, `<target state="…">` when there is a translation and `<note>` (`<note/>` without a comment).
///
/// Escaping follows Xcode: in text `&`, `<` and `>` become entities; in attribute values also `"`, and tab, line
/// feed and carriage return become character references (`&#10;`), so that they survive attribute-value
/// normalization. Other control characters, which XML 1.0 cannot hold even as references, are written as character
/// references too, which `XLIFFReader` reads back. U+2028 and U+2029 are written as they are.
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
    var toolLine = "      <tool tool-id=\"\(Self.attribute(tool.id))\" tool-name=\"\(Self.attribute(tool.name))\""
    toolLine += " tool-version=\"\(Self.attribute(tool.version))\""
    if let build = tool.buildNumber { toolLine += " build-num=\"\(Self.attribute(build))\"" }
    toolLine += "/>\n"
    for file in files {
      // Xcode puts `datatype` second on a `.strings` file none of whose units has a target (the language has no file
      // of it yet): 35 of the corpus exports' 615 `<file>`s, no exception. Three `.strings`-backed xibs of ElytraApp
      // do too, catalog-backed xibs (KeepingYouAwake) do not; a xib's backing is not known here, so xibs keep the
      // usual order.
      let datatypeSecond =
        !file.units.isEmpty && file.original.hasSuffix(".strings") && file.units.allSatisfy { $0.target == nil }
      out += "  <file original=\"\(Self.attribute(file.original))\"" + (datatypeSecond ? " datatype=\"plaintext\"" : "")
      out += " source-language=\"" + Self.attribute(file.sourceLanguage) + "\" target-language=\""
      out += Self.attribute(file.targetLanguage) + "\"" + (datatypeSecond ? "" : " datatype=\"plaintext\"")
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
    out += "      <trans-unit id=\"" + Self.attribute(unit.id) + "\""
    if !unit.translate { out += " translate=\"no\"" }
    out += " xml:space=\"preserve\">\n"
    out += unit.source.isEmpty ? "        <source/>\n" : "        <source>" + Self.text(unit.source) + "</source>\n"
    if let target = unit.target {
      out += "        <target"
      if let state = unit.state { out += " state=\"" + Self.attribute(state) + "\"" }
      out += target.isEmpty ? "/>\n" : ">" + Self.text(target) + "</target>\n"
    }
    if let note = unit.note, !note.isEmpty {
      out += "        <note>" + Self.text(note) + "</note>\n"
    } else {
      out += "        <note/>\n"
    }
    out += "      </trans-unit>\n"
  }

  /// `value` escaped for character data.
  package static func text(_ value: String) -> String {
    escaped(value, inAttribute: false)
  }

  /// `value` escaped for a double-quoted attribute value.
  package static func attribute(_ value: String) -> String {
    escaped(value, inAttribute: true)
  }

  private static func escaped(_ value: String, inAttribute: Bool) -> String {
    guard value.utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 })
    else { return value }
    var out = ""
    out.reserveCapacity(value.utf8.count + 16)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where inAttribute: out += "&quot;"
      case "\n" where !inAttribute: out += "\n"
      case "\t" where !inAttribute: out += "\t"
      default:
        if scalar.value < 0x20 {
          out += "&#\(scalar.value);"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
