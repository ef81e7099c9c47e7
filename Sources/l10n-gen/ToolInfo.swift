/// The tool's name and version.
enum ToolInfo {
  /// The name shown in help, usage lines and the SARIF `tool.driver.name`.
  static let name = "l10n-gen"
  /// What `--version` prints and SARIF reports.
  static let version = "0.1.0"
}
