import L10nGenCore
/// Writes CSV records as RFC 4180 says and ``CSVReader`` reads them back.
package enum CSVWriter {
  /// One record with its CRLF: a field with a comma, a quote or a line break is quoted, its quotes doubled.
  package static func record(_ fields: [String]) -> String {
    fields.map { field in
      guard field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return field }
      var quoted = "\""
      for character in field.unicodeScalars {
        if character == "\"" { quoted += "\"" }
        quoted.unicodeScalars.append(character)
      }
      return quoted + "\""
    }.joined(separator: ",") + "\r\n"
  }
}
