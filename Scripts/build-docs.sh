#!/usr/bin/env bash
# Builds the DocC documentation with the toolchain's docc and fails on any warning: a broken ``Symbol`` link, a
# <doc:Article> or <doc:Article#Section> that does not exist, a malformed directive.
#
#   Sources/L10nKit/L10nKit.docc   the runtime: its articles, and the doc comments of L10nKit's public API
#   Docs/L10nGen.docc              the plugin and CLI: a documentation-only catalog (the CLI is an executable)
#
# Usage: Scripts/build-docs.sh [--build-path <dir>] [--output <dir>] [--core]
#   --build-path <dir>  the SwiftPM build folder to build L10nKit in (default: a temporary one, deleted on exit).
#                       Give the folder `swift build`/`swift test` already use (.build) to reuse its objects: the
#                       symbol graphs are extracted from the built modules, so nothing is recompiled.
#   --output <dir>      keep the two .doccarchive folders there (default: a temporary folder, deleted on exit).
#   --core              also check the doc-comment links of L10nGenCore and L10nGenTools at every access level
#                       (they have no catalog and are not published; their links still must resolve).
# Runs from any directory.
set -euo pipefail
shopt -s inherit_errexit

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

build_path=""
output=""
check_core=false
while [ $# -gt 0 ]; do
  case "$1" in
    --build-path) build_path=${2:?--build-path needs a folder}; shift 2 ;;
    --output) output=${2:?--output needs a folder}; shift 2 ;;
    --core) check_core=true; shift ;;
    -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "error: unknown argument '$1' (see $0 --help)" >&2; exit 64 ;;
  esac
done
# Folders given relative to the caller's directory.
case "$build_path" in "" | /*) ;; *) build_path="$PWD/$build_path" ;; esac
case "$output" in "" | /*) ;; *) output="$PWD/$output" ;; esac
cd "$root"

work=$(mktemp -d "${TMPDIR:-/tmp}/l10n-gen-docs.XXXXXX")
trap 'rm -rf "$work"' EXIT
[ -n "$build_path" ] || build_path="$work/build"
[ -n "$output" ] || output="$work/archives"
mkdir -p "$output"

docc=$(command -v docc || true)
if [ -z "$docc" ] && command -v xcrun > /dev/null; then docc=$(xcrun --find docc 2> /dev/null || true); fi
[ -n "$docc" ] || docc=$(dirname "$(command -v swift)")/docc
if [ ! -x "$docc" ]; then
  echo "error: no docc next to swift ($(command -v swift)); install a toolchain that ships it" >&2
  exit 1
fi

# Builds a target in the build folder, quietly unless it fails.
build_target() {
  if ! swift build --build-path "$build_path" --target "$1" > "$work/build-$1.log" 2>&1; then
    cat "$work/build-$1.log" >&2
    echo "error: building $1 failed" >&2
    exit 1
  fi
}

# The compiler's target triple, and the options swift-symbolgraph-extract needs to load the built modules.
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)
extract_options=()
if [ "$(uname -s)" = Darwin ]; then
  # The package's deployment target (Package.swift: .macOS(.v13)), so that the modules built for it load.
  triple="${triple%%macosx*}macosx13.0"
  extract_options+=(-sdk "$(xcrun --show-sdk-path)")
fi

# Extracts the symbol graph of a built module into $work/graphs/<module>: <module> <minimum access level>.
extract_graph() {
  local modules
  modules="$(swift build --build-path "$build_path" --show-bin-path)/Modules"
  mkdir -p "$work/graphs/$1"
  swift-symbolgraph-extract -module-name "$1" -minimum-access-level "$2" -skip-synthesized-members -I "$modules" \
    -target "$triple" ${extract_options[@]+"${extract_options[@]}"} -output-dir "$work/graphs/$1" >&2
}

# Converts a catalog (or, with "-", symbol graphs alone): <catalog or -> <display name> <graphs folder or ->.
# Fails on any diagnostic, and prints how many there were.
convert() {
  local catalog=$1 name=$2 graphs=$3 arguments=() log="$work/docc-$2.log"
  [ "$catalog" = - ] || arguments+=("$catalog")
  [ "$graphs" = - ] || arguments+=(--additional-symbol-graph-dir "$graphs")
  local status=0
  "$docc" convert ${arguments[@]+"${arguments[@]}"} --fallback-display-name "$name" \
    --fallback-bundle-identifier "l10n-gen.$name" --output-path "$output/$name.doccarchive" --warnings-as-errors \
    > "$log" 2>&1 || status=$?
  local count
  count=$(grep -cE '^(warning|error): ' "$log" || true)
  if [ "$status" -ne 0 ] || [ "$count" -ne 0 ]; then
    cat "$log" >&2
    echo "error: docc reported $count problem(s) in $name (exit status $status)" >&2
    return 1
  fi
  echo "$name: 0 warnings"
}

failed=0
started=$SECONDS

echo "== L10nKit: build and extract its public symbol graph"
build_target L10nKit
extract_graph L10nKit public

echo "== docc convert: L10nKit (Sources/L10nKit/L10nKit.docc)"
convert Sources/L10nKit/L10nKit.docc L10nKit "$work/graphs/L10nKit" || failed=1

echo "== docc convert: L10nGen (Docs/L10nGen.docc, documentation only)"
convert Docs/L10nGen.docc L10nGen - || failed=1

if [ "$check_core" = true ]; then
  # The tools module builds on the core; check whichever of them the package declares. Their graphs are emitted by the
  # compiler, in a build folder of their own (the flags change every compile command): extracted from the built
  # modules, a `package` declaration whose signature names another module's `package` type is left out.
  modules=(L10nGenCore)
  if grep -q 'name: "L10nGenTools"' Package.swift; then modules+=(L10nGenTools); fi
  echo "== ${modules[*]}: build with symbol graphs, and check the doc-comment links of every declaration"
  core_build="$build_path/symbol-graphs"
  core_graphs="$core_build/graphs"
  mkdir -p "$core_graphs"
  if ! swift build --build-path "$core_build" --target "${modules[${#modules[@]} - 1]}" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$core_graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc private \
    -Xswiftc -symbol-graph-skip-synthesized-members > "$work/build-core.log" 2>&1; then
    cat "$work/build-core.log" >&2
    echo "error: building ${modules[*]} with symbol graphs failed" >&2
    exit 1
  fi
  for module in "${modules[@]}"; do
    mkdir -p "$work/graphs/$module"
    cp "$core_graphs/$module.symbols.json" "$work/graphs/$module/"
    cp "$core_graphs/$module"@*.symbols.json "$work/graphs/$module/" 2> /dev/null || true
    convert - "$module" "$work/graphs/$module" || failed=1
  done
fi

kept=""
[ "$output" = "$work/archives" ] || kept=", archives in $output"
echo "== documentation built in $((SECONDS - started)) s$kept"
if [ "$failed" -ne 0 ]; then
  echo "error: the documentation has warnings (see above)" >&2
  exit 1
fi
