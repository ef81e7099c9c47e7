#!/usr/bin/env bash
# Builds a libFuzzer binary for one reader and runs it.
# Usage: Fuzz/run.sh <target> [runs] [extra libFuzzer options...]
#   target: strings, stringsdict, bplist, plist, xcstrings, ib, xliff, csv, catalogtools, swift, acceptlanguage (one case below per target; add a case to add a target)
#   runs:   number of executions (default 1000000), or --typecheck to only type-check the harness with its sources
#           (no sanitizer, nothing run; .ci/run does this for every target so that a harness cannot silently rot)
# Needs a Swift toolchain with -sanitize=fuzzer (Linux toolchains ship it). Crashing inputs land in
# Fuzz/artifacts/<target>/; copy them into Tests/L10nGenCoreTests/Fixtures/FuzzRegressions/<target>/.
set -euo pipefail

target="${1:?usage: Fuzz/run.sh <target> [runs] [libFuzzer options...]}"
runs="${2:-1000000}"
shift $(( $# >= 2 ? 2 : 1 ))

root="$(cd "$(dirname "$0")/.." && pwd)"
core="$root/Sources/L10nGenCore"
tools="$root/Sources/L10nGenTools"
corpus_root="${CORPUS_ROOT:-$root/../shared/corpus}"

# What a target's case sets:
#   harness      the Fuzz/<Name>Fuzzer.swift file with the LLVMFuzzerTestOneInput function
#   sources      the files it compiles with, in one module (no SwiftPM)
#   tool_sources the files of Sources/L10nGenTools it needs, if any: `sources` then become a module L10nGenCore,
#                and the harness (which imports it) compiles with these files in a second module, as in the package
#   seed_suffix  the suffixes of the corpus files that seed it (space-separated)
#   regressions  the FuzzRegressions/<folder> whose files seed it too (default: the target's name)
#   language_seeds  1 when the harness reads its first byte as the source language (0 Swift, 1 Objective-C): each
#                seed gets that byte in front, from its suffix
#   needs_kit    1 when the sources read format strings (L10nKit's printf grammar, linked as a static library)
# The core's folders are stages that only use earlier ones (ARCHITECTURE.md, StageDependencyTests), so a harness
# compiles whole stages: every reader is in the stages up to Input.
stage_files() {
  for stage in "$@"; do find "$core/$stage" -name '*.swift' | LC_ALL=C sort; done
}
mapfile -t readers < <(stage_files Diagnostics Syntax Layout Formats Model Input)
regressions=""
tool_sources=()
language_seeds=0
needs_kit=1
case "$target" in
  strings)
    harness="$root/Fuzz/StringsFileFuzzer.swift"
    sources=("${readers[@]}")
    seed_suffix=".strings"
    ;;
  stringsdict)
    harness="$root/Fuzz/StringsDictFuzzer.swift"
    sources=("${readers[@]}")
    seed_suffix=".stringsdict"
    ;;
  bplist)
    # The binary property list reader and the compiled .strings/.stringsdict readers on it.
    harness="$root/Fuzz/BinaryPropertyListFuzzer.swift"
    sources=("${readers[@]}")
    seed_suffix=".strings .stringsdict .plist"
    ;;
  plist)
    # The .stringsdict reader alone (PropertyListXMLReader on XMLScanner), with its invariants.
    harness="$root/Fuzz/PropertyListXMLFuzzer.swift"
    sources=("${readers[@]}")
    seed_suffix=".stringsdict .plist"
    regressions="stringsdict"
    ;;
  xcstrings)
    harness="$root/Fuzz/StringCatalogFuzzer.swift"
    sources=("${readers[@]}")
    seed_suffix=".xcstrings"
    ;;
  ib)
    harness="$root/Fuzz/IBDocumentFuzzer.swift"
    sources=("${readers[@]}" "$core/Analysis/InterfaceBuilder/IBStringsExporter.swift")
    seed_suffix=".storyboard .xib"
    ;;
  xliff)
    # The XLIFF reader (on XMLScanner) and the writer whose output it must read back: exchange tools, their own module.
    harness="$root/Fuzz/XLIFFFuzzer.swift"
    sources=("${readers[@]}")
    tool_sources=("$tools"/Exchange/{XLIFFReader,XLIFFWriter,ExchangeFile,ExchangeUnit,ExchangeUnitConsumer}.swift)
    seed_suffix=".xliff"
    ;;
  csv)
    # The CSV reader and writer of the exchange tools (their own module).
    harness="$root/Fuzz/CSVFuzzer.swift"
    sources=("${readers[@]}")
    tool_sources=("$tools"/Exchange/{CSVReader,CSVWriter}.swift)
    seed_suffix=".csv"
    ;;
  catalogtools)
    # The String Catalog commands (format, merge-driver, compile) on one catalog, or on a three-way merge: base, ours
    # and theirs joined by NUL bytes, as each real merge of the corpus's merges__xcstrings is seeded.
    harness="$root/Fuzz/CatalogToolsFuzzer.swift"
    sources=("${readers[@]}")
    mapfile -t tool_sources < <(find "$tools"/{CatalogFormat,CatalogMerge,CatalogCompile,TableEditing} -name '*.swift' |
      LC_ALL=C sort)
    seed_suffix=".xcstrings"
    if [ "$runs" != "--typecheck" ] && [ -d "$corpus_root/merges__xcstrings" ]; then
      mkdir -p "$root/Fuzz/.work/$target/seeds"
      find "$corpus_root/merges__xcstrings" -name base.xcstrings -print0 | while IFS= read -r -d '' base; do
        merge="$(dirname "$base")"
        { cat "$base"; printf '\000'; cat "$merge/ours.xcstrings"; printf '\000'; cat "$merge/theirs.xcstrings"; } \
          > "$root/Fuzz/.work/$target/seeds/merge-$(printf '%s' "$merge" | md5sum | cut -c1-16).xcstrings"
      done
    fi
    ;;
  swift)
    harness="$root/Fuzz/SwiftSourceFuzzer.swift"
    # The tokenizer and the scanner without the parts that read the configuration, the symbol table and tables.
    sources=("${readers[@]}")
    for file in "$core"/SourceCode/*.swift; do
      case "$file" in
        *+Config.swift|*+Scanning.swift|*+DefinedKeys.swift) ;;
        *) sources+=("$file") ;;
      esac
    done
    seed_suffix=".swift .m .h"
    language_seeds=1
    ;;
  acceptlanguage)
    # L10nKit's Accept-Language reader and the language matcher it uses (no core sources; seeded by its dictionary).
    harness="$root/Fuzz/AcceptLanguageFuzzer.swift"
    sources=("$root"/Sources/L10nKit/Language/AcceptLanguage*.swift "$root"/Sources/L10nKit/Language/LanguageMatcher*.swift
      "$root/Sources/L10nKit/Language/LocalizationIdentifier.swift")
    seed_suffix=""
    needs_kit=0
    ;;
  *)
    echo "unknown target '$target' (known: strings, stringsdict, bplist, plist, xcstrings, ib, xliff, csv, catalogtools, swift, acceptlanguage)" >&2
    exit 64
    ;;
esac

features=(-enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility)
if [ "$runs" = "--typecheck" ]; then
  check="$(mktemp -d)"
  trap 'rm -rf "$check"' EXIT
  common=(-parse-as-library -swift-version 6 "${features[@]}" -package-name L10nGen -module-cache-path "$check/cache")
  if [ "$needs_kit" = 1 ]; then
    swiftc "${common[@]}" -module-name L10nKit -emit-module -emit-module-path "$check/L10nKit.swiftmodule" \
      "$root"/Sources/L10nKit/Formatting/Grammar/*.swift
  fi
  if [ ${#tool_sources[@]} -gt 0 ]; then
    swiftc "${common[@]}" -I "$check" -module-name L10nGenCore -emit-module \
      -emit-module-path "$check/L10nGenCore.swiftmodule" "${sources[@]}"
    swiftc -typecheck "${common[@]}" -I "$check" -module-name "L10nGenFuzz_$target" "$harness" "${tool_sources[@]}"
  else
    swiftc -typecheck "${common[@]}" -I "$check" -module-name "L10nGenFuzz_$target" "$harness" "${sources[@]}"
  fi
  echo "fuzz harness '$target' type-checks"
  exit 0
fi

work="$root/Fuzz/.work/$target"
artifacts="$root/Fuzz/artifacts/$target"
seeds="$work/seeds"
corpus="$work/corpus"
mkdir -p "$work" "$artifacts" "$seeds" "$corpus"

# Seed corpus: every matching file of the shared corpus and of the tests' own fixtures (so that a checkout without
# the shared corpus still has seeds), plus the saved regressions.
for seed_root in "$corpus_root" "$root/Tests/L10nGenCoreTests/Fixtures"; do
  [ -d "$seed_root" ] || continue
  for suffix in $seed_suffix; do
    find "$seed_root" -type f -name "*$suffix" -size -64k -print0 | while IFS= read -r -d '' file; do
      seed="$seeds/$(printf '%s' "$file" | md5sum | cut -c1-16)$suffix"
      if [ "$language_seeds" = 1 ]; then
        { if [ "$suffix" = .swift ]; then printf '\000'; else printf '\001'; fi; cat "$file"; } > "$seed"
      else
        cp "$file" "$seed"
      fi
    done
  done
done
regression_dir="$root/Tests/L10nGenCoreTests/Fixtures/FuzzRegressions/${regressions:-$target}"
if [ -d "$regression_dir" ]; then
  find "$regression_dir" -type f ! -name README.md ! -name 'LICENSE*' ! -name SOURCES.txt -exec cp {} "$seeds/" \;
fi

flags=(-sanitize=fuzzer,address -parse-as-library -O -swift-version 6 "${features[@]}" -package-name L10nGen)
kit=()
if [ "$needs_kit" = 1 ]; then
  # The core reads format strings with L10nKit's printf grammar (package access): build that part of L10nKit as a
  # static library the harness links against.
  swiftc "${flags[@]}" -module-name L10nKit -emit-module -emit-module-path "$work/L10nKit.swiftmodule" \
    -emit-library -static -o "$work/libL10nKit.a" "$root"/Sources/L10nKit/Formatting/Grammar/*.swift
  kit=(-I "$work" -L "$work" -lL10nKit)
fi

binary="$work/fuzz-$target"
if [ ${#tool_sources[@]} -gt 0 ]; then
  # The stages as a static library L10nGenCore, listed before L10nKit, which it uses.
  swiftc "${flags[@]}" -I "$work" -module-name L10nGenCore -emit-module \
    -emit-module-path "$work/L10nGenCore.swiftmodule" -emit-library -static -o "$work/libL10nGenCore.a" "${sources[@]}"
  swiftc "${flags[@]}" -I "$work" -L "$work" -lL10nGenCore "${kit[@]}" -module-name "L10nGenFuzz_$target" "$harness" \
    "${tool_sources[@]}" -o "$binary"
else
  swiftc "${flags[@]}" "${kit[@]}" -module-name "L10nGenFuzz_$target" "$harness" "${sources[@]}" -o "$binary"
fi

dictionary=()
if [ -f "$root/Fuzz/$target.dict" ]; then dictionary=(-dict="$root/Fuzz/$target.dict"); fi
"$binary" "$corpus" "$seeds" "${dictionary[@]}" \
  -runs="$runs" -timeout=5 -rss_limit_mb=2048 -max_len=16384 \
  -artifact_prefix="$artifacts/" -print_final_stats=1 "$@"
