/// The process exit codes of `l10n-gen`.
///
/// Scripts and CI can tell a broken table (1) from a broken invocation (64); warnings alone exit 0 unless `--strict`
/// (or `warningsAsErrors`) turns them into errors.
package enum ExitCode: Int32 {
  /// Success, `--help` and `--version`.
  case success = 0
  /// The input has errors (any `error` diagnostic).
  case failure = 1
  /// The command line is wrong (sysexits `EX_USAGE`).
  case usage = 64
}
