// A test-only module named `ObjectiveC`, for type-checking L10nKit's bundle redirection on Linux
// (`WholeAppTypeCheckTests`). It declares only the runtime function the redirection uses, with the SDK's Swift
// signature. Nothing here is built by the package; the body does nothing.
@_exported import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `func object_setClass(_ obj: Any?, _ cls: AnyClass) -> AnyClass?`
@discardableResult
public func object_setClass(_ obj: Any?, _ cls: AnyClass) -> AnyClass? { nil }
