#!/usr/bin/env bash
# Type-checks the build plugin's Xcode part (`#if canImport(XcodeProjectPlugin)` in Plugins/L10nGenPlugin/plugin.swift)
# on a toolchain without Xcode, where the package build leaves it out.
#
# Tests/XcodeProjectPluginStubs/XcodeProjectPlugin.swift is compiled into a module named XcodeProjectPlugin against
# the toolchain's real PackagePlugin module (usr/lib/swift/pm/PluginAPI). With it on the import path,
# canImport(XcodeProjectPlugin) holds, and every plugin source is type-checked the way SwiftPM compiles a plugin
# (-swift-version and -package-description-version from Package.swift's tools version, -parse-as-library), with
# warnings as errors. A generated usage file requires L10nGenPlugin to conform to XcodeBuildToolPlugin, so the check
# fails if the Xcode part were compiled out. What this cannot check: that the stub matches Xcode's module (see the
# stub's header), and what Xcode passes at run time.
#
# Usage: Scripts/typecheck-xcode-plugin.sh (from any folder). Environment: SWIFTC, the compiler (default: swiftc on
# PATH). Exits non-zero when a module does not compile or the plugin does not type-check.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
plugin="$root/Plugins/L10nGenPlugin"
stub="$root/Tests/XcodeProjectPluginStubs/XcodeProjectPlugin.swift"

swiftc="${SWIFTC:-$(command -v swiftc || true)}"
[ -n "$swiftc" ] || { echo "error: swiftc not found (put it on PATH or set SWIFTC)" >&2; exit 1; }
# The real PackagePlugin module ships next to the compiler, where SwiftPM finds it (<toolchain>/usr/lib/swift/pm/
# PluginAPI).
plugin_api="$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift/pm/PluginAPI" 2> /dev/null && pwd || true)"
[ -n "$plugin_api" ] && [ -e "$plugin_api/PackagePlugin.swiftmodule" ] || {
  echo "error: no PackagePlugin module in the toolchain of $swiftc (no .../lib/swift/pm/PluginAPI)" >&2; exit 1; }

# The flags SwiftPM compiles the plugin with follow the manifest's tools version (6.x: Swift 6 language mode).
tools_version="$(sed -n '1s|^// *swift-tools-version: *\([0-9][0-9.]*\).*|\1|p' "$root/Package.swift")"
[ -n "$tools_version" ] || { echo "error: no swift-tools-version on the first line of Package.swift" >&2; exit 1; }
tools_major="${tools_version%%.*}"
if [ "$tools_major" -ge 6 ]; then swift_version=6; else swift_version=5; fi

mapfile -t sources < <(find "$plugin" -maxdepth 1 -name '*.swift' | LC_ALL=C sort)
[ "${#sources[@]}" -gt 0 ] || { echo "error: no Swift sources in $plugin" >&2; exit 1; }
grep -q 'canImport(XcodeProjectPlugin)' "$plugin/plugin.swift" || {
  echo "error: $plugin/plugin.swift has no #if canImport(XcodeProjectPlugin) part" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/xcode-plugin-typecheck.XXXXXX")"
trap 'rm -rf "$work"' EXIT
modules="$work/modules"
mkdir -p "$modules"
common=(-swift-version "$swift_version" -package-description-version "$tools_version" -parse-as-library
  -warnings-as-errors -I "$plugin_api" -module-cache-path "$work/ModuleCache")

echo "== swiftc: $("$swiftc" --version 2>&1 | head -1)"
echo "== PackagePlugin (real): $plugin_api"
if [ -e "$plugin_api/XcodeProjectPlugin.swiftmodule" ]; then
  # A toolchain with Xcode's own module (untested): check against it, a stub of the same name would clash.
  echo "== XcodeProjectPlugin (real, no stub needed): $plugin_api/XcodeProjectPlugin.swiftmodule"
else
  echo "== XcodeProjectPlugin (stub): ${stub#"$root/"}"
  "$swiftc" -emit-module -module-name XcodeProjectPlugin -emit-module-path "$modules/XcodeProjectPlugin.swiftmodule" \
    "${common[@]}" "$stub"
fi

# Fails unless the #if canImport(XcodeProjectPlugin) part was compiled: the conformance lives there.
usage="$work/XcodeConformanceUsage.swift"
cat > "$usage" << 'EOF'
import XcodeProjectPlugin

/// L10nGenPlugin is an Xcode build-tool plugin (its `#if canImport(XcodeProjectPlugin)` part was compiled).
func xcodeBuildToolPlugin() -> any XcodeBuildToolPlugin.Type { L10nGenPlugin.self }
EOF

echo "== Type-checking the plugin with its Xcode part (Swift $swift_version, PackageDescription $tools_version," \
  "warnings as errors):"
for source in "${sources[@]}"; do echo "   ${source#"$root/"}"; done
"$swiftc" -typecheck -module-name L10nGenPlugin "${common[@]}" -I "$modules" "${sources[@]}" "$usage"
echo "Xcode plugin type-check passed"
