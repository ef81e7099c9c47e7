import Foundation
import L10nGenCore

/// Writes generated files into a folder as they are rendered: atomically, and only when their bytes change.
///
/// Each file streams into a temporary file beside its destination (`.<name>.<pid>.l10n-gen-tmp`) while the existing
/// file is read alongside and compared block by block, so neither the new nor the old text is ever held whole.
/// Nothing in the folder changes until ``commit()``: it renames each changed file over its destination (an atomic
/// replacement, so a compiler reading the folder never sees half a file) and removes the temporary copies of files
/// that were up to date. ``discard()`` removes every temporary file and leaves the folder as it was, for a run that
/// failed. Keeping modification dates of unchanged files keeps SwiftPM and Xcode from recompiling them.
final class OutputFileSink: GeneratedFileSink {
  /// A file rendered completely: where it was streamed to and whether it differs from the existing one.
  private struct RenderedFile {
    /// The file name (no directory).
    var name: String
    /// The temporary file holding the new bytes.
    var temporaryPath: String
    /// Whether the new bytes differ from the destination's (or there is no destination yet).
    var isChanged: Bool
  }

  /// A file being rendered.
  private struct OpenFile {
    /// The file name (no directory).
    var name: String
    /// The temporary file the bytes go to.
    var temporaryPath: String
    /// The temporary file, open for writing.
    var output: FileHandle
    /// The existing destination, open for reading while every byte so far matched it.
    var existing: FileHandle?
  }

  /// The folder the files go to.
  let directory: String
  /// The folders `init` created, innermost first: ``discard()`` removes them again if they are empty.
  private let createdFolders: [String]
  /// The names of every file rendered completely, in order.
  private(set) var fileNames: [String] = []
  /// Every file rendered completely, in order.
  private var rendered: [RenderedFile] = []
  /// The file being rendered, if any.
  private var current: OpenFile?
  /// The first error of writing or comparing; ``commit()`` throws it.
  private var failure: (any Error)?

  /// A sink for `directory`, created (with its parents) if needed.
  init(directory: String) throws {
    self.directory = directory
    var missing: [String] = []
    var folder = (directory as NSString).standardizingPath
    while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
      missing.append(folder)
      folder = (folder as NSString).deletingLastPathComponent
    }
    createdFolders = missing
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  /// Creates the temporary file of `name` and opens the existing destination for comparison.
  func beginFile(named name: String) {
    guard failure == nil else { return }
    let temporaryPath = path(of: ".\(name).\(ProcessInfo.processInfo.processIdentifier).l10n-gen-tmp")
    guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
      let output = FileHandle(forWritingAtPath: temporaryPath)
    else {
      failure = CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporaryPath])
      return
    }
    current = OpenFile(
      name: name, temporaryPath: temporaryPath, output: output, existing: FileHandle(forReadingAtPath: path(of: name)))
  }

  /// Appends `bytes` to the temporary file and compares them with the same range of the existing file.
  func write(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil, var file = current else { return }
    do {
      let data = Data(bytes)
      try file.output.write(contentsOf: data)
      if let existing = file.existing, try existing.read(upToCount: data.count) != data {
        try? existing.close()
        file.existing = nil
      }
      current = file
    } catch {
      failure = error
    }
  }

  /// Closes the current file; keeps it for ``commit()`` when complete, removes it otherwise.
  func endFile(isComplete: Bool) {
    guard let file = current else { return }
    current = nil
    var isChanged = true
    if let existing = file.existing {
      // Every byte matched: the files are equal when the existing one ends here too.
      isChanged = (try? existing.read(upToCount: 1))?.isEmpty == false
      try? existing.close()
    }
    do {
      try file.output.close()
    } catch {
      if failure == nil { failure = error }
    }
    guard isComplete, failure == nil else {
      try? FileManager.default.removeItem(atPath: file.temporaryPath)
      return
    }
    rendered.append(RenderedFile(name: file.name, temporaryPath: file.temporaryPath, isChanged: isChanged))
    fileNames.append(file.name)
  }

  /// Renames every changed file over its destination and removes the other temporary files; returns the names of the
  /// files rewritten. Throws the first error met while writing (after removing every temporary file).
  func commit() throws -> [String] {
    if let failure {
      discard()
      throw failure
    }
    var written: [String] = []
    for (index, file) in rendered.enumerated() {
      guard file.isChanged else {
        try? FileManager.default.removeItem(atPath: file.temporaryPath)
        continue
      }
      // rename(2) replaces the destination atomically.
      guard rename(file.temporaryPath, path(of: file.name)) == 0 else {
        let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        for remaining in rendered[index...] { try? FileManager.default.removeItem(atPath: remaining.temporaryPath) }
        rendered = []
        throw error
      }
      written.append(file.name)
    }
    rendered = []
    return written
  }

  /// Removes every temporary file, and the folders `init` created if they are still empty: the output is left
  /// exactly as it was.
  func discard() {
    if let file = current {
      try? file.output.close()
      try? file.existing?.close()
      try? FileManager.default.removeItem(atPath: file.temporaryPath)
      current = nil
    }
    for file in rendered { try? FileManager.default.removeItem(atPath: file.temporaryPath) }
    rendered = []
    // rmdir(2) removes only empty folders, so files put there meanwhile are never lost.
    for folder in createdFolders where rmdir(folder) != 0 { break }
  }

  /// The path of `name` in the folder.
  private func path(of name: String) -> String {
    (directory as NSString).appendingPathComponent(name)
  }
}
