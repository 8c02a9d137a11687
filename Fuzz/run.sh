#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/HIGCFuzz.swift) with AddressSanitizer and runs it.
#
#   Fuzz/run.sh [SECONDS] [extra libFuzzer flags…]     default: 60 seconds
#
# CI passes `-seed=1`: the same inputs in the same order on every run, so a CI failure is a
# change's doing and repeats locally; longer local runs with random seeds look further.
#
# Scratch path: .build-fuzz (seed corpus in .build-fuzz/corpus, crashing inputs in
# .build-fuzz/artifacts). Exits non-zero when libFuzzer finds a crash, leak or timeout; keep the
# input as Tests/HIGCompilerTests/Fixtures/Fuzz/<name>.md so the test suite replays it.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_TO_RUN="${1:-60}"
shift || true

if ! pkg-config --exists libcmark 2>/dev/null; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update && $SUDO apt-get install -y libcmark-dev cmark
fi

SCRATCH=.build-fuzz
# --sanitize=fuzzer lets SwiftPM link libFuzzer's main; the combined -sanitize=fuzzer,address
# (given last, so it wins over SwiftPM's own flags) instruments every module for coverage and ASan.
# Two separate --sanitize options are not enough: swiftc keeps only the last -sanitize= it sees.
swift build -c release --scratch-path "$SCRATCH" --product higc-fuzz \
  --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DHIGC_FUZZ
BINARY="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/higc-fuzz"
# A build without coverage would "fuzz" blind: refuse it.
if [ "$(nm "$BINARY" | grep -c __sancov_cntrs || true)" -eq 0 ]; then
  echo "Fuzz/run.sh: $BINARY has no coverage instrumentation" >&2
  exit 2
fi

# Seeds: the committed guideline pages and every test fixture page (Fuzz regressions included).
CORPUS="$SCRATCH/corpus"
ARTIFACTS="$SCRATCH/artifacts"
mkdir -p "$CORPUS" "$ARTIFACTS"
find Guidelines Tests/HIGCompilerTests/Fixtures -type f \( -name '*.md' -o -name '*.bin' \) -size -64k -print0 |
  while IFS= read -r -d '' seed; do
    cp "$seed" "$CORPUS/seed-$(printf '%s' "$seed" | cksum | cut -d' ' -f1)"
  done

# cmark's own limits make inputs beyond 64 KiB slow without finding more; 20 s per input is a hang.
before="$(mktemp)"
trap 'rm -f "$before"' EXIT
ls "$ARTIFACTS" > "$before"
status=0
"$BINARY" "$CORPUS" \
  -max_total_time="$SECONDS_TO_RUN" -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix="$ARTIFACTS/" -print_final_stats=1 "$@" || status=$?
# A machine that keeps no files (CI) keeps its log: print each new input so it can be rebuilt
# with `base64 -d` and kept as a regression fixture.
for artifact in $(ls "$ARTIFACTS" | grep -vxF -f "$before" || true); do
  echo "Fuzz/run.sh: $ARTIFACTS/$artifact, base64:"
  base64 -w 0 "$ARTIFACTS/$artifact"
  echo
done
exit "$status"
