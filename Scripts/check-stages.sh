#!/usr/bin/env bash
# Type-checks each prefix of the core's stage order as a module of its own, so that a file that uses a later stage
# (a type, an extension member, a nested type: anything the compiler resolves) fails here with the compiler's own
# "cannot find ... in scope". The stages share one module, L10nGenCore, for whole-module optimisation; this is what
# keeps them in order. .ci/run runs it; StageDependencyTests checks that this list matches the folders and
# ARCHITECTURE.md.
# Usage: Scripts/check-stages.sh [stage]   (one stage: check only the prefix that ends with it)
set -euo pipefail

# The stages of Sources/L10nGenCore, first to last (one folder each).
stages=(Diagnostics Syntax Layout Formats Model Input Config Naming Analysis SourceCode Validation Rendering Pipeline Output)

root="$(cd "$(dirname "$0")/.." && pwd)"
core="$root/Sources/L10nGenCore"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

features=(-enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility)
common=(-parse-as-library -swift-version 6 "${features[@]}" -package-name L10nGen -module-cache-path "$work/cache")

# L10nKit, which every stage may use, as a module interface to import.
mapfile -t kit < <(find "$root/Sources/L10nKit" -name '*.swift' | LC_ALL=C sort)
swiftc "${common[@]}" -module-name L10nKit -emit-module -emit-module-path "$work/L10nKit.swiftmodule" "${kit[@]}"

only="${1:-}"
prefix=()
failed=0
for stage in "${stages[@]}"; do
  mapfile -t files < <(find "$core/$stage" -name '*.swift' | LC_ALL=C sort)
  prefix+=("${files[@]}")
  [ -n "$only" ] && [ "$only" != "$stage" ] && continue
  # The last prefix is the whole module, which the package build already type-checks.
  [ -z "$only" ] && [ "$stage" = "${stages[-1]}" ] && continue
  start=$SECONDS
  if swiftc -typecheck "${common[@]}" -I "$work" -module-name L10nGenCore "${prefix[@]}" 2> "$work/errors"; then
    echo "stages up to $stage: ${#prefix[@]} files type-check alone ($((SECONDS - start)) s)"
  else
    echo "stages up to $stage do not type-check alone: a file uses a later stage" >&2
    grep -E "error:" "$work/errors" | sort -u | head -20 >&2
    failed=1
  fi
done
exit "$failed"
