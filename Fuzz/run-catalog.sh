#!/usr/bin/env bash
# Builds and runs the .stringsdict and .xcstrings libFuzzer harnesses.
# Usage: Fuzz/run-catalog.sh [stringsdict|xcstrings|all] [runs]   (default: all 1000000)
# FUZZ_SECONDS=N caps each run at N seconds (0 = no cap).
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:-all}"
runs="${2:-1000000}"
work=".build/fuzz-catalog"
mkdir -p "$work"
core=Sources/L10nGenCore
common=("$core"/Diagnostics/*.swift "$core"/Model/*.swift "$core"/Formats/*.swift "$core"/Analysis/ValueFormat.swift
  "$core"/Analysis/EntrySignature.swift)
corpus_root="../shared/corpus"

# The core reads formats with L10nKit's printf grammar (package access): build that part of L10nKit as a
# static library the harnesses link against, in the same package.
swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -enable-upcoming-feature ExistentialAny \
  -enable-upcoming-feature InternalImportsByDefault -module-name L10nKit -package-name L10nGen \
  -emit-module -emit-module-path "$work/L10nKit.swiftmodule" -emit-library -static -o "$work/libL10nKit.a" \
  Sources/L10nKit/Formatting/Grammar/*.swift

build() { # name harness sources...
  local name="$1"; shift
  swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 \
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
    -package-name L10nGen -I "$work" -L "$work" -lL10nKit \
    -module-name L10nGenFuzz "$@" -o "$work/$name"
}

seed() { # name suffix
  local dir="$work/$1-corpus"
  mkdir -p "$dir"
  if [ -d "$corpus_root" ]; then
    find "$corpus_root" -name "*$2" -size -32k -print0 | while IFS= read -r -d '' f; do
      cp "$f" "$dir/$(printf '%s' "$f" | md5sum | cut -c1-16)$2"
    done
  fi
  cp Tests/L10nGenCoreTests/Fixtures/FuzzRegressions/"$1"/* "$dir/" 2>/dev/null || true
  echo "$dir"
}

# swift-corelibs-foundation leaks the NSError it builds for every libxml2 error
# (_CFErrorCreateFromXMLInterface); that is not ours to fix, so LeakSanitizer ignores it.
printf 'leak:_CFErrorCreateFromXMLInterface\n' > "$work/lsan.supp"
export LSAN_OPTIONS="suppressions=$PWD/$work/lsan.supp"

run() { # name suffix
  local dir; dir=$(seed "$1" "$2")
  mkdir -p "$work/$1-artifacts"
  "$work/$1" "$dir" -runs="$runs" -max_len=8192 -timeout=10 -max_total_time="${FUZZ_SECONDS:-0}" -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$work/$1-artifacts/" 2>&1 | tail -25
}

if [ "$target" = all ] || [ "$target" = stringsdict ]; then
  build stringsdict Fuzz/StringsDictFuzzer.swift "${common[@]}" \
    "$core"/Syntax/PropertyList*.swift "$core"/Input/StringsDict/*.swift
  run stringsdict .stringsdict
fi
if [ "$target" = all ] || [ "$target" = xcstrings ]; then
  build xcstrings Fuzz/StringCatalogFuzzer.swift "${common[@]}" \
    "$core"/Syntax/JSON*.swift "$core"/Input/StringCatalog/*.swift
  run xcstrings .xcstrings
fi
