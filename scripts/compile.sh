#!/usr/bin/env bash
# Installs what is missing (libcmark-dev) and compiles Guidelines/ into Generated/.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! pkg-config --exists libcmark 2>/dev/null; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update && $SUDO apt-get install -y libcmark-dev cmark
fi
swift run higc compile "$@"
