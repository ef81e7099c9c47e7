import Foundation
import L10nGenCore

/// Compares `StringsFileReader` with Foundation's `PropertyListSerialization` (CoreFoundation's parser, the one
/// `Bundle` uses) on the same bytes.
enum StringsOracle {
  /// What Foundation made of some bytes.
  enum FoundationOutcome {
    /// A dictionary: the string values, and the keys whose value is not a string.
    case table([String: String], nonStringKeys: Set<String>)
    /// Parsed, but not a dictionary (a single string, an array, data).
    case notATable
    /// Failed; the old-style parser's message and the line number in it, if any.
    case failure(message: String, line: Int?)
  }

  /// Runs Foundation on `data`.
  static func foundationOutcome(for data: Data) -> FoundationOutcome {
    var format = PropertyListSerialization.PropertyListFormat.openStep
    do {
      let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
      guard let dictionary = plist as? [String: Any] else { return .notATable }
      var strings: [String: String] = [:]
      var others: Set<String> = []
      for (key, value) in dictionary {
        if let string = value as? String { strings[key] = string } else { others.insert(key) }
      }
      return .table(strings, nonStringKeys: others)
    } catch {
      let nsError = error as NSError
      let message =
        oldStyleMessage(in: nsError) ?? (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(nsError)"
      return .failure(message: message, line: lineNumber(in: message))
    }
  }

  /// The old-style parser's message. On Linux the nested error is an unbridged CFError, so it is read from its
  /// description (`Error Domain=… "Missing ';' on line 4" UserInfo={NSDebugDescription=Missing ';' on line 4}`).
  private static func oldStyleMessage(in error: NSError) -> String? {
    guard let nested = error.userInfo["kCFPropertyListOldStyleParsingError"] else { return nil }
    if let nestedError = nested as? NSError, let message = nestedError.userInfo[NSDebugDescriptionErrorKey] as? String {
      return message
    }
    let description = String(describing: nested)
    guard let start = description.range(of: "NSDebugDescription=") else { return description }
    return String(description[start.upperBound...].prefix { $0 != "}" })
  }

  /// The number after "line " in a CoreFoundation message.
  static func lineNumber(in message: String) -> Int? {
    guard let range = message.range(of: "line ") else { return nil }
    let digits = message[range.upperBound...].prefix { $0.isNumber }
    return Int(digits)
  }

  /// Our last-wins key → value map.
  static func lastWinsTable(_ result: StringsFileParseResult) -> [String: String] {
    var table: [String: String] = [:]
    for entry in result.entries { table[entry.key] = entry.value }
    return table
  }

  /// `nil` when we agree with Foundation, else why not.
  static func disagreement(for data: Data, path: String) -> String? {
    let ours = StringsFileReader.parse(data, path: path)
    let errors = ours.diagnostics.filter { $0.severity == .error }
    switch foundationOutcome(for: data) {
    case .table(let expected, let nonStringKeys):
      if nonStringKeys.isEmpty {
        if let error = errors.first { return "Foundation reads a table, we report \(error)" }
        let actual = lastWinsTable(ours)
        if actual != expected { return "tables differ: \(difference(expected, actual))" }
        return nil
      }
      guard errors.contains(where: { $0.message.contains("is not a string") }) else {
        return "Foundation has non-string values for \(nonStringKeys.sorted()), we report no such error"
      }
      let actual = lastWinsTable(ours).filter { !nonStringKeys.contains($0.key) }
      if actual != expected { return "string values differ: \(difference(expected, actual))" }
      return nil
    case .notATable:
      return errors.isEmpty ? "Foundation reads no dictionary, we report no error" : nil
    case .failure(let message, let line):
      guard let error = errors.last else { return "Foundation fails (\(message)), we report no error" }
      // We place a missing ';' right after the value; CF names the line where the next token starts.
      let reportedEarlier = message.hasPrefix("Missing ';'") && (error.location?.line ?? .max) <= line ?? 0
      if let line, error.location?.line != line, !reportedEarlier {
        return "Foundation fails at line \(line) (\(message)), our error is at \(error)"
      }
      return nil
    }
  }

  private static func difference(_ expected: [String: String], _ actual: [String: String]) -> String {
    var lines: [String] = []
    for key in Set(expected.keys).union(actual.keys).sorted() where expected[key] != actual[key] {
      lines.append(
        "\(key.debugDescription): Foundation \(expected[key].debugDescription), ours \(actual[key].debugDescription)")
      if lines.count == 5 { break }
    }
    return lines.joined(separator: "; ")
  }
}
