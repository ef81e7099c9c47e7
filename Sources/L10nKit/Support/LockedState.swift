import Foundation

#if canImport(os)
  import os
#endif

/// A value guarded by a lock, for state shared across threads (`Mutex` needs newer OS versions than L10nKit
/// supports).
///
/// The lock is an `os_unfair_lock` on Apple platforms and a `pthread_mutex_t` elsewhere, and the value lives in
/// memory of its own: a lookup takes the lock without a dynamic method call and reaches the value without the
/// runtime's exclusivity check of a class property. `@unchecked Sendable` is sound because the value is only
/// reached inside `withLock`, that is while holding the lock.
final class LockedState<Value>: @unchecked Sendable {
  #if canImport(Darwin)
    private let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
  #else
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  #endif
  private let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)

  init(_ value: Value) {
    #if canImport(Darwin)
      lock.initialize(to: os_unfair_lock())
    #else
      pthread_mutex_init(lock, nil)
    #endif
    self.value.initialize(to: value)
  }

  deinit {
    value.deinitialize(count: 1)
    value.deallocate()
    #if !canImport(Darwin)
      pthread_mutex_destroy(lock)
    #endif
    lock.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  @inline(__always)
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
    #else
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
    #endif
    return try body(&value.pointee)
  }
}
