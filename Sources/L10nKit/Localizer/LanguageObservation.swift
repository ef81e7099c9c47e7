/// A registration from `Localizer.addLanguageObserver(_:)`; the callback stops when this is cancelled or released.
public final class LanguageObservation: Sendable {
  private let cancellation: @Sendable () -> Void
  private let isCancelled = LockedState(false)

  init(cancellation: @escaping @Sendable () -> Void) {
    self.cancellation = cancellation
  }

  /// Stops the callback.
  public func cancel() {
    let first = isCancelled.withLock { cancelled in
      defer { cancelled = true }
      return !cancelled
    }
    if first { cancellation() }
  }

  deinit { cancel() }
}
