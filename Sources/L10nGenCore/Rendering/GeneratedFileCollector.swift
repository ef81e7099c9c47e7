/// A ``GeneratedFileSink`` that keeps every complete file in memory, for tests, previews and in-process callers.
package final class GeneratedFileCollector: GeneratedFileSink {
  /// The complete files, in the order they were rendered.
  package private(set) var files: [GeneratedFile] = []
  /// The name and bytes of the file being rendered.
  private var current: (name: String, bytes: [UInt8])?

  /// An empty collector.
  package init() {}

  /// Starts collecting the bytes of `name`.
  package func beginFile(named name: String) {
    current = (name, [])
  }

  /// Appends `bytes` to the current file.
  package func write(_ bytes: UnsafeRawBufferPointer) {
    current?.bytes.append(contentsOf: bytes)
  }

  /// Keeps the current file when it is complete, drops it otherwise.
  package func endFile(isComplete: Bool) {
    if let current, isComplete {
      files.append(GeneratedFile(name: current.name, contents: String(decoding: current.bytes, as: UTF8.self)))
    }
    current = nil
  }
}
