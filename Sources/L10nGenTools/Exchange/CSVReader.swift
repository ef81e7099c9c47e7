package import Foundation
package import L10nGenCore

/// One record (row) of a CSV file: its fields and where it starts.
package struct CSVRecord: Hashable, Sendable {
  /// The fields, quotes removed and `""` turned into `"`.
  package var fields: [String]
  /// Where the record starts (line and column 1).
  package var location: SourceLocation

  package init(fields: [String], location: SourceLocation) {
    self.fields = fields
    self.location = location
  }
}

/// Reads CSV as RFC 4180 defines it and spreadsheet programs write it: fields separated by commas, records by CRLF or
/// LF, a field in double quotes may hold commas, line breaks and `""` (one quote). A UTF-8 byte-order mark is
/// skipped. Lenient where programs differ: a quote inside an unquoted field is kept as text, a last record may lack
/// its line break. Errors: bytes that are not UTF-8, and a quoted field that is never closed. One pass, linear in the
/// size; never crashes.
package enum CSVReader {
  /// The records of `data`, or the error that stops reading it.
  package static func read(_ data: Data, path: String) -> (records: [CSVRecord], diagnostics: [Diagnostic]) {
    let bytes = [UInt8](data)
    return bytes.withUnsafeBufferPointer { buffer in
      var index = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
      var check = index
      while check < buffer.count {
        if buffer[check] < 0x80 {
          check += 1
          continue
        }
        let length = UTF8Validation.sequenceLength(in: buffer, at: check)
        guard length > 0 else {
          let (line, column) = position(of: check, in: buffer)
          return (
            [],
            [
              .error(
                "the file is not UTF-8: \(UTF8Validation.invalidByteMessage(buffer[check])); save the CSV as UTF-8",
                at: SourceLocation(file: path, line: line, column: column), rule: .encoding)
            ]
          )
        }
        check += length
      }
      var records: [CSVRecord] = []
      var line = 1
      var fields: [String] = []
      var field: [UInt8] = []
      var recordLine = 1
      var atFieldStart = true
      while index < buffer.count {
        let byte = buffer[index]
        if atFieldStart && byte == UInt8(ascii: "\"") {
          let openLine = line
          let openIndex = index
          index += 1
          var closed = false
          while index < buffer.count {
            let inner = buffer[index]
            if inner == UInt8(ascii: "\"") {
              if index + 1 < buffer.count && buffer[index + 1] == UInt8(ascii: "\"") {
                field.append(inner)
                index += 2
                continue
              }
              index += 1
              closed = true
              break
            }
            if inner == 0x0A { line += 1 }
            field.append(inner)
            index += 1
          }
          guard closed else {
            let column = position(of: openIndex, in: buffer).column
            return (
              [],
              [
                .error(
                  "the quoted field is never closed; end it with '\"' (write a quote inside a field as '\"\"')",
                  at: SourceLocation(file: path, line: openLine, column: column), rule: .syntaxError)
              ]
            )
          }
          atFieldStart = false
          continue
        }
        atFieldStart = false
        switch byte {
        case UInt8(ascii: ","):
          fields.append(String(decoding: field, as: UTF8.self))
          field.removeAll(keepingCapacity: true)
          atFieldStart = true
          index += 1
        case 0x0D, 0x0A:
          fields.append(String(decoding: field, as: UTF8.self))
          field.removeAll(keepingCapacity: true)
          records.append(CSVRecord(fields: fields, location: SourceLocation(file: path, line: recordLine, column: 1)))
          fields.removeAll(keepingCapacity: true)
          index += byte == 0x0D && index + 1 < buffer.count && buffer[index + 1] == 0x0A ? 2 : 1
          line += 1
          recordLine = line
          atFieldStart = true
        default:
          field.append(byte)
          index += 1
        }
      }
      if !fields.isEmpty || !field.isEmpty || !atFieldStart {
        fields.append(String(decoding: field, as: UTF8.self))
        records.append(CSVRecord(fields: fields, location: SourceLocation(file: path, line: recordLine, column: 1)))
      }
      return (records, [])
    }
  }

  /// The line and column (in Unicode scalars) of byte `offset`.
  private static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for index in 0..<min(offset, bytes.count) {
      if bytes[index] == 0x0A {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
