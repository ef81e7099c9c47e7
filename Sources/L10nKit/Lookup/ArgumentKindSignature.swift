/// The number of arguments and the case of each (`string`, `int`, ...), packed into one word: all that
/// `EntryCheck` reads of the arguments, so its verdict can be remembered per signature.
struct ArgumentKindSignature: Hashable {
  private let bits: UInt64

  /// The largest number of arguments a signature holds (6 bits of count, 3 bits per argument).
  private static let maximumCount = 19

  /// The signature of `arguments`; `nil` when there are more than `maximumCount`.
  init?(_ arguments: some Collection<LocalizationArgument>) {
    guard arguments.count <= Self.maximumCount else { return nil }
    var bits = UInt64(arguments.count)
    for (index, argument) in arguments.enumerated() {
      bits |= Self.code(of: argument) << UInt64(6 + 3 * index)
    }
    self.bits = bits
  }

  /// The 3-bit code of an argument's case.
  private static func code(of argument: LocalizationArgument) -> UInt64 {
    switch argument {
    case .string: return 0
    case .int: return 1
    case .uint: return 2
    case .double: return 3
    case .character: return 4
    }
  }
}
