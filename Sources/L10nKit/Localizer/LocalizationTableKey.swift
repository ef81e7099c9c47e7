public import Foundation

/// The key type l10n-gen generates for one table (`L10n.LocalizableKey`): a key of that table, written as a
/// string literal. The generated accessors look their strings up through it.
///
/// The key is a `StaticString` because the generated code holds one literal per key: a `StaticString` literal is
/// cheaper to type-check and to compile than a `String` one, and converting it on lookup costs nanoseconds.
public protocol LocalizationTableKey: LocalizationKeyConvertible, ExpressibleByStringLiteral
where StringLiteralType == StaticString {
  /// The table name without extension (`"Localizable"`).
  static var table: String { get }
  /// The bundle that holds the `<language>.lproj` folders.
  static var bundle: Bundle { get }
  /// The key in the table.
  var key: StaticString { get }
  /// The localizer the lookups go through (`Localizer.current`, the innermost `withLocalizer` scope's or
  /// `Localizer.shared`, unless the key type says otherwise).
  static var localizer: Localizer { get }
}

extension LocalizationTableKey {
  /// `Localizer.current`: the innermost `withLocalizer` scope's localizer, else `Localizer.shared`.
  public static var localizer: Localizer { .current }

  /// A `LocalizationKey` without a compiled-in fallback: the development language's table provides it.
  public var localizationKey: LocalizationKey {
    LocalizationKey(key.description, table: Self.table, bundle: Self.bundle, fallback: "")
  }

  /// The localized string for `key` in the localizer's language (unformatted, as `NSLocalizedString` returns it).
  public static func string(_ key: StaticString) -> String {
    localizer.string(literal: key, table: table, bundle: bundle)
  }

  /// The localized format string for `key`, formatted with `arguments` in the localizer's language.
  public static func format<each Argument: LocalizationArgumentConvertible>(
    _ key: StaticString, _ arguments: repeat each Argument
  ) -> String {
    var count = 0
    for _ in repeat each arguments { count += 1 }
    // The arguments go to stack memory for the call: no array is allocated for them.
    return withUnsafeTemporaryAllocation(of: LocalizationArgument.self, capacity: count) { buffer in
      var index = 0
      for argument in repeat each arguments {
        buffer.initializeElement(at: index, to: argument.localizationArgument)
        index += 1
      }
      defer { _ = buffer.deinitialize() }
      return localizer.string(literal: key, table: table, bundle: bundle, arguments: UnsafeBufferPointer(buffer))
    }
  }
}
