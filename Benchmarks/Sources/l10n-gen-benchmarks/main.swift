import Foundation

// Usage: swift run -c release l10n-gen-benchmarks <benchmark> [options]
// Each benchmark prints its figures as ratios against a reference measured in the same run.
let benchmarks: [String: ([String]) throws -> Void] = [
  "compile": CompileBenchmark.run,
  "foundation-parse": ParseBenchmark.runFoundationParse,
  "ib": IBBenchmark.run,
  "ib-memory": IBMemoryBenchmark.run,
  "import": ImportBenchmark.run,
  "memory": MemoryBenchmark.run,
  "parse": ParseBenchmark.run,
  "runtime": RuntimeBenchmark.run,
  "runtime-cold-child": RuntimeLookupBenchmark.runColdChild,
  "sources": SourcesBenchmark.run,
  "suggest": SuggestionBenchmark.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let benchmark = benchmarks[name] else {
  let names = benchmarks.keys.sorted().joined(separator: ", ")
  FileHandle.standardError.write(Data("usage: l10n-gen-benchmarks <\(names)> [options]\n".utf8))
  exit(64)
}
do {
  try benchmark(Array(arguments.dropFirst()))
} catch {
  // A wrong option or a failed step: the message, not a trap with a backtrace.
  FileHandle.standardError.write(Data("l10n-gen-benchmarks \(name): \(error)\n".utf8))
  exit(1)
}
