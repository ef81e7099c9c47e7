/// A list whose elements are made only when a section reaches them, one at a time.
///
/// A table of hundreds of thousands of keys has as many accessors: as a ``MustacheValue/list(_:)`` they would all
/// exist as template values at once, next to the view model they come from. As a lazy list, each element is made
/// from the view model when it is rendered and released after it.
package struct MustacheLazyList: Sendable, Hashable {
  /// The number of elements.
  package let count: Int
  /// Makes the element at an index.
  private let element: @Sendable (Int) -> MustacheValue

  /// A list of `base.count` elements, the one at index `i` being `transform(base[i])`.
  package init<Base: RandomAccessCollection & Sendable>(
    _ base: Base, transform: @escaping @Sendable (Base.Element) -> MustacheValue
  ) where Base.Index == Int {
    self.count = base.count
    self.element = { index in transform(base[base.startIndex + index]) }
  }

  /// A list of values that already exist.
  package init(_ values: [MustacheValue]) {
    self.init(values) { $0 }
  }

  /// The element at `index` (`0..<count`), made now.
  package subscript(index: Int) -> MustacheValue { element(index) }

  /// Every element, made now.
  package var elements: [MustacheValue] { (0..<count).map(element) }

  /// Lists are equal when their elements are.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.elements == rhs.elements
  }

  /// Hashes the elements.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}
