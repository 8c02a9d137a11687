#!/usr/bin/env bash
# Counts the instructions `higc compile` and the `cmark` CLI execute on the same copies of the
# corpus, under valgrind's callgrind. Unlike wall time on a shared machine, the counts repeat to
# within a fraction of a percent, so they show whether a change made higc do less work.
#
#   scripts/count-instructions.sh [COPIES] [CORPUS]     (defaults: 4, ../shared/corpus/jum0)
#
# Needs valgrind and cmark. Valgrind 3.19 cannot read this toolchain's DWARF 5 debug info, so
# higc runs from a copy stripped of it (`strip -g`); symbols stay, counts are unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."
copies="${1:-4}"
corpus="${2:-../shared/corpus/jum0}"
for tool in valgrind cmark strip; do
  command -v "$tool" >/dev/null || { echo "count-instructions: $tool is not installed" >&2; exit 2; }
done
[ -d "$corpus" ] || { echo "count-instructions: skipped: no corpus at $corpus" >&2; exit 0; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/guidelines"
for index in $(seq -w 1 "$copies"); do cp -R "$corpus" "$scratch/guidelines/copy$index"; done

swift build -c release --product higc >/dev/null
strip -g -o "$scratch/higc" "$(swift build -c release --show-bin-path)/higc"

count() { # label, command…
  local label="$1"; shift
  valgrind --tool=callgrind --callgrind-out-file="$scratch/callgrind.out" "$@" >/dev/null 2>"$scratch/valgrind.log" || true
  local total
  total="$(grep -o 'Collected : [0-9]*' "$scratch/valgrind.log" | awk '{print $3}')"
  awk -v label="$label" -v total="$total" 'BEGIN { printf "%-6s %8.1f M instructions\n", label, total / 1e6 }'
  echo "$total" > "$scratch/$label.count"
}

mapfile -d '' files < <(find "$scratch/guidelines" -name '*.md' -print0 | sort -z)
echo "×$copies: ${#files[@]} files"
count empty "$scratch/higc" compile --guidelines "$(mktemp -d -p "$scratch")" --output "$scratch/out-empty"
count higc "$scratch/higc" compile --guidelines "$scratch/guidelines" --output "$scratch/out"
count cmark cmark "${files[@]}"
awk -v higc="$(cat "$scratch/higc.count")" -v empty="$(cat "$scratch/empty.count")" -v cmark="$(cat "$scratch/cmark.count")" \
  'BEGIN { printf "higc/cmark: %.1f× (%.1f× without the start-up an empty directory costs)\n", higc / cmark, (higc - empty) / cmark }'
