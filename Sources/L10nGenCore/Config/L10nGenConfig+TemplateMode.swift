extension L10nGenConfig {
  /// The template and context this configuration asks for (`template` and `context` resolved together).
  package var templateMode: TemplateMode { TemplateMode(template: template, context: context) }
}
