extension Localizer {
  /// Calls `handler` after every actual change of the in-app language, on the thread that changed it, before
  /// `setLanguage(_:)` returns.
  ///
  /// Keep the returned observation: releasing or cancelling it stops the calls. Which way of observing a change to
  /// use when: *Observing language changes* in ``Localizer``.
  public func addLanguageObserver(_ handler: @escaping @Sendable (LanguageChange) -> Void) -> LanguageObservation {
    let id = state.withLock { state in
      state.nextObserverID += 1
      state.observers[state.nextObserverID] = handler
      return state.nextObserverID
    }
    // A weak reference to the state, not to the localizer: an object that is weakly referenced gets a side table,
    // which makes every retain and release of it slower, and lookups retain the localizer.
    return LanguageObservation { [weak state] in
      _ = state?.withLock { $0.observers.removeValue(forKey: id) }
    }
  }

  /// An async sequence of language changes, starting with the next change. Each access creates a new stream;
  /// it ends when the consuming task is cancelled. Which way of observing a change to use when: *Observing language
  /// changes* in ``Localizer``.
  public var languageChanges: AsyncStream<LanguageChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: LanguageChange.self, bufferingPolicy: .bufferingNewest(16))
    let observation = addLanguageObserver { continuation.yield($0) }
    continuation.onTermination = { _ in observation.cancel() }
    return stream
  }
}

extension Localizer {
  /// Registers with the `Observation` framework that the caller read this localizer's language: a SwiftUI `body`
  /// or a `withObservationTracking` observer that looked a string up is invalidated by the next language change.
  @inline(__always)
  func registerLanguageAccess() {
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *), let tracker = languageAccessTracker {
      unsafeDowncast(tracker, to: LanguageAccessTracker.self).access()
    }
  }

  /// Tells `Observation` observers of the language that what lookups return changed.
  func languageDidChangeForObservers() {
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *), let tracker = languageAccessTracker {
      unsafeDowncast(tracker, to: LanguageAccessTracker.self).languageDidChange()
    }
  }
}
