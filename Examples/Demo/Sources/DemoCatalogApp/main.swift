import Foundation
import L10nKit

// An app target as Xcode 26 creates it: its default actor isolation is `MainActor` (see Package.swift), and its
// String Catalog is as Xcode extracts it, where a key is its own English text and usually has no English value
// (Resources/Localizable.xcstrings, entries of Applite's catalog). The generated accessors are callable from any
// isolation.
//
// Usage: DemoCatalogApp [--language <code>]; prints the same lines from a nonisolated function, an actor, a detached
// task and the main actor.

nonisolated func lines(count: Int) -> [String] {
  [L10n.activeTasks, L10n.successfullyInstalled("Firefox"), L10n.selected(count), L10n.appsCouldNotBeFound(count)]
}

actor Installer {
  func report(count: Int) -> [String] { lines(count: count) }
}

@MainActor func mainActorLines(count: Int) -> [String] { lines(count: count) }

let arguments = Array(CommandLine.arguments.dropFirst())
if let index = arguments.firstIndex(of: "--language"), index + 1 < arguments.count {
  Localizer.shared.setLanguage(arguments[index + 1])
}
let fromDetachedTask = await Task.detached { lines(count: 1) }.value
let fromActor = await Installer().report(count: 1)
precondition(fromDetachedTask == fromActor && fromActor == mainActorLines(count: 1), "every isolation reads the same")
for line in fromActor + lines(count: 3) {
  print(line)
}
