import Foundation

/// The status as JSON for CI dashboards: pretty-printed, keys sorted (a stable order), slashes unescaped, one final
/// newline. The layout is documented in the README ("Translation status").
package enum StatusJSONRenderer {
  /// The JSON text of `status`.
  package static func render(_ status: TranslationStatus) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings and integers cannot fail.
    guard let data = try? encoder.encode(status) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
