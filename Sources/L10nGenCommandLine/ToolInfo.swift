/// The tool's name and version.
package enum ToolInfo {
  /// The name shown in help, usage lines and the SARIF `tool.driver.name`.
  package static let name = "l10n-gen"
  /// What `--version` prints and SARIF reports.
  package static let version = "0.1.0"
}
