package import Foundation

/// Writes a set of files all or nothing: the one way every command changes files on disk.
///
/// Each file is first written in full to a temporary file beside its destination (`.<name>.<pid>.l10n-gen-tmp`),
/// streamed (``beginFile(named:)``, ``write(_:)``, ``endFile(isComplete:)``, as ``CodeGenerator`` renders) or whole
/// (``stage(_:at:)``). The existing file is compared as the bytes arrive, and a file whose bytes do not change is
/// left alone, so it keeps its date and nothing that depends on it rebuilds. Nothing at a destination changes until
/// ``commit()``, which renames every changed file over its destination (an atomic replacement: a compiler reading
/// the folder never sees half a file) and then removes the files staged with ``stageRemoval(of:)``. When a rename
/// fails half-way, the files already replaced are put back from hard-linked backups and the new ones removed, so the
/// set is left as it was. ``discard()`` removes every temporary file and the folders the writer created.
///
/// A destination that is read-only (no write bit, or not writable by this process) is never replaced: staging it is
/// a failure, and then nothing is written. A replaced file keeps its permissions.
package final class FileSetWriter: GeneratedFileSink {
  /// Why a set of files was not written; ``diagnostic`` says it as a `unwritable-file` error.
  package struct WriteError: Error, Equatable {
    /// The file that could not be written, read or replaced.
    package var path: String
    /// What went wrong.
    package var reason: String
    /// Whether the file is read-only (the error is then located at it).
    package var isReadOnly = false

    /// The error as a diagnostic that says nothing was written.
    package var diagnostic: Diagnostic {
      if isReadOnly {
        return .error(
          "'\(path)' is read-only; make it writable (or check it out) and run again; nothing was written",
          at: SourceLocation(file: path, line: 1, column: 1), rule: .unwritableFile)
      }
      return .error("cannot write '\(path)': \(reason); nothing was written", at: nil, rule: .unwritableFile)
    }
  }

  /// What ``commit()`` changed.
  package struct Outcome: Equatable, Sendable {
    /// The files written (new or replaced), in staging order, as staged (relative to the writer's folder or absolute).
    package var written: [String] = []
    /// The files staged whose bytes were already on disk.
    package var unchanged: [String] = []
    /// The files removed.
    package var removed: [String] = []
  }

  /// A file written completely to its temporary file.
  private struct StagedFile {
    /// The path as staged, for the outcome.
    var name: String
    /// The destination.
    var path: String
    /// The temporary file holding the new bytes.
    var temporaryPath: String
    /// Whether the new bytes differ from the destination's (or there is no destination yet).
    var isChanged: Bool
  }

  /// A file being streamed.
  private struct OpenFile {
    var name: String
    var path: String
    var temporaryPath: String
    var output: FileHandle
    /// The existing destination, open for reading while every byte so far matched it.
    var existing: FileHandle?
  }

  /// The folder relative paths are taken from.
  package let directory: String
  /// Every file staged completely, in order.
  private var staged: [StagedFile] = []
  /// The files to remove on commit: the path as staged and the destination.
  private var removals: [(name: String, path: String)] = []
  /// The file being streamed, if any.
  private var current: OpenFile?
  /// The folders this writer created, in creation order: ``discard()`` removes them again while empty.
  private var createdFolders: [String] = []
  /// The first failure; ``commit()`` throws it.
  private var failure: WriteError?
  /// The paths staged so far, as staged, in order (whether changed or not).
  package private(set) var fileNames: [String] = []

  /// A writer whose relative paths are inside `directory` (the current folder by default). The folder is created
  /// when the first file is staged, not before.
  package init(directory: String = ".") {
    self.directory = directory
  }

  /// Writes `files` (paths relative to `directory` or absolute) all or nothing, each only when its bytes change.
  @discardableResult
  package static func write(_ files: [(path: String, data: Data)], in directory: String = ".") throws(WriteError)
    -> Outcome
  {
    let writer = FileSetWriter(directory: directory)
    for file in files { writer.stage(file.data, at: file.path) }
    return try writer.commit()
  }

  /// Writes one file as ``write(_:in:)`` does.
  @discardableResult
  package static func write(_ data: Data, to path: String) throws(WriteError) -> Outcome {
    try write([(path, data)])
  }

  /// The first failure so far, if any: once there is one, nothing will be written.
  package var error: WriteError? { failure }

  // MARK: Staging

  /// Stages `data` as the new content of `path` (relative to ``directory`` or absolute).
  package func stage(_ data: Data, at path: String) {
    beginFile(named: path)
    data.withUnsafeBytes { write($0) }
    endFile(isComplete: true)
  }

  /// Stages the removal of `path` on commit (nothing happens if it does not exist by then).
  package func stageRemoval(of path: String) {
    let destination = resolve(path)
    if FileManager.default.fileExists(atPath: destination), let readOnly = readOnlyError(destination) {
      fail(readOnly)
      return
    }
    removals.append((path, destination))
  }

  /// Starts streaming the file at `name` (relative to ``directory`` or absolute).
  package func beginFile(named name: String) {
    guard failure == nil else { return }
    let path = resolve(name)
    if let readOnly = readOnlyError(path) {
      fail(readOnly)
      return
    }
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try createFolder(folder.isEmpty ? "." : folder)
    } catch {
      fail(WriteError(path: path, reason: error.localizedDescription))
      return
    }
    let temporaryPath = Self.sibling(of: path, suffix: "l10n-gen-tmp")
    guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
      let output = FileHandle(forWritingAtPath: temporaryPath)
    else {
      fail(WriteError(path: path, reason: "cannot create a file in '\(folder)'"))
      return
    }
    current = OpenFile(
      name: name, path: path, temporaryPath: temporaryPath, output: output,
      existing: FileHandle(forReadingAtPath: path))
  }

  /// Appends `bytes` to the current file and compares them with the same range of the existing file.
  package func write(_ bytes: UnsafeRawBufferPointer) {
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
      fail(WriteError(path: file.path, reason: error.localizedDescription))
    }
  }

  /// Ends the current file; keeps it for ``commit()`` when complete, drops it otherwise.
  package func endFile(isComplete: Bool) {
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
      fail(WriteError(path: file.path, reason: error.localizedDescription))
    }
    guard isComplete, failure == nil else {
      try? FileManager.default.removeItem(atPath: file.temporaryPath)
      return
    }
    if isChanged, let permissions = try? FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] {
      try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: file.temporaryPath)
    }
    // Staged again: the later bytes win (they went to the same temporary file).
    staged.removeAll { $0.path == file.path }
    fileNames.removeAll { $0 == file.name }
    staged.append(
      StagedFile(name: file.name, path: file.path, temporaryPath: file.temporaryPath, isChanged: isChanged))
    fileNames.append(file.name)
  }

  // MARK: Committing

  /// Puts every changed file in place and removes the staged removals; throws the first failure, leaving every
  /// destination as it was.
  @discardableResult
  package func commit() throws(WriteError) -> Outcome {
    if let failure {
      discard()
      throw failure
    }
    var outcome = Outcome()
    var replaced: [(path: String, backup: String?)] = []
    var setAside: [(path: String, backup: String)] = []
    func rollBack() {
      for file in replaced.reversed() {
        if let backup = file.backup { rename(backup, file.path) } else { unlink(file.path) }
      }
      for file in setAside.reversed() { rename(file.backup, file.path) }
      discard()
    }
    for (index, file) in staged.enumerated() {
      guard file.isChanged else {
        try? FileManager.default.removeItem(atPath: file.temporaryPath)
        outcome.unchanged.append(file.name)
        continue
      }
      // A hard link keeps the old bytes under another name until every file is in place, for a rollback.
      var backup: String? = Self.sibling(of: file.path, suffix: "l10n-gen-backup")
      if let path = backup, link(file.path, path) != 0 { backup = nil }
      // rename(2) replaces the destination atomically.
      guard rename(file.temporaryPath, file.path) == 0 else {
        let reason = String(cString: strerror(errno))
        if let backup { unlink(backup) }
        staged.removeSubrange(..<index)
        rollBack()
        throw WriteError(path: file.path, reason: reason)
      }
      replaced.append((file.path, backup))
      outcome.written.append(file.name)
    }
    for removal in removals where FileManager.default.fileExists(atPath: removal.path) {
      let backup = Self.sibling(of: removal.path, suffix: "l10n-gen-backup")
      guard rename(removal.path, backup) == 0 else {
        let reason = String(cString: strerror(errno))
        staged = []
        rollBack()
        throw WriteError(path: removal.path, reason: reason)
      }
      setAside.append((removal.path, backup))
      outcome.removed.append(removal.name)
    }
    for file in replaced { if let backup = file.backup { unlink(backup) } }
    for file in setAside { unlink(file.backup) }
    staged = []
    removals = []
    return outcome
  }

  /// Removes every temporary file, and the folders this writer created while they are empty: every destination is
  /// left exactly as it was.
  package func discard() {
    if let file = current {
      try? file.output.close()
      try? file.existing?.close()
      try? FileManager.default.removeItem(atPath: file.temporaryPath)
      current = nil
    }
    for file in staged { try? FileManager.default.removeItem(atPath: file.temporaryPath) }
    staged = []
    removals = []
    // rmdir(2) removes only empty folders, so files put there meanwhile are never lost; innermost first.
    for folder in createdFolders.reversed() { rmdir(folder) }
    createdFolders = []
  }

  // MARK: Helpers

  private func fail(_ error: WriteError) {
    if failure == nil { failure = error }
  }

  /// `path` inside ``directory`` unless it is absolute.
  private func resolve(_ path: String) -> String {
    path.hasPrefix("/") || directory == "." ? path : (directory as NSString).appendingPathComponent(path)
  }

  /// Creates `folder` and its missing parents, remembering each one created.
  private func createFolder(_ folder: String) throws {
    var missing: [String] = []
    var parent = (folder as NSString).standardizingPath
    while !parent.isEmpty, parent != "/", parent != ".", !FileManager.default.fileExists(atPath: parent) {
      missing.append(parent)
      parent = (parent as NSString).deletingLastPathComponent
    }
    guard !missing.isEmpty else { return }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    createdFolders.append(contentsOf: missing.reversed())
  }

  /// The error for a destination that exists and may not be replaced. The mode is read too: root may write any
  /// file, but a file without write bits was made read-only on purpose.
  private func readOnlyError(_ path: String) -> WriteError? {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: path) else { return nil }
    let mode = (try? fileManager.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0o644
    guard !fileManager.isWritableFile(atPath: path) || mode & 0o222 == 0 else { return nil }
    return WriteError(path: path, reason: "the file is read-only", isReadOnly: true)
  }

  /// A hidden file beside `path`, unique to this process: `.<name>.<pid>.<suffix>`.
  private static func sibling(of path: String, suffix: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let name = ".\((path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(suffix)"
    return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
  }
}
