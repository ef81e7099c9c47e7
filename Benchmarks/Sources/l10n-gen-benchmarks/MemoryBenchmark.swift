import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Peak memory of `l10n-gen generate` on one large `.strings` table, against the table's size and against a process
/// that merely parses the same file with `PropertyListSerialization`.
///
/// Usage: `l10n-gen-benchmarks memory [--megabytes <n>] [--keep <folder>]` (default 100 MB). It first brings the
/// `l10n-gen` beside this binary up to date (``ParseBenchmark/builtTool()``). Each process is measured on its own
/// (`wait4`'s resource usage of that child, which `ChildCommand`'s totals over all children cannot give), so one run
/// gives both figures.
enum MemoryBenchmark {
  static func run(_ arguments: [String]) throws {
    var megabytes = 100.0
    var keep: URL?
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--megabytes" where index + 1 < arguments.count:
        megabytes = Double(arguments[index + 1]) ?? megabytes
        index += 1
      case "--keep" where index + 1 < arguments.count:
        keep = URL(fileURLWithPath: arguments[index + 1])
        index += 1
      default:
        throw BenchmarkUsageError(
          message: "usage: l10n-gen-benchmarks memory [--megabytes <n>] [--keep <folder>]")
      }
      index += 1
    }
    let tool = URL(fileURLWithPath: try ParseBenchmark.builtTool())
    let root =
      keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("l10n-gen-memory-\(UUID().uuidString)")
    defer { if keep == nil { try? FileManager.default.removeItem(at: root) } }
    let input = root.appendingPathComponent("Input")
    let (table, keys) = try LargeTable.write(into: input, bytes: Int(megabytes * 1_000_000))
    let inputBytes = try FileManager.default.attributesOfItem(atPath: table.path)[.size] as? Int ?? 0
    print(String(format: "memory: %@ (%.1f MB, %d keys)", table.path, Double(inputBytes) / 1e6, keys))

    let foundation = try ChildProcess.run(
      URL(fileURLWithPath: CommandLine.arguments[0]), arguments: ["foundation-parse", table.path])
    let output = root.appendingPathComponent("Output")
    let generate = try ChildProcess.run(tool, arguments: ["generate", input.path, "--output", output.path])
    guard generate.status == 0, foundation.status == 0 else {
      throw BenchmarkUsageError(
        message: "a child failed: l10n-gen exit \(generate.status), Foundation parse exit \(foundation.status)")
    }
    let outputBytes = size(of: output)
    for (name, child) in [("l10n-gen generate", generate), ("Foundation parse only", foundation)] {
      print(
        String(
          format: "  %@: peak RSS %.0f MB (%.1fx the input), %.2f s CPU, %.2f s wall", name,
          Double(child.peakResidentBytes) / 1e6, Double(child.peakResidentBytes) / Double(max(inputBytes, 1)),
          child.cpuSeconds, child.wallSeconds))
    }
    print(
      String(
        format: "  generated %.1f MB; l10n-gen's peak is %.2fx Foundation's (target: under 5x the input)",
        Double(outputBytes) / 1e6, Double(generate.peakResidentBytes) / Double(max(foundation.peakResidentBytes, 1))))
  }

  /// The total size of the files under `folder`.
  private static func size(of folder: URL) -> Int {
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    var total = 0
    for name in names {
      let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
      total += attributes?[.size] as? Int ?? 0
    }
    return total
  }
}

/// A command-line mistake in a benchmark's options.
struct BenchmarkUsageError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// The large table of the memory benchmark: `en.lproj/Large.strings` with keys in dotted namespaces (so the
/// generated code nests), a comment per entry, and 30% of the values taking arguments, as real tables do.
enum LargeTable {
  /// Writes about `bytes` bytes of table under `folder`; returns the file and its number of keys.
  static func write(into folder: URL, bytes target: Int) throws -> (file: URL, keys: Int) {
    let lproj = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    let file = lproj.appendingPathComponent("Large.strings")
    guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    var written = 0
    var index = 0
    var chunk = ""
    while written < target {
      let key = "section\(index / 10_000).group\((index / 100) % 100).item\(index)"
      let value =
        index % 10 < 3
        ? "Item \(index) for %@ has %ld unread messages in the inbox of this account"
        : "Item \(index): the plain text of an interface label, long enough to be realistic"
      let line = "/* The label of item \(index). */\n\"\(key)\" = \"\(value)\";\n\n"
      chunk += line
      written += line.utf8.count
      index += 1
      if chunk.utf8.count > 1 << 20 {
        try handle.write(contentsOf: Data(chunk.utf8))
        chunk = ""
      }
    }
    try handle.write(contentsOf: Data(chunk.utf8))
    return (file, index)
  }
}

/// One child process's exit status and resource usage, measured on its own with `wait4`.
struct ChildProcess {
  var status: Int32
  var peakResidentBytes: Int
  var cpuSeconds: Double
  var wallSeconds: Double

  /// Runs `executable` with `arguments`, its output and errors discarded, and waits for it.
  static func run(_ executable: URL, arguments: [String]) throws -> ChildProcess {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpu =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
      + Double(usage.ru_stime.tv_usec) / 1e6
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    let exited = status & 0x7f == 0
    return ChildProcess(
      status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), peakResidentBytes: peak, cpuSeconds: cpu,
      wallSeconds: wall)
  }
}
