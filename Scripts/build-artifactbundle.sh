#!/usr/bin/env bash
# Builds l10n-gen.artifactbundle (SE-0305): a release `l10n-gen`, linked with the Swift runtime and Foundation
# statically, for this machine's target triple, with the bundle's info.json.
#
#   Scripts/build-artifactbundle.sh [--output <folder>] [--zip]
#
# The bundle goes to Artifacts/l10n-gen.artifactbundle by default. There, Package.swift finds it and the build
# plugin runs the prebuilt tool instead of compiling its generator from source (see Docs/…/BuildPlugin.md).
# A second run on another machine (say macOS arm64, then Linux aarch64) adds its variant to the same bundle.
# --zip also writes l10n-gen.artifactbundle.zip beside it and prints the checksum a remote `.binaryTarget(url:checksum:)`
# needs.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
output="$root/Artifacts"
zip=false
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output=$(cd "$2" 2>/dev/null && pwd || { mkdir -p "$2" && cd "$2" && pwd; }); shift 2 ;;
    --zip) zip=true; shift ;;
    *) echo "usage: $0 [--output <folder>] [--zip]" >&2; exit 64 ;;
  esac
done

version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/L10nGenCommandLine/ToolInfo.swift)
triple=$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)
[ -n "$version" ] && [ -n "$triple" ] || { echo "error: could not read the version or the target triple" >&2; exit 1; }

static=()
case "$triple" in
  *-linux-*) static=(--static-swift-stdlib) ;;  # no Swift runtime needed on the machine that runs the plugin
esac
echo "== swift build -c release --product l10n-gen ${static[*]} ($triple)"
swift build -c release --product l10n-gen "${static[@]}" --build-path .build/artifactbundle
binary=$(swift build -c release --product l10n-gen --build-path .build/artifactbundle --show-bin-path)/l10n-gen

bundle="$output/l10n-gen.artifactbundle"
variant="l10n-gen-$version-$triple"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/l10n-gen"
case "$triple" in *-linux-*) strip "$bundle/$variant/bin/l10n-gen" 2>/dev/null || true ;; esac
"$bundle/$variant/bin/l10n-gen" --version > /dev/null

# info.json lists every variant folder present, so variants built on other machines are kept.
python3 - "$bundle" "$version" <<'PY'
import json, os, sys
bundle, version = sys.argv[1], sys.argv[2]
variants = []
for name in sorted(os.listdir(bundle)):
    tool = os.path.join(bundle, name, "bin", "l10n-gen")
    prefix = f"l10n-gen-{version}-"
    if os.path.isfile(tool) and name.startswith(prefix):
        variants.append({"path": f"{name}/bin/l10n-gen", "supportedTriples": [name[len(prefix):]]})
info = {"schemaVersion": "1.0",
        "artifacts": {"l10n-gen": {"version": version, "type": "executable", "variants": variants}}}
with open(os.path.join(bundle, "info.json"), "w") as f:
    json.dump(info, f, indent=2)
    f.write("\n")
PY
echo "== $bundle ($variant, $(du -sh "$bundle/$variant/bin/l10n-gen" | cut -f1))"

if $zip; then
  (cd "$output" && rm -f l10n-gen.artifactbundle.zip && zip -qr l10n-gen.artifactbundle.zip l10n-gen.artifactbundle)
  echo "== $output/l10n-gen.artifactbundle.zip, checksum $(swift package compute-checksum "$output/l10n-gen.artifactbundle.zip")"
fi
