extension L10nGenConfig {
  /// The template and context this configuration asks for (`template` and `context` resolved together).
  public var templateMode: TemplateMode { TemplateMode(template: template, context: context) }
}
