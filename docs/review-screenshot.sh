#!/usr/bin/env bash
# Re-takes docs/review.png (the README's picture of Generated/review.html) with headless Chromium
# at a desktop width. Needs `chromium`; CJK text needs fonts-noto-cjk (both Debian packages).
set -euo pipefail
cd "$(dirname "$0")/.."
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome)"
profile="$(mktemp -d)"; trap 'rm -rf "$profile"' EXIT
"$browser" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars --user-data-dir="$profile" \
  --window-size=1280,900 --screenshot="$PWD/docs/review.png" "file://$PWD/Generated/review.html" 2>/dev/null
echo "wrote docs/review.png"
