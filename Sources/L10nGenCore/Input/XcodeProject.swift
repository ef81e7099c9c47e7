import Foundation

/// The folder names an Xcode project's `project.pbxproj` refers to, enough to tell that a folder is no member of it.
///
/// Every file an Xcode project builds is reached through the `path` of its group chain (or a path of its own,
/// relative to the project's folder), and a folder Xcode 16 keeps in sync is named by its `path` too. So a folder
/// none of whose names, from the project's folder down, appears in any `path` or `name` is in none of the project's
/// targets. The project is not resolved further: a name that appears says nothing about membership. A project that
/// is generated (an XcodeGen `project.yml`, a Tuist `Project.swift`) or a workspace is not read: it may list any
/// folder below it.
package struct XcodeProject: Sendable, Hashable {
  /// The folder that holds the `.xcodeproj` (`""` for the search's own root).
  package var folder: String
  /// Every path component of the project's `path = ...;` and `name = ...;` values; `nil` for a project not read.
  package var referencedNames: Set<String>?

  /// A project whose members are not read (generated, or a workspace): it may list any folder in `folder`.
  package init(unreadAt folder: String) {
    self.folder = folder
    referencedNames = nil
  }

  /// Reads the names `pbxproj`, the text of `<folder>/<Name>.xcodeproj/project.pbxproj`, refers to.
  package init(folder: String, pbxproj: String) {
    self.folder = folder
    var names: Set<String> = []
    for line in pbxproj.split(whereSeparator: \.isNewline) {
      for field in ["path = ", "name = "] {
        var rest = line[...]
        while let range = rest.range(of: field) {
          rest = rest[range.upperBound...]
          let value = Self.value(at: rest)
          for component in value.split(separator: "/") where component != "." && component != ".." {
            names.insert(String(component))
          }
        }
      }
    }
    referencedNames = names
  }

  /// Whether the project may list a file in `folder` (a path as the search spells it): `folder` lies in the
  /// project's folder and one of its names below it appears in the project, or it is the project's folder itself.
  package func mayContain(folder path: String) -> Bool {
    guard let relative = PackageManifest.relativePath(of: path, in: folder) else { return false }
    guard let referencedNames else { return true }
    let components = relative.split(separator: "/")
    return components.isEmpty || components.contains { referencedNames.contains(String($0)) }
  }

  /// The value that starts `text`: a quoted string up to its closing quote, else the text up to `;`.
  private static func value(at text: Substring) -> Substring {
    if text.first == "\"" {
      let body = text.dropFirst()
      return body[..<(body.firstIndex(of: "\"") ?? body.endIndex)]
    }
    return text[..<(text.firstIndex(of: ";") ?? text.endIndex)]
  }
}
