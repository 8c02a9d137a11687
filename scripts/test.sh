#!/usr/bin/env bash
# Runs the whole test suite. Installs libcmark-dev first when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! pkg-config --exists libcmark 2>/dev/null; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update && $SUDO apt-get install -y libcmark-dev cmark
fi
swift build --build-tests
swift test --skip-build "$@"
