#!/usr/bin/env bash
# Builds a libFuzzer binary for one parser and runs it.
# Usage: Fuzz/run.sh <target> [runs] [extra libFuzzer options...]
#   target: strings, ib, swift   (one case per target listing its sources)
#   runs:   number of executions (default 1000000)
# Needs a Swift toolchain with -sanitize=fuzzer (Linux toolchains ship it). Crashing inputs land in
# Fuzz/artifacts/<target>/; copy them into Tests/L10nGenCoreTests/Fixtures/FuzzRegressions/<target>/.
set -euo pipefail

target="${1:?usage: Fuzz/run.sh <target> [runs] [libFuzzer options...]}"
runs="${2:-1000000}"
shift $(( $# >= 2 ? 2 : 1 ))

root="$(cd "$(dirname "$0")/.." && pwd)"
core="$root/Sources/L10nGenCore"
corpus_root="${CORPUS_ROOT:-$root/../shared/corpus}"

case "$target" in
  strings)
    harness="$root/Fuzz/StringsFileFuzzer.swift"
    sources=(
      "$core"/Diagnostics/*.swift
      "$core/Input/Strings/StringsFileEntry.swift"
      "$core/Input/Strings/StringsFileParser.swift"
      "$core/Syntax/StringsPropertyListReader.swift"
      "$core/Syntax/StringsSourceLocator.swift"
      "$core/Syntax/StringsSyntaxError.swift"
      "$core/Syntax/StringsTextDecoder.swift"
      "$core/Syntax/NeXTSTEPEncoding.swift"
    )
    seed_suffix=".strings"
    ;;
  ib)
    harness="$root/Fuzz/IBDocumentFuzzer.swift"
    sources=(
      "$core"/Diagnostics/*.swift
      "$core"/Syntax/*.swift
      "$core"/Model/InterfaceBuilder/*.swift
      "$core"/Input/InterfaceBuilder/*.swift
      "$core"/InterfaceBuilder/*.swift
    )
    seed_suffix=".storyboard .xib"
    ;;
  swift)
    harness="$root/Fuzz/SwiftSourceFuzzer.swift"
    # The tokenizer and the scanner without the parts that read the configuration, the symbol table and tables.
    sources=(
      "$core"/Diagnostics/*.swift
      "$core/Rendering/GeneratedFile.swift"
      "$core/Input/Strings/StringsFileEntry.swift"
    )
    for file in "$core"/SourceCode/*.swift; do
      case "$file" in
        *+Config.swift|*+Scanning.swift|*+DefinedKeys.swift) ;;
        *) sources+=("$file") ;;
      esac
    done
    seed_suffix=".swift .m .h"
    ;;
  *)
    echo "unknown target '$target' (known: strings, ib, swift)" >&2
    exit 64
    ;;
esac

work="$root/Fuzz/.work/$target"
artifacts="$root/Fuzz/artifacts/$target"
seeds="$work/seeds"
corpus="$work/corpus"
mkdir -p "$work" "$artifacts" "$seeds" "$corpus"

# Seed corpus: every matching file of the shared corpus, plus the saved regressions.
if [ -d "$corpus_root" ]; then
  for suffix in $seed_suffix; do
    find "$corpus_root" -type f -name "*$suffix" -size -64k -print0 | while IFS= read -r -d '' file; do
      cp "$file" "$seeds/$(printf '%s' "$file" | md5sum | cut -c1-16)$suffix"
    done
  done
fi
regressions="$root/Tests/L10nGenCoreTests/Fixtures/FuzzRegressions/$target"
if [ -d "$regressions" ]; then
  find "$regressions" -type f ! -name README.md -exec cp {} "$seeds/" \;
fi

binary="$work/fuzz-$target"
swiftc -sanitize=fuzzer,address -parse-as-library -O \
  -swift-version 6 \
  -enable-upcoming-feature ExistentialAny \
  -enable-upcoming-feature InternalImportsByDefault \
  -enable-upcoming-feature MemberImportVisibility \
  -module-name "L10nGenFuzz_$target" \
  "$harness" "${sources[@]}" -o "$binary"

dictionary=()
if [ -f "$root/Fuzz/$target.dict" ]; then dictionary=(-dict="$root/Fuzz/$target.dict"); fi
"$binary" "$corpus" "$seeds" "${dictionary[@]}" \
  -runs="$runs" -timeout=5 -rss_limit_mb=2048 -max_len=16384 \
  -artifact_prefix="$artifacts/" -print_final_stats=1 "$@"
