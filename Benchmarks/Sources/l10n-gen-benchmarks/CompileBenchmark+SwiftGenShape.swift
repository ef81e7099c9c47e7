import Foundation
import L10nGenCore

extension CompileBenchmark {
  /// A namespace of the SwiftGen-shaped output: its members and nested enums, by key component.
  final class SwiftGenNamespace {
    var members: [(name: String, key: SyntheticKey)] = []
    var children: [String: SwiftGenNamespace] = [:]

    func render(into output: inout String, indent: String) {
      for (name, key) in members.sorted(by: { $0.name < $1.name }) {
        output += "\(indent)/// \(key.value)\n"
        let fallback = SwiftLiteral.string(key.value)
        guard !key.specifiers.isEmpty else {
          output +=
            "\(indent)internal static let \(name) = L10n.tr(\"Localizable\", \(SwiftLiteral.string(key.key)), "
            + "fallback: \(fallback))\n"
          continue
        }
        let parameters = key.specifiers.enumerated().map { "_ p\($0.offset + 1): \(Self.swiftType($0.element))" }
        let arguments = key.specifiers.enumerated().map { index, specifier in
          specifier == "@" ? "String(describing: p\(index + 1))" : "p\(index + 1)"
        }
        output += "\(indent)internal static func \(name)(\(parameters.joined(separator: ", "))) -> String {\n"
        output +=
          "\(indent)  return L10n.tr(\"Localizable\", \(SwiftLiteral.string(key.key)), "
          + "\(arguments.joined(separator: ", ")), fallback: \(fallback))\n"
        output += "\(indent)}\n"
      }
      for (name, child) in children.sorted(by: { $0.key < $1.key }) {
        output += "\(indent)internal enum \(name) {\n"
        child.render(into: &output, indent: indent + "  ")
        output += "\(indent)}\n"
      }
    }

    /// SwiftGen's parameter types: `Any` for objects, `Int` for integers, `Float` for floating point.
    static func swiftType(_ specifier: String) -> String {
      switch specifier {
      case "@": "Any"
      case "d": "Int"
      default: "Float"
      }
    }
  }

  /// Code of the shape of SwiftGen's `structured-swift5` template (`static let` for plain strings, functions with
  /// `Any` parameters passed as `CVarArg...`, a `BundleToken` class) for the same keys, in one file.
  static func writeSwiftGenShaped(_ keys: [SyntheticKey], into folder: String) throws -> [String] {
    let root = SwiftGenNamespace()
    for key in keys {
      var components = key.key.split(separator: ".").map(String.init)
      let name = components.removeLast()
      var namespace = root
      for component in components {
        let enumName = component.prefix(1).uppercased() + component.dropFirst()
        if let child = namespace.children[enumName] {
          namespace = child
        } else {
          let child = SwiftGenNamespace()
          namespace.children[enumName] = child
          namespace = child
        }
      }
      namespace.members.append((name, key))
    }
    var output = """
      // swiftlint:disable all
      // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

      import Foundation

      // MARK: - Strings

      internal enum L10n {

      """
    root.render(into: &output, indent: "  ")
    output += """
      }

      // MARK: - Implementation Details

      extension L10n {
        private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
          let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
          return String(format: format, locale: Locale.current, arguments: args)
        }
      }

      // swiftlint:disable convenience_type
      private final class BundleToken {
        static let bundle: Bundle = {
          #if SWIFT_PACKAGE
          return Bundle.module
          #else
          return Bundle(for: BundleToken.self)
          #endif
        }()
      }
      // swiftlint:enable convenience_type

      """
    let path = (folder as NSString).appendingPathComponent("Strings.swift")
    try Data(output.utf8).write(to: URL(fileURLWithPath: path))
    return [path]
  }
}
