internal import Foundation
package import L10nGenCore

/// The spreadsheet layout of an export: one CSV file per table (`<original>.csv`), RFC 4180 with CRLF line breaks,
/// UTF-8 with a byte-order mark (so that spreadsheet programs detect the encoding):
///
/// ```
/// key,comment,en,de,pl
/// Cancel,Button title,Cancel,Abbrechen,Anuluj
/// files,,%d files,%d Dateien,
/// files [one],,%d file,%d Datei,%d plik
/// files [few],,%d files,,%d pliki
/// ```
///
/// The first column is the key, or for a variant `key [one]` (a plural category), `key [count.one]` (a
/// substitution's category), `key [iphone]` (a device); the second the comment; then the development language
/// (the source) and every other language. An empty cell is no translation: importing it changes nothing.
package enum ExchangeCSV {
  /// The CSV files for `languages` (the development language is always the third column).
  package static func files(exporter: ExchangeExporter, languages: [String]) -> [ExchangeOutputFile] {
    let project = exporter.project
    let development = project.developmentLanguage
    let others = languages.filter { !ProjectLayout.languagesMatch($0, development) }
    var output: [ExchangeOutputFile] = []
    for origin in project.origins {
      var rows: [String: (label: String, note: String, values: [String: String])] = [:]
      for language in [development] + others {
        for unit in exporter.units(of: origin, language: language) {
          var row = rows[unit.id] ?? (label(forID: unit.id), unit.note ?? "", [development: unit.source])
          if language != development, let target = unit.target { row.values[language] = target }
          rows[unit.id] = row
        }
      }
      var text = "\u{FEFF}" + CSVWriter.record(["key", "comment", development] + others)
      for id in rows.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
        let row = rows[id]!
        text += CSVWriter.record([row.label, row.note] + ([development] + others).map { row.values[$0] ?? "" })
      }
      output.append(ExchangeOutputFile(relativePath: csvPath(for: origin.original), data: Data(text.utf8)))
    }
    return output
  }

  /// The units of a CSV file read back (`records`, header first) for the table `original`: one `ExchangeFile` per
  /// language column after the development language's. Rows are matched to unit ids through the labels the project's
  /// export would write; an unknown label keeps its text as id (and is then stale). An empty cell has no target.
  package static func files(
    records: [CSVRecord], original: String, exporter: ExchangeExporter, path: String
  ) -> (files: [ExchangeFile], diagnostics: [Diagnostic]) {
    guard let header = records.first, header.fields.count >= 3, header.fields[0] == "key" else {
      return (
        [],
        [
          .error(
            "the first row must be 'key,comment,<development language>,<language>...'; export the table again "
              + "with --format csv to see the layout",
            at: records.first?.location ?? SourceLocation(file: path, line: 1, column: 1), rule: .syntaxError)
        ]
      )
    }
    let project = exporter.project
    var idsByLabel: [String: String] = [:]
    if let origin = project.origin(original: original) {
      for language in project.languages + header.fields.dropFirst(3) {
        for unit in exporter.units(of: origin, language: language) where idsByLabel[label(forID: unit.id)] == nil {
          idsByLabel[label(forID: unit.id)] = unit.id
        }
      }
    }
    let languages = Array(header.fields.dropFirst(3))
    var files = languages.map {
      ExchangeFile(original: original, sourceLanguage: header.fields[2], targetLanguage: $0, units: [])
    }
    for record in records.dropFirst() where !(record.fields.count == 1 && record.fields[0].isEmpty) {
      let fields = record.fields
      let id = idsByLabel[fields[0]] ?? fields[0]
      let note = fields.count > 1 && !fields[1].isEmpty ? fields[1] : nil
      let source = fields.count > 2 ? fields[2] : ""
      for (column, _) in languages.enumerated() {
        let cell = 3 + column < fields.count ? fields[3 + column] : ""
        files[column].units.append(
          ExchangeUnit(
            id: id, source: source, target: cell.isEmpty ? nil : cell, note: note, location: record.location,
            targetLocation: record.location))
      }
    }
    return (files, [])
  }

  /// The CSV file's path for an original: the original with `.csv` appended, `../` parts as `__/`.
  package static func csvPath(for original: String) -> String {
    original.split(separator: "/", omittingEmptySubsequences: false).map { $0 == ".." ? "__" : String($0) }
      .joined(separator: "/") + ".csv"
  }

  /// The original a CSV file's path names (the inverse of ``csvPath(for:)``), or `nil` when it ends in no `.csv`.
  package static func original(forCSVPath path: String) -> String? {
    guard path.hasSuffix(".csv") else { return nil }
    return String(path.dropLast(4)).split(separator: "/", omittingEmptySubsequences: false)
      .map { $0 == "__" ? ".." : String($0) }.joined(separator: "/")
  }

  /// The first column for a unit id: the key, or `key [variant]`.
  package static func label(forID id: String) -> String {
    if let range = id.range(of: "|==|") {
      let key = id[..<range.lowerBound]
      var parts = id[range.upperBound...].split(separator: ".").map(String.init)
      parts.removeAll { $0 == "plural" || $0 == "device" || $0 == "width" || $0 == "substitutions" }
      return key + " [" + parts.joined(separator: ".") + "]"
    }
    if id.hasPrefix("/") && id.hasSuffix(":dict/:string") {
      let parts = id.dropFirst().split(separator: "/").map { $0.hasSuffix(":dict") ? String($0.dropLast(5)) : "" }
      // /key:dict/NSStringLocalizedFormatKey:dict/:string or /key:dict/variable:dict/one:dict/:string
      if parts.count == 3 && parts[1] == "NSStringLocalizedFormatKey" { return parts[0] }
      if parts.count == 4 { return parts[0] + " [" + parts[1] + "." + parts[2] + "]" }
    }
    return id
  }
}
