/// The tool's name and version.
enum ToolInfo {
  static let name = "l10n-gen"
  static let version = "0.1.0"
}
