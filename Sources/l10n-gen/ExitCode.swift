/// The process exit codes of `l10n-gen`.
enum ExitCode: Int32 {
  /// Success, `--help` and `--version`.
  case success = 0
  /// The input has errors (any `error` diagnostic).
  case failure = 1
  /// The command line is wrong (sysexits `EX_USAGE`).
  case usage = 64
}
