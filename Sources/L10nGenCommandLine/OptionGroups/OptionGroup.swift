/// Options several commands share, declared once: what ArgumentParser's `@OptionGroup` gives, without the dependency.
///
/// A command adds the group's ``options`` to its ``CommandSpec`` (so `--help`, usage and the command-line reference
/// all come from the one declaration) and reads the group typed in its `init`, instead of looking each option up by
/// name. Each option's name, value name and help text is written once, in the group. A bad value is a usage error
/// raised by the group itself, before any file is read. A command that does not offer a group passes the group's
/// empty value (`init()`) where one is needed.
package protocol OptionGroup: Sendable {
  /// The group's options, in the order help lists them.
  static var options: [CommandSpec.Option] { get }
  /// Reads the group from a parsed command line; an option that was not given takes its default.
  init(_ arguments: ParsedArguments) throws(CommandLineError)
}
