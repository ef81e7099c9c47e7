import Foundation

/// libFuzzer entry point: reads arbitrary bytes as a storyboard or xib (``IBDocumentReader`` on ``XMLTreeReader``)
/// and exports its ibtool table.
///
/// Checks, beyond no crash, hang, leak or ASan error: reading twice gives equal results; a result has a document
/// or an error, never both missing; every diagnostic and every span has line and column ≥ 1; every span's byte
/// range lies inside the input and inside its element; the export is deterministic.
@_cdecl("LLVMFuzzerTestOneInput")
public func ibDocumentFuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let result = IBDocumentReader.read(data, path: "fuzz.storyboard")
  let again = IBDocumentReader.read(data, path: "fuzz.storyboard")
  precondition(result == again, "reading twice differs")
  for diagnostic in result.diagnostics {
    let location = diagnostic.location!
    precondition(location.line >= 1 && location.column >= 1 && !diagnostic.message.isEmpty)
  }
  let parsed = XMLTreeReader.parse(data, path: "fuzz.xml")
  precondition((parsed.root == nil) != parsed.diagnostics.isEmpty, "a tree or an error")
  if let root = parsed.root { check(root, inside: 0..<count) }
  if let document = result.document {
    precondition(result.document != nil || result.diagnostics.containsErrors)
    for object in document.objects {
      check(object.span, inside: 0..<count)
      check(object.idSpan, inside: object.span.byteRange)
      for property in object.properties { check(property.valueSpan, inside: object.span.byteRange) }
      for attribute in object.runtimeAttributes { check(attribute.span, inside: object.span.byteRange) }
    }
    let text = IBStringsExporter.stringsText(for: document)
    precondition(text == IBStringsExporter.stringsText(for: again.document!), "export differs")
    _ = IBStringsExporter.encode(text, as: .utf16).count
  } else {
    precondition(result.diagnostics.containsErrors, "no document and no error")
  }
  return 0
}

private func check(_ element: XMLElementNode, inside range: Range<Int>) {
  check(element.span, inside: range)
  for attribute in element.attributes {
    check(attribute.nameSpan, inside: element.span.byteRange)
    check(attribute.valueSpan, inside: element.span.byteRange)
  }
  if let textSpan = element.textSpan { check(textSpan, inside: element.span.byteRange) }
  for child in element.children { check(child, inside: element.span.byteRange) }
}

private func check(_ span: SourceSpan, inside range: Range<Int>) {
  precondition(span.location.line >= 1 && span.location.column >= 1, "location \(span)")
  precondition(
    span.byteRange.lowerBound >= range.lowerBound && span.byteRange.upperBound <= range.upperBound,
    "span \(span) outside \(range)")
}
