import Foundation
import L10nGenCommandLine
import L10nGenCore

/// The Swift packages and Xcode projects below the folders `lint` searches, which tell ``InferredTargets`` which
/// table folders a target builds.
struct ProjectFiles {
  /// The `Package.swift` manifests found, read.
  var manifests: [PackageManifest] = []
  /// The Xcode projects found: read, or, for a workspace or a project generated from `project.yml` (XcodeGen) or
  /// `Project.swift` (Tuist), unread.
  var xcodeProjects: [XcodeProject] = []

  /// Searches `folders` (files among them are left out) as the table search does: hidden, dependency and build
  /// folders and exports are not entered.
  init(in folders: [String]) {
    var manifestPaths: Set<String> = []
    var projectPaths: Set<String> = []
    var unreadProjectFolders: Set<String> = []
    for folder in Set(folders) where InputDiscovery.isFolder(folder) {
      var skipped: [(folder: String, reason: String)] = []
      var skippedFiles = SkippedFiles()
      InputDiscovery.search(
        folder, exclude: [], counting: Self.countsNoFile, skipped: &skipped, skippedFiles: &skippedFiles
      ) { path in
        let name = (path as NSString).lastPathComponent
        if PackageManifest.isManifest(fileName: name) {
          manifestPaths.insert(path)
        } else if name.hasSuffix(".xcodeproj") {
          projectPaths.insert(path)
        } else if Self.unreadProjectNames.contains(name) || name.hasSuffix(".xcworkspace") {
          // Every project holds a `project.xcworkspace` of its own, which lists nothing more.
          let folder = (path as NSString).deletingLastPathComponent
          if !folder.hasSuffix(".xcodeproj") { unreadProjectFolders.insert(folder) }
        }
      }
    }
    manifests = manifestPaths.sorted().compactMap { path in
      FileManager.default.contents(atPath: path).map {
        PackageManifest(path: path, text: String(decoding: $0, as: UTF8.self))
      }
    }
    xcodeProjects = projectPaths.sorted().compactMap { path in
      FileManager.default.contents(atPath: FilePath.join(path, "project.pbxproj")).map {
        XcodeProject(
          folder: (path as NSString).deletingLastPathComponent, pbxproj: String(decoding: $0, as: UTF8.self))
      }
    }
    xcodeProjects += unreadProjectFolders.sorted().map(XcodeProject.init(unreadAt:))
  }

  /// The files that generate an Xcode project (XcodeGen, Tuist), whose members are not read.
  private static let unreadProjectNames: Set<String> = ["project.yml", "project.yaml", "Project.swift"]

  /// A search's count of the files it leaves out, which this one does not report.
  private static func countsNoFile(_ path: String) -> Bool { false }
}
