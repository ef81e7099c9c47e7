// Test-only declarations of the Foundation members that the `xcode-symbols` style's generated code uses, with the SDK's
// Swift signatures, for type-checking that code on Linux, whose Foundation has no `LocalizedStringResource`
// (`XcodeSymbolsStyleTests`). Compiled into the module under test beside the generated files; the bodies do nothing.
// `String.LocalizationValue`'s interpolation is reduced to the two forms Xcode's symbols use: a value, and a value
// with a format specifier (the SDK constrains the latter to `_FormatSpecifiable` types, which the stub leaves open). The
// declarations are `nonisolated`, as Foundation's are, whatever the default isolation of the module under test.
import Foundation

nonisolated extension String {
  /// `String.LocalizationValue` (`struct LocalizationValue: Equatable, Codable, Sendable,
  /// ExpressibleByStringInterpolation`).
  public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// `String.LocalizationValue.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      /// `init(literalCapacity:interpolationCount:)`.
      public init(literalCapacity: Int, interpolationCount: Int) {}
      /// `appendLiteral(_:)`.
      public mutating func appendLiteral(_ literal: String) {}
      /// `appendInterpolation(_ string: String)`.
      public mutating func appendInterpolation(_ string: String) {}
      /// `appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable`.
      public mutating func appendInterpolation<T>(_ value: T, specifier: String) {}
    }

    /// `init(stringLiteral:)`.
    public init(stringLiteral value: String) {}
    /// `init(stringInterpolation:)`.
    public init(stringInterpolation: StringInterpolation) {}
  }
}

/// `LocalizedStringResource` (`@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) struct LocalizedStringResource:
/// Equatable, Codable, Sendable`).
public nonisolated struct LocalizedStringResource: Equatable, Sendable {
  /// `LocalizedStringResource.BundleDescription`.
  public enum BundleDescription: Equatable, Sendable {
    /// `.main`.
    case main
    /// `.atURL(URL)`.
    case atURL(URL)
  }

  /// `init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
  /// bundle: BundleDescription = .main, comment: StaticString? = nil)`.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {}

  /// `init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
  /// locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil)`.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {}
}
