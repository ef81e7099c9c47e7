// A test-only module named `SwiftUI`, for type-checking L10nKit's SwiftUI conveniences on Linux
// (`SwiftUIAdapterTypeCheckTests`). It declares only the members those conveniences use, with the SDK's Swift
// signatures. Simplification: the SDK declares `LocalizedStringResource` and `String.LocalizationValue` in Foundation
// (which SwiftUI re-exports); Linux's Foundation has neither, so they are here. Nothing here is built by the package;
// the bodies do nothing.
@_exported import Foundation

/// `View` (`@MainActor @preconcurrency public protocol View`).
@MainActor @preconcurrency public protocol View {
  /// The type of view representing the body.
  associatedtype Body: View
  /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `ViewBuilder` (`@resultBuilder public struct ViewBuilder`), reduced to blocks of views.
@resultBuilder public struct ViewBuilder {
  /// `static func buildBlock<Content>(_ content: Content) -> Content where Content: View`
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
  /// `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  /// where repeat each Content: View`
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView()
  }
}

/// `TupleView` (`@frozen public struct TupleView<T>: View`).
public struct TupleView<T>: View {
  /// A primitive view.
  public var body: Never { fatalError("stub") }
}

/// `VStack` (`@frozen public struct VStack<Content>: View where Content: View`).
public struct VStack<Content: View>: View {
  /// `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`,
  /// without the alignment and spacing.
  public init(@ViewBuilder content: () -> Content) {}
  /// A primitive view.
  public var body: Never { fatalError("stub") }
}

/// `Scene` (`@MainActor @preconcurrency public protocol Scene`).
@MainActor @preconcurrency public protocol Scene {
  /// The type of scene that represents the body.
  associatedtype Body: Scene
  /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// `SceneBuilder` (`@resultBuilder public struct SceneBuilder`), reduced to one scene.
@resultBuilder public struct SceneBuilder {
  /// `static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene`
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// `WindowGroup` (`public struct WindowGroup<Content>: Scene where Content: View`).
public struct WindowGroup<Content: View>: Scene {
  /// `init(@ViewBuilder content: () -> Content)`
  public init(@ViewBuilder content: () -> Content) {}
  /// A primitive scene.
  public var body: Never { fatalError("stub") }
}

/// `App` (`@MainActor @preconcurrency public protocol App`).
@MainActor @preconcurrency public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene
  /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// `@MainActor @preconcurrency init()`
  @MainActor @preconcurrency init()
}

extension App {
  /// `@MainActor @preconcurrency static func main()`
  @MainActor @preconcurrency public static func main() {}
}

extension Never: View {
  /// `Never` is the body of primitive views.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError("stub") }
}

/// `ViewModifier` (`@MainActor @preconcurrency public protocol ViewModifier`).
@MainActor @preconcurrency public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View
  /// `typealias Content = _ViewModifier_Content<Self>`
  typealias Content = _ViewModifier_Content<Self>
  /// `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// `_ViewModifier_Content` (`@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View
/// where Modifier: ViewModifier`).
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  /// A primitive view.
  public var body: Never { fatalError("stub") }
}

/// `ModifiedContent` (`@frozen public struct ModifiedContent<Content, Modifier>`), a view when its content is a
/// view and its modifier a view modifier.
public struct ModifiedContent<Content, Modifier> {
  /// `init(content: Content, modifier: Modifier)`.
  public init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A primitive view.
  public var body: Never { fatalError("stub") }
}

/// `LayoutDirection` (`public enum LayoutDirection: Hashable, CaseIterable, Sendable`).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

/// `EnvironmentValues` (`public struct EnvironmentValues: CustomStringConvertible`), reduced to the values
/// L10nKit sets.
public struct EnvironmentValues {
  /// `var locale: Locale`
  public var locale: Locale = Locale(identifier: "")
  /// `var layoutDirection: LayoutDirection`
  public var layoutDirection: LayoutDirection = .leftToRight
}

/// A view with an environment value set (what `environment(_:_:)` returns is opaque in the SDK).
public struct _EnvironmentWritingView<Content: View>: View {
  /// A primitive view.
  public var body: Never { fatalError("stub") }
}

extension View {
  /// `@inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// `@inlinable nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
  /// _ value: V) -> some View`
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    _EnvironmentWritingView<Self>()
  }
}

/// `Text` (`@frozen public struct Text: Equatable, Sendable`).
public struct Text: Equatable, Sendable {
  /// `init(verbatim content: String)`.
  public init(verbatim content: String) {}
  /// `init<S>(_ content: S) where S: StringProtocol`: a string that is not a literal is shown as it is.
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
}

// `extension Text: View` (the SDK declares the conformance in an extension; the type stays nonisolated).
extension Text: View {
  /// A primitive view.
  public var body: Never { fatalError("stub") }
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
