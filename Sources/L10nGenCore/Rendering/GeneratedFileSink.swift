/// Where a run's generated files go as they are rendered, one after another, in blocks of normalized UTF-8.
///
/// The CLI writes each file to a temporary file beside its destination, comparing it with the existing file as it
/// goes, so a file of hundreds of megabytes is never held whole; ``GeneratedFileCollector`` keeps the files in memory.
package protocol GeneratedFileSink: AnyObject {
  /// A file named `name` (no directory) starts; the ``write(_:)`` calls that follow are its bytes.
  func beginFile(named name: String)
  /// The next bytes of the current file: UTF-8 with LF line endings, no trailing spaces, one trailing newline.
  func write(_ bytes: UnsafeRawBufferPointer)
  /// The current file ends; `isComplete` is `false` when rendering it failed, and its bytes must then be dropped.
  func endFile(isComplete: Bool)
}
