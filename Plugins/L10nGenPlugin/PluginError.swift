/// Problems the plugin reports before running the tool.
enum PluginError: Error, CustomStringConvertible {
  case severalConfigurations(target: String, paths: [String])

  var description: String {
    switch self {
    case .severalConfigurations(let target, let paths):
      "target '\(target)' has several l10n-gen.json files (\(paths.joined(separator: ", "))); keep one at the target's root"
    }
  }
}
