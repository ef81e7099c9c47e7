/// A Swift value the generated functions pass to a format string: each conforming type stands for the
/// specifiers the generator maps to it (`String` for `%@`, `Int` for `%d`, `UInt` for `%u`, `Double` for `%f`,
/// `CChar` for `%c` and `UInt16` for the UTF-16 unit of `%C`).
///
/// `Sendable`, like L10nKit's other protocols: a type of a module whose default isolation is `MainActor` that
/// conforms to it stays nonisolated (SE-0466, SE-0470), so its arguments can be formatted from any isolation.
public protocol LocalizationArgumentConvertible: Sendable {
  /// The argument as L10nKit formats it.
  var localizationArgument: LocalizationArgument { get }
}

extension String: LocalizationArgumentConvertible {
  /// `.string(self)`.
  public var localizationArgument: LocalizationArgument { .string(self) }
}

extension Int: LocalizationArgumentConvertible {
  /// `.int(self)`.
  public var localizationArgument: LocalizationArgument { .int(self) }
}

extension UInt: LocalizationArgumentConvertible {
  /// `.uint(self)`.
  public var localizationArgument: LocalizationArgument { .uint(self) }
}

extension Double: LocalizationArgumentConvertible {
  /// `.double(self)`.
  public var localizationArgument: LocalizationArgument { .double(self) }
}

extension Int8: LocalizationArgumentConvertible {
  /// A C `char` (`%c`), passed as an integer.
  public var localizationArgument: LocalizationArgument { .int(Int(self)) }
}

extension UInt16: LocalizationArgumentConvertible {
  /// A UTF-16 code unit (`unichar`, `%C`).
  public var localizationArgument: LocalizationArgument { .character(self) }
}

extension LocalizationArgument: LocalizationArgumentConvertible {
  /// The argument itself.
  public var localizationArgument: LocalizationArgument { self }
}
