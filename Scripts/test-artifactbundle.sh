#!/usr/bin/env bash
# The prebuilt tool end to end (issue 35 §1): in a copy of the repository, builds Artifacts/l10n-gen.artifactbundle
# with Scripts/build-artifactbundle.sh, then builds Examples/Demo from a clean state. The plugin must run the bundle's
# l10n-gen, no generator module may be compiled, and the demo must print what it prints when built from source.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d "${TMPDIR:-/tmp}/l10n-gen-artifactbundle.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/L10nGen"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$work/L10nGen"
cd "$work/L10nGen"
rm -rf Artifacts
Scripts/build-artifactbundle.sh
rm -rf .build  # the consumer must not find anything built from source

cd Examples/Demo
swift build -v > "$work/demo-build.log" 2>&1 || { tail -30 "$work/demo-build.log" >&2; exit 1; }
grep -E "artifactbundle/[^ ]*/bin/l10n-gen generate --plugin-mode" "$work/demo-build.log" | head -1 | cut -c1-200 \
  || { echo "error: the plugin did not run the prebuilt l10n-gen" >&2; exit 1; }
for module in L10nGenCore L10nGenCommandLine l10n_gen_build_tool; do
  if grep -q -- "-module-name $module " "$work/demo-build.log"; then
    echo "error: the consumer's build compiled $module although the artifact bundle was there" >&2; exit 1
  fi
done
swift run DemoApp > "$work/demo-run.log" 2>&1 || { tail -30 "$work/demo-run.log" >&2; exit 1; }
grep -qx "Bob a reçu 12,50 de Ann" "$work/demo-run.log" || { echo "error: DemoApp did not print French" >&2; exit 1; }
echo "artifact bundle: the plugin ran the prebuilt l10n-gen; L10nGenCore was not compiled; DemoApp printed French"
