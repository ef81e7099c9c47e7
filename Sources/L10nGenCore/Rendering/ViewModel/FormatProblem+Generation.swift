extension FormatProblem {
  /// How code generation reports a problem in the development value of `key`: as a warning, since the member is
  /// still generated from what could be read (`--strict` turns warnings into errors), prefixed with the key.
  func generationDiagnostic(forKey key: String, at location: SourceLocation) -> Diagnostic {
    var diagnostic = diagnostic(at: location)
    if diagnostic.severity == .error { diagnostic.severity = .warning }
    diagnostic.message = "'\(key)': \(diagnostic.message)"
    return diagnostic
  }
}
