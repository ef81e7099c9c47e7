import L10nGenCore
import Testing

/// `shards` and `shardKeysAbove`: how many files a table is written as, and which file each key goes to.
@Suite struct ShardPlanTests {
  @Test func explicitCountsWinOverShardKeysAbove() {
    let plan = ShardPlan(defaultCount: 4, counts: ["Localizable": 8, "InfoPlist": 1], keysAbove: 2000)
    #expect(plan.fileCount(forTable: "Localizable") == 8)
    #expect(plan.fileCount(forTable: "InfoPlist") == 1)
    #expect(plan.fileCount(forTable: "Other") == 4)
    #expect(plan.shardCount(forTable: "Localizable", keyCount: 3) == 8)
    #expect(ShardPlan().fileCount(forTable: "Localizable") == 1)
    #expect(ShardPlan().shardCount(forTable: "Localizable", keyCount: 100_000) == 1)
  }

  /// `shardKeysAbove` declares the maximum number of files for every table and fills a power of two of them.
  @Test func shardKeysAbovePicksAPowerOfTwoThatChangesWhenTheTableDoubles() {
    let plan = ShardPlan(keysAbove: 2000)
    #expect(plan.fileCount(forTable: "Localizable") == ShardPlan.maximumAutomaticCount)
    let expected = [
      0: 1, 2000: 1, 2001: 2, 4000: 2, 4001: 4, 8000: 4, 8001: 8, 10_000: 8, 16_000: 8, 16_001: 16, 1_000_000: 16,
    ]
    for (keys, count) in expected {
      #expect(plan.shardCount(forTable: "Localizable", keyCount: keys) == count, "\(keys) keys")
    }
  }

  /// The FNV-1a hash, so a key's shard is the same in every process and on every machine (Swift's `Hasher` is
  /// seeded per process): reference values of the 64-bit FNV-1a test vectors, modulo the count.
  @Test func shardIndexIsFNV1aOfTheUTF8Bytes() {
    // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c, of "foobar" 0x85944171f73967e8.
    #expect(ShardPlan.shardIndex(of: "a", count: 1000) == Int(0xaf63_dc4c_8601_ec8c as UInt64 % 1000))
    #expect(ShardPlan.shardIndex(of: "foobar", count: 7) == Int(0x8594_4171_f739_67e8 as UInt64 % 7))
    #expect(ShardPlan.shardIndex(of: "Login", count: 1) == 0)
    let spread = Set((0..<200).map { ShardPlan.shardIndex(of: "Namespace\($0)", count: 8) })
    #expect(spread == Set(0..<8))
  }

  @Test func shardFilesFollowTheMainFileOfTheirTable() {
    let plan = ShardPlan(counts: ["Localizable": 3])
    #expect(
      OutputPlan.fileNames(forTables: ["Localizable", "InfoPlist"], shards: plan) == [
        "L10nGen+Support.swift", "InfoPlist+L10nGen.swift", "Localizable+L10nGen.swift", "Localizable+Shard1.swift",
        "Localizable+Shard2.swift", "Localizable+Shard3.swift",
      ])
    #expect(OutputPlan.shardFileName(forTable: "My/Table", index: 2) == "My%2FTable+Shard2.swift")
    #expect(OutputPlan.isTableFileName("Localizable+Shard12.swift"))
    #expect(OutputPlan.isTableFileName("Localizable+L10nGen.swift"))
    #expect(!OutputPlan.isTableFileName("Localizable+Shard.swift"))
    #expect(!OutputPlan.isTableFileName("Localizable+Shards2.swift"))
    #expect(!OutputPlan.isTableFileName("Shard2.swift"))
  }

  @Test func thePluginDeclaresEveryShardFile() throws {
    let root = "/pkg/Sources/App"
    let files: [BuildCommandPlan.TargetFile] = [
      .init(path: "\(root)/Resources/en.lproj/Localizable.strings", isResource: true),
      .init(path: "\(root)/Resources/en.lproj/InfoPlist.strings", isResource: true),
      .init(path: "\(root)/l10n-gen.json"),
    ]
    let plan = BuildCommandPlan(targetName: "App", files: files, outputDirectory: "/out") { _ in
      .init(shards: ShardPlan(counts: ["Localizable": 2], keysAbove: 500))
    }
    let outputs = try #require(plan.invocation).outputPaths
    #expect(outputs.count == 1 + (1 + ShardPlan.maximumAutomaticCount) + (1 + 2))
    #expect(outputs.contains("/out/InfoPlist+Shard16.swift"))
    #expect(
      outputs.suffix(3) == [
        "/out/Localizable+L10nGen.swift", "/out/Localizable+Shard1.swift", "/out/Localizable+Shard2.swift",
      ])
  }
}
