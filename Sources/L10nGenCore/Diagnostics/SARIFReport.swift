import Foundation

/// Diagnostics as a SARIF 2.1.0 log, the format code-scanning services (GitHub, GitLab, Azure DevOps) read.
package enum SARIFReport {
  /// The SARIF JSON for `diagnostics` from the tool `toolName` at `version`. Every rule of ``RuleCatalog`` is
  /// listed under `tool.driver.rules`; results refer to them by `ruleId` and `ruleIndex`. Paths stay as given
  /// (SARIF readers resolve relative paths against the scan's root).
  package static func json(for diagnostics: [Diagnostic], toolName: String, version: String) -> String {
    let rules = RuleCatalog.all
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    let log = Log(
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              name: toolName, version: version,
              rules: rules.map {
                ReportingDescriptor(
                  id: $0.id.rawValue, shortDescription: Message(text: $0.summary),
                  properties: ["scope": $0.scope.rawValue])
              })),
          results: diagnostics.map { diagnostic in
            Result(
              ruleId: diagnostic.rule.rawValue, ruleIndex: ruleIndex[diagnostic.rule],
              level: level(of: diagnostic.severity), message: Message(text: diagnostic.singleLineMessage),
              locations: diagnostic.location.map { location in
                [
                  Location(
                    physicalLocation: PhysicalLocation(
                      artifactLocation: ArtifactLocation(uri: uri(for: location.file)),
                      region: Region(
                        startLine: location.line, startColumn: location.column,
                        byteOffset: location.byteRange?.lowerBound, byteLength: location.byteRange?.count)))
                ]
              } ?? [])
          })
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(log) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// SARIF's `level` for a severity; the three names coincide.
  private static func level(of severity: DiagnosticSeverity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A file path as a URI reference: absolute paths get `file://`, relative ones stay relative; reserved
  /// characters are percent-encoded.
  ///
  /// `?`, `#` and the other reserved characters would otherwise make a path a query or fragment.
  private static func uri(for path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// The SARIF log: one run of one tool.
  private struct Log: Encodable {
    var version = "2.1.0"
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case version
      case schema = "$schema"
      case runs
    }
  }

  /// One run: the tool and its results.
  private struct Run: Encodable {
    var tool: Tool
    var results: [Result]
  }

  /// The tool that ran.
  private struct Tool: Encodable {
    var driver: Driver
  }

  /// The tool's name, version and rules.
  private struct Driver: Encodable {
    var name: String
    var version: String
    var rules: [ReportingDescriptor]
  }

  /// One rule: its id, summary and scope (in `properties`).
  private struct ReportingDescriptor: Encodable {
    var id: String
    var shortDescription: Message
    var properties: [String: String]
  }

  /// A plain-text message.
  private struct Message: Encodable {
    var text: String
  }

  /// One diagnostic: its rule, level, message and location.
  private struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Message
    var locations: [Location]
  }

  /// Where a result is.
  private struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  /// A file and a region in it.
  private struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  /// The file, as a URI reference.
  private struct ArtifactLocation: Encodable {
    var uri: String
  }

  /// The start line and column (1-based, as SARIF counts them), and the token's bytes where the reader knows them.
  private struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
    var byteOffset: Int?
    var byteLength: Int?
  }
}
