// A test-only module named `SwiftUI`, for type-checking L10nKit's SwiftUI conveniences on Linux
// (`SwiftUIAdapterTypeCheckTests`). It declares only the members those conveniences use, with the SDK's Swift
// signatures. Simplification: the SDK declares `LocalizedStringResource` and `String.LocalizationValue` in Foundation
// (which SwiftUI re-exports); Linux's Foundation has neither, so they are here. Nothing here is built by the package;
// the bodies do nothing.
@_exported import Foundation

/// `Text` (`@frozen public struct Text: Equatable, Sendable`).
public struct Text: Equatable, Sendable {
  /// `init(verbatim content: String)`.
  public init(verbatim content: String) {}
}

extension String {
  /// `String.LocalizationValue` (`struct LocalizationValue: Equatable, Codable, Sendable,
  /// ExpressibleByStringInterpolation`), reduced to its string-literal form.
  public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringLiteral {
    /// `init(_ value: String)`.
    public init(_ value: String) {}
    /// The string-literal initializer.
    public init(stringLiteral value: String) {}
  }
}

/// `LocalizedStringResource` (`struct LocalizedStringResource: Equatable, Codable, Sendable`).
public struct LocalizedStringResource: Equatable, Sendable {
  /// `LocalizedStringResource.BundleDescription`.
  public enum BundleDescription: Equatable, Sendable {
    /// `.main`.
    case main
    /// `.forClass(AnyClass)` is left out: it is not `Equatable` here and L10nKit does not use it.
    /// `.atURL(URL)`.
    case atURL(URL)
  }

  /// `init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
  /// bundle: BundleDescription = .main, comment: StaticString? = nil)`.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {}

  /// Equality: every stub value is equal (no state).
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
