internal import Foundation

/// The process-wide table that numbers the names of templates and shapes, densely from 0, in the order first seen.
///
/// Only parsing templates and making shapes (a few hundred names per run) take its lock; rendering never does.
final class MustacheNameTable: @unchecked Sendable {
  /// The one table of the process.
  static let shared = MustacheNameTable()

  /// Guards `ids`.
  private let lock = NSLock()
  /// Each name seen so far and its number.
  private var ids: [String: Int] = [:]

  /// The number of `text`, given now if it has none yet.
  func id(of text: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    if let id = ids[text] { return id }
    let id = ids.count
    ids[text] = id
    return id
  }
}
