// A test-only module named `XcodeProjectPlugin`, for type-checking the Xcode part of the build plugin
// (`#if canImport(XcodeProjectPlugin)` in `Plugins/L10nGenPlugin/plugin.swift`) on Linux, where only Xcode ships
// the real module. `Scripts/typecheck-xcode-plugin.sh` compiles this file against the toolchain's REAL PackagePlugin
// module (`usr/lib/swift/pm/PluginAPI`), so `Command`, `FileList`, `File.url`, `PluginContext.Tool.url` and
// `Command.buildCommand(...)` are SwiftPM's own; only the Xcode-side types below are stubs.
//
// It declares only the members the plugin uses. Where the shapes come from (Xcode's module is not open source):
// - `XcodeTarget.displayName: String` and `XcodeTarget.inputFiles: PackagePlugin.FileList`: SwiftPM's
//   `XcodeProjectPluginInvocationRecord.XcodeTarget` (`Sources/PackagePlugin/Plugin.swift`, in the real module here),
//   which Xcode's module builds its types from, and Xcode 14.1's `XcodeProjectPlugin.swiftinterface` (excerpt in
//   https://gist.github.com/ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9: `XcodeTarget { id, displayName, product, ... }`).
// - `XcodeBuildToolPlugin.createBuildCommands(context:target:) throws -> [Command]` (not `async`) and
//   `XcodePluginContext.tool(named:) throws -> PackagePlugin.PluginContext.Tool`: that interface's shapes as used by
//   SwiftPM's plugin templates and public Xcode plugins. A synchronous requirement is the stricter stub: a
//   synchronous implementation also satisfies an `async` one, an `async` implementation fails here.
// - `XcodePluginContext.pluginWorkDirectoryURL: URL` (Xcode 16 added it next to the `Path`-based
//   `pluginWorkDirectory`): no Xcode 16 interface was available; type and availability follow SwiftPM's
//   `PluginContext.pluginWorkDirectoryURL` (`Sources/PackagePlugin/Context.swift`) and
//   `XcodeProjectPluginInvocationRecord.pluginWorkDirectoryURL`, and public Xcode plugins that use it.
// Nothing here is built by the package; the bodies do nothing.
import Foundation
import PackagePlugin

/// `public protocol XcodeBuildToolPlugin` (the build-tool entry point for targets of an Xcode project).
public protocol XcodeBuildToolPlugin {
  /// `func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [PackagePlugin.Command]`
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// `public struct XcodePluginContext` (the Xcode project and plugin environment, for Xcode plugins).
public struct XcodePluginContext {
  /// `@available(_PackageDescription, introduced: 6.0) public let pluginWorkDirectoryURL: URL`
  @available(_PackageDescription, introduced: 6.0)
  public let pluginWorkDirectoryURL: URL

  /// `public func tool(named name: String) throws -> PackagePlugin.PluginContext.Tool`
  public func tool(named name: String) throws -> PluginContext.Tool {
    throw PluginContextError.toolNotFound(name: name)
  }
}

/// `public struct XcodeTarget` (a target of an Xcode project).
public struct XcodeTarget {
  /// `public let displayName: String`
  public let displayName: String
  /// `public let inputFiles: PackagePlugin.FileList` (the target's files, from its build phases).
  public let inputFiles: FileList
}
