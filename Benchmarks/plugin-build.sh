#!/usr/bin/env bash
# What L10nGenPlugin costs a clean build (issue 35 §1): clean debug `swift build` of Examples/Demo through the plugin,
# against the same package with the plugin's generated files checked in, in alternating rounds of the same run.
#
#   Benchmarks/plugin-build.sh [--runs N] [--ref <git-ref>] [--artifact-bundle]
#
# Each variant builds a copy of the repository made by `git archive` of <ref> (default: HEAD, so commit first):
#   from source      Examples/Demo as it is: the plugin's tool is compiled from source;
#   checked in       a copy of Examples/Demo without `plugins:`, whose targets hold the files the plugin generated;
#   artifact bundle  (with --artifact-bundle) as "from source", with Artifacts/l10n-gen.artifactbundle built first by
#                    Scripts/build-artifactbundle.sh (not timed), so the plugin runs the prebuilt tool.
# Prints wall-clock and CPU seconds (user + system of the build and every process it waited for) per round, and the
# medians as ratios against "checked in".
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=3
ref=HEAD
with_bundle=false
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --ref) ref=$2; shift 2 ;;
    --artifact-bundle) with_bundle=true; shift ;;
    *) echo "usage: $0 [--runs N] [--ref <git-ref>] [--artifact-bundle]" >&2; exit 64 ;;
  esac
done
work=$(mktemp -d "${TMPDIR:-/tmp}/l10n-gen-plugin-build.XXXXXX")
trap 'rm -rf "$work"' EXIT
export L10NGEN_FROM_SOURCE= # unset below: the manifest only checks whether the variable exists
unset L10NGEN_FROM_SOURCE

copy() { mkdir -p "$1" && git -C "$root" archive "$ref" | tar -x -C "$1"; }

echo "== copies of $ref ($(git -C "$root" rev-parse --short "$ref")) in $work"
copy "$work/source/L10nGen"
variants=(source checked-in)
# The checked-in variant: the same repository, with a copy of the demo whose targets hold the generated files.
copy "$work/checked-in/L10nGen"
demo_checked_in="$work/checked-in/L10nGen/Examples/Demo"
sed -i '/plugins: \[.plugin(name: "L10nGenPlugin"/d' "$demo_checked_in/Package.swift"
if grep -q L10nGenPlugin "$demo_checked_in/Package.swift"; then
  echo "error: could not take the plugin out of the copy's Package.swift" >&2; exit 1
fi
echo "== one build through the plugin to collect its generated files (not timed)"
swift build --package-path "$work/source/L10nGen/Examples/Demo" --scratch-path "$work/collect" > "$work/collect.log" 2>&1 \
  || { tail -20 "$work/collect.log" >&2; exit 1; }
for target_outputs in "$work"/collect/plugins/outputs/*/*/destination/L10nGenPlugin; do
  target=$(basename "$(dirname "$(dirname "$target_outputs")")")
  mkdir -p "$demo_checked_in/Sources/$target/Generated"
  find "$target_outputs" -type f -name '*.swift' -exec cp {} "$demo_checked_in/Sources/$target/Generated/" \;
  echo "   $target: $(find "$target_outputs" -type f -name '*.swift' | wc -l) generated file(s)"
done
rm -rf "$work/collect"

if $with_bundle; then
  copy "$work/bundle/L10nGen"
  echo "== Scripts/build-artifactbundle.sh in the bundle copy (not timed)"
  (cd "$work/bundle/L10nGen" && Scripts/build-artifactbundle.sh > "$work/bundle.log" 2>&1) \
    || { tail -20 "$work/bundle.log" >&2; exit 1; }
  rm -rf "$work/bundle/L10nGen/.build"
  variants+=(bundle)
fi

declare -A wall cpu
for ((round = 0; round < runs; round++)); do
  order=("${variants[@]}")
  if ((round % 2 == 1)); then order=($(printf '%s\n' "${variants[@]}" | tac)); fi
  for variant in "${order[@]}"; do
    scratch="$work/scratch-$variant-$round"
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f "%e %U %S" -o "$work/time" \
      swift build --package-path "$work/$variant/L10nGen/Examples/Demo" --scratch-path "$scratch" \
      > "$work/build.log" 2>&1 || { tail -20 "$work/build.log" >&2; exit 1; }
    if [ "$variant" != checked-in ] && ! grep -q "Generating localization API" "$work/build.log"; then
      echo "error: the plugin did not run in the $variant variant" >&2; exit 1
    fi
    if [ "$variant" = bundle ] && grep -q "Compiling L10nGenCore" "$work/build.log"; then
      echo "error: the bundle variant compiled the generator from source" >&2; exit 1
    fi
    read -r w u s < "$work/time"
    c=$(echo "$u + $s" | bc)
    wall[$variant]+="$w "
    cpu[$variant]+="$c "
    printf '   round %d  %-10s wall %6.1f s  cpu %6.1f s  (load %s)\n' "$round" "$variant" "$w" "$c" "$load"
    rm -rf "$scratch"
  done
done

median() { printf '%s\n' $1 | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
echo "== medians of $runs round(s), and ratios against the checked-in package"
ref_wall=$(median "${wall[checked-in]}")
ref_cpu=$(median "${cpu[checked-in]}")
for variant in "${variants[@]}"; do
  w=$(median "${wall[$variant]}")
  c=$(median "${cpu[$variant]}")
  printf '   %-10s wall %6.1f s (%.2fx)  cpu %6.1f s (%.2fx)\n' "$variant" "$w" "$(echo "$w / $ref_wall" | bc -l)" \
    "$c" "$(echo "$c / $ref_cpu" | bc -l)"
done
