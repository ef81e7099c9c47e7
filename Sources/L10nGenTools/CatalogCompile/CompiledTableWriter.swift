package import Foundation
import L10nGenCore

/// Writes a ``CompiledLanguageTable`` as the two files Xcode's build puts in a bundle: a `.strings` file (UTF-8
/// text, `"key" = "value";` per line, escaped by `StringsLiteral`) and a `.stringsdict` XML property list (as
/// CoreFoundation writes one: tab indentation, text escaped by `XMLText`).
///
/// Xcode writes binary property lists into a built bundle; these text forms hold the same dictionaries (Foundation
/// reads every form alike) and can be read and reviewed.
package enum CompiledTableWriter {
  /// The `.strings` file of `table`: one line per entry, in order.
  package static func stringsData(_ table: CompiledLanguageTable) -> Data {
    var text = ""
    for entry in table.strings {
      text += "\""
      text += StringsLiteral.escaped(entry.key, escapingControlCharacters: true)
      text += "\" = \""
      text += StringsLiteral.escaped(entry.value, escapingControlCharacters: true)
      text += "\";\n"
    }
    return Data(text.utf8)
  }

  /// The `.stringsdict` file of `table`: a property list whose root dictionary maps each key to its entry.
  package static func stringsDictData(_ table: CompiledLanguageTable) -> Data {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    let root = CompiledPropertyList.dictionary(table.dictionaries.map { .init($0.key, $0.value) })
    write(root, depth: 0, to: &text)
    text += "</plist>\n"
    return Data(text.utf8)
  }

  private static func write(_ node: CompiledPropertyList, depth: Int, to text: inout String) {
    let indentation = String(repeating: "\t", count: depth)
    switch node {
    case .string(let value):
      text += indentation + "<string>" + XMLText.escaped(value) + "</string>\n"
    case .dictionary(let members):
      guard !members.isEmpty else {
        text += indentation + "<dict/>\n"
        return
      }
      text += indentation + "<dict>\n"
      for member in members {
        text += indentation + "\t<key>" + XMLText.escaped(member.key) + "</key>\n"
        write(member.value, depth: depth + 1, to: &text)
      }
      text += indentation + "</dict>\n"
    }
  }
}
