// libFuzzer harness for the source tokenizer, the declarations reader and the key scanner (see Fuzz/README.md).
// Built together with Sources/L10nGenCore/SourceCode and its dependencies by Fuzz/run.sh; not part of the package.

/// Checks every token list: offsets strictly increase, lie inside the input, and lines and columns are ≥ 1.
private func checkTokens(_ tokens: [SourceToken], byteCount: Int) {
  var previous = -1
  for token in tokens {
    precondition(token.position.offset > previous, "token offsets must increase")
    precondition(token.position.offset + token.byteLength <= byteCount, "token past the end of the input")
    precondition(token.position.line >= 1 && token.position.column >= 1, "line and column start at 1")
    previous = token.position.offset
    for case let .interpolation(inner) in token.literal?.segments ?? [] {
      checkTokens(inner, byteCount: byteCount)
      if let first = inner.first { precondition(first.position.offset > token.position.offset) }
    }
  }
}

/// libFuzzer's entry point: one input, a language byte and the source text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  // The first byte picks the language, the rest is the source: each input runs once, and the fuzzer still reaches
  // both languages (it mutates that byte like any other).
  guard count > 0 else { return 0 }
  let input = UnsafeRawBufferPointer(start: start, count: count)
  let language: SourceLanguage = input[0] & 1 == 0 ? .swift : .objectiveC
  let bytes = [UInt8](input.dropFirst())
  let options = SourceScanOptions(wrapperFunctions: ["Localized", "tr"], wrapperSuffixes: ["localized"])
  let tokens = SourceTokenizer.tokenize(bytes, language: language)
  checkTokens(tokens, byteCount: bytes.count)
  // The declarations reader on its own (the scan below builds one from the same tokens too), and the type reader
  // at up to 512 tokens spread over the input: neither may trap or read past the end, and every closer follows its
  // opener.
  let declarations = SourceDeclarations(tokens: tokens)
  for (name, lists) in declarations.functions { precondition(!name.isEmpty && !lists.isEmpty) }
  for (index, closer) in CallArgument.closers(tokens).enumerated() { precondition(closer == -1 || closer > index) }
  for index in stride(from: 0, to: tokens.count, by: max(1, tokens.count / 512)) {
    if let (_, end) = DeclaredType.read(tokens, at: index) { precondition(end > index && end <= tokens.count) }
  }
  let found = KeyUsageScanner.scan(tokens: tokens, path: "fuzz", language: language, options: options)
  for usage in found.usages {
    precondition(usage.location.line >= 1 && usage.location.column >= 1)
    _ = usage.key.matches(usage.key.description)
  }
  return 0
}
