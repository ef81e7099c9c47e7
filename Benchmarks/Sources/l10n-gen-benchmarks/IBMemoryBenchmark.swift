import Foundation

/// Peak memory of the commands that read a storyboard, on one generated 50 MB storyboard (issue 21 §10): `ib-strings`,
/// `ib-migrate --dry-run`, `generate` and `lint`, each as a ratio of the input's size (target: under 5x).
///
/// Usage: `l10n-gen-benchmarks ib-memory [--megabytes <n>] [--keep <folder>]` (default 50 MB). The storyboard has
/// scenes of 20 labels each, with the attributes and child elements Xcode writes for a label; a German table
/// translates every text (`ib-strings`' export of it), so `generate` and `lint` read an Interface Builder table too.
/// Each child is measured on its own (``ChildProcess``: `wait4`'s peak resident size).
enum IBMemoryBenchmark {
  static func run(_ arguments: [String]) throws {
    var megabytes = 50.0
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
        throw BenchmarkUsageError(message: "usage: l10n-gen-benchmarks ib-memory [--megabytes <n>] [--keep <folder>]")
      }
      index += 1
    }
    let tool = URL(fileURLWithPath: try ParseBenchmark.builtTool())
    let root =
      keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("l10n-gen-ib-memory-\(UUID().uuidString)")
    defer { if keep == nil { try? FileManager.default.removeItem(at: root) } }
    let app = root.appendingPathComponent("App")
    let storyboard = try LargeStoryboard.write(into: app, bytes: Int(megabytes * 1_000_000))
    let inputBytes = try FileManager.default.attributesOfItem(atPath: storyboard.path)[.size] as? Int ?? 0
    print(String(format: "ib-memory: %@ (%.1f MB)", storyboard.path, Double(inputBytes) / 1e6))
    let german = app.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
    let commands: [(String, [String])] = [
      ("ib-strings", ["ib-strings", storyboard.path, "--output", german.appendingPathComponent("Main.strings").path]),
      ("ib-migrate --dry-run", ["ib-migrate", app.path, "--dry-run"]),
      ("generate", ["generate", app.path, "--output", root.appendingPathComponent("Generated").path]),
      ("lint", ["lint", app.path]),
    ]
    for (name, arguments) in commands {
      let child = try ChildProcess.run(tool, arguments: arguments)
      print(
        String(
          format: "  %@: exit %d, peak RSS %.0f MB (%.1fx the input), %.2f s CPU, %.2f s wall", name, child.status,
          Double(child.peakResidentBytes) / 1e6, Double(child.peakResidentBytes) / Double(max(inputBytes, 1)),
          child.cpuSeconds, child.wallSeconds))
    }
  }
}

/// The storyboard of the `ib-memory` benchmark: `Base.lproj/Main.storyboard` with scenes of 20 labels, each written
/// as Xcode writes a label (frame, font, colors, hugging priorities), and a navigation item per scene.
enum LargeStoryboard {
  /// Writes about `bytes` bytes of storyboard under `folder`; returns the file.
  static func write(into folder: URL, bytes target: Int) throws -> URL {
    let base = folder.appendingPathComponent("Base.lproj")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    let file = base.appendingPathComponent("Main.storyboard")
    guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    var chunk = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
      useSafeAreas="YES" colorMatched="YES">
          <scenes>

      """
    var written = 0
    var scene = 0
    var label = 0
    while written < target {
      var text = """
                <scene sceneID="sc-\(scene)">
                    <objects>
                        <viewController storyboardIdentifier="Screen\(scene)" id="vc-\(scene)" \
        customClass="Screen\(scene)ViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-\(scene)">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>

        """
      for row in 0..<20 {
        label += 1
        text += """
                                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \
          horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label number \(row) of screen \(scene)" \
          textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
          adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-\(label)">
                                          <rect key="frame" x="20" y="\(row * 30)" width="350" height="21"/>
                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          <nil key="textColor"/>
                                          <nil key="highlightedColor"/>
                                      </label>

          """
      }
      text += """
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <navigationItem key="navigationItem" title="Screen \(scene)" id="ni-\(scene)"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(scene)" \
        sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="\(scene * 100)" y="0.0"/>
                </scene>

        """
      chunk += text
      written += text.utf8.count
      scene += 1
      if chunk.utf8.count > 1 << 20 {
        try handle.write(contentsOf: Data(chunk.utf8))
        chunk = ""
      }
    }
    chunk += """
          </scenes>
          <resources>
              <systemColor name="systemBackgroundColor">
                  <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
              </systemColor>
          </resources>
      </document>

      """
    try handle.write(contentsOf: Data(chunk.utf8))
    return file
  }
}
