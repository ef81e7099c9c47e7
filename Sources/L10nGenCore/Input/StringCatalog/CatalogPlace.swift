/// Where in a String Catalog the reader is, for its messages (`in language "de" of entry "title"`): kept as its parts
/// and spelled only when a diagnostic needs it, since a catalog of thousands of localizations has a place for each
/// and rarely a message.
enum CatalogPlace: CustomStringConvertible {
  /// A place spelled as it is (`of the catalog`, `(an entry)`).
  case text(String)
  /// `of entry "<key>"`.
  case entry(String)
  /// `in language "<language>" of entry "<key>"`.
  case language(String, entry: String)
  /// `in <kind> "<name>" <place>`: a device, plural category or substitution inside `place`.
  indirect case named(kind: String, name: String, in: CatalogPlace)
  /// `<prefix> <place>` (`of a string unit in language …`).
  indirect case prefixed(String, CatalogPlace)

  var description: String {
    switch self {
    case let .text(text): text
    case let .entry(key): "of entry \"\(key)\""
    case let .language(language, key): "in language \"\(language)\" of entry \"\(key)\""
    case let .named(kind, name, place): "in \(kind) \"\(name)\" \(place)"
    case let .prefixed(prefix, place): "\(prefix) \(place)"
    }
  }
}
