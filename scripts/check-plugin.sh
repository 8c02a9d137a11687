#!/usr/bin/env bash
# Runs the `higc-compile` command plugin the way a consumer would: from a throwaway package that
# depends on this one by path and vendors a copy of Guidelines/ and its committed Generated/.
# Checks that the plugin regenerates exactly the committed output, passes arguments through to
# `higc compile`, and fails when higc fails. Only the plugin's tool (higc) is built, not swift-syntax.
#
#   scripts/check-plugin.sh            # in a temporary directory, removed afterwards
#   HIGC_PLUGIN_WORKDIR=/tmp/consumer scripts/check-plugin.sh   # keep the package (and its build) for reruns
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
if ! pkg-config --exists libcmark 2>/dev/null; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update && $SUDO apt-get install -y libcmark-dev cmark
fi

if [ -n "${HIGC_PLUGIN_WORKDIR:-}" ]; then
  work="$HIGC_PLUGIN_WORKDIR"; mkdir -p "$work"
else
  work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
fi
consumer="$work/Consumer"
mkdir -p "$consumer"
rm -rf "$consumer/Guidelines" "$consumer/Generated"
cp -R "$root/Guidelines" "$consumer/Guidelines"
cp -R "$root/Generated" "$consumer/Generated"
[ -f "$root/Package.resolved" ] && cp "$root/Package.resolved" "$consumer/Package.resolved"
cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

// A package that vendors guideline Markdown and commits what higc generates from it.
let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "$root")],
    targets: []
)
SWIFT
cat > "$consumer/higc.yml" <<'YAML'
guidelines: Guidelines
output: Generated
severities:
  missing: error
YAML

fail() { echo "check-plugin: FAILED: $*" >&2; exit 1; }
plugin() { (cd "$consumer" && swift package --allow-writing-to-package-directory higc-compile "$@"); }

# Stale output: a removed stub and an edited report must come back exactly as committed.
rm -f "$consumer/Generated/Swift/Toolbars.swift"
echo "edited by hand" >> "$consumer/Generated/alignment.md"
plugin || fail "the plugin did not run"
diff -r "$root/Generated" "$consumer/Generated" || fail "the plugin's output differs from the committed Generated/"
echo "check-plugin: regenerated Generated/ matches the committed output"

# Arguments reach `higc compile`: --check passes on fresh output.
plugin --check || fail "--check failed on fresh output"

# A failing compile fails the plugin (and so the CI step that runs it).
if plugin --fail-on missing,anchor-mismatch,unmarked,inconsistent >/dev/null 2>&1; then
  fail "--fail-on did not make the plugin fail"
fi
echo "check-plugin: all checks passed"
