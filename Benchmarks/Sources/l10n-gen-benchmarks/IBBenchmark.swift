import Foundation
import L10nGenCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Times the Interface Builder reader on the largest storyboards and xibs of the corpus against Foundation's
/// `XMLParser` merely parsing the same bytes (a delegate that only counts elements), in the same run.
///
/// Usage: `l10n-gen-benchmarks ib [--corpus <dir>] [--iterations <n>] [--files <n>]`: the `n` largest IB files
/// (default 10). Three figures are compared with the reference: our XML tree alone, the IB document model (tree,
/// objects, localizable properties, runtime attributes) and the model plus the ibtool `.strings` export.
enum IBBenchmark {
  static func run(_ arguments: [String]) throws {
    var corpusPath = "../shared/corpus"
    var iterations = 20
    var fileCount = 10
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--corpus": corpusPath = remaining.popFirst() ?? corpusPath
      case "--iterations": iterations = Int(remaining.popFirst() ?? "") ?? iterations
      case "--files": fileCount = Int(remaining.popFirst() ?? "") ?? fileCount
      default: throw ParseBenchmark.BenchmarkError.unknownOption(argument)
      }
    }
    let corpus = URL(fileURLWithPath: corpusPath).standardizedFileURL
    guard let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else {
      throw ParseBenchmark.BenchmarkError.noCorpus(corpus.path)
    }
    var all: [(path: String, data: Data)] = []
    for case let url as URL in enumerator where ["storyboard", "xib"].contains(url.pathExtension) {
      all.append((url.path, try Data(contentsOf: url)))
    }
    let files = all.sorted { $0.data.count > $1.data.count }.prefix(fileCount)
    let bytes = files.reduce(0) { $0 + $1.data.count }
    print("ib: the \(files.count) largest IB files, \(bytes) bytes, \(iterations) iterations")
    for file in files {
      print("  \(file.data.count) \(file.path.dropFirst(corpus.path.count + 1))")
    }
    let referenceElements = files.reduce(0) { $0 + ElementCounter.count($1.data) }
    let ourElements = files.reduce(0) { total, file in
      total + (XMLTreeReader.parse(file.data, path: file.path).root.map(count) ?? 0)
    }
    print("  elements: ours \(ourElements), XMLParser \(referenceElements)")

    var reference: [Double] = []
    var tree: [Double] = []
    var model: [Double] = []
    var export: [Double] = []
    for _ in 0..<iterations {
      reference.append(measure { files.reduce(0) { $0 &+ ElementCounter.count($1.data) } })
      tree.append(
        measure { files.reduce(0) { $0 &+ (XMLTreeReader.parse($1.data, path: $1.path).root?.children.count ?? 0) } })
      model.append(
        measure {
          files.reduce(0) { $0 &+ (IBDocumentReader.read($1.data, path: $1.path).document?.objects.count ?? 0) }
        })
      export.append(
        measure {
          files.reduce(0) { total, file in
            guard let document = IBDocumentReader.read(file.data, path: file.path).document else { return total }
            return total &+ IBStringsExporter.stringsText(for: document).utf8.count
          }
        })
    }
    report("Foundation XMLParser (parse only, reference)", reference, bytes: bytes)
    report("L10nGen XML tree", tree, bytes: bytes, reference: reference)
    report("L10nGen IB document model", model, bytes: bytes, reference: reference)
    report("L10nGen IB model + ibtool export", export, bytes: bytes, reference: reference)
  }

  private static func count(_ element: XMLElementNode) -> Int {
    1 + element.children.reduce(0) { $0 + count($1) }
  }

  private static func measure(_ work: () -> Int) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = work()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if result == -1 { print("") }  // keeps `result` alive
    return elapsed
  }

  private static func report(_ name: String, _ times: [Double], bytes: Int, reference: [Double]? = nil) {
    let sorted = times.sorted()
    let best = sorted[0]
    let median = sorted[sorted.count / 2]
    let megabytes = Double(bytes) / 1_048_576
    var line = String(
      format: "  %@: best %.2f ms (%.1f MB/s), median %.2f ms", name, best * 1000, megabytes / best, median * 1000)
    if let reference {
      let referenceSorted = reference.sorted()
      line += String(
        format: "; %.2fx XMLParser's speed (best), %.2fx (median)", referenceSorted[0] / best,
        referenceSorted[referenceSorted.count / 2] / median)
    }
    print(line)
  }

  /// `XMLParser` with a delegate that counts elements: the cheapest full parse Foundation offers.
  final class ElementCounter: NSObject, XMLParserDelegate {
    var elements = 0

    static func count(_ data: Data) -> Int {
      let counter = ElementCounter()
      let parser = XMLParser(data: data)
      parser.delegate = counter
      _ = parser.parse()
      return counter.elements
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes attributeDict: [String: String]
    ) {
      elements += 1
    }
  }
}
