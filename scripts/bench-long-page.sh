#!/usr/bin/env bash
# Times `higc compile` on one page of N rules whose Japanese translation is a file of its own
# (every seventh rule left untranslated): alignment scores every English rule against every
# translation of its page, so this is where a page's length costs the most.
#
#   scripts/bench-long-page.sh [N ...]      (default: 100 200 400 800)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product higc >/dev/null
higc="$(swift build -c release --show-bin-path)/higc"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
words=(toolbar button label icon menu slider picker sheet alert widget window panel)
katakana=(ツールバー ボタン ラベル アイコン メニュー スライダ ピッカー シート アラート ウィジェット ウインドウ パネル)
printf '| rules | seconds | peak MB |\n|---:|---:|---:|\n'
for count in "${@:-100 200 400 800}"; do
  for n in $count; do
    root="$scratch/g$n/many"
    mkdir -p "$root"
    { printf '# Many\n\n## Rules\n\n'
      for ((i = 0; i < n; i++)); do w=$((i * 7 % 12)); printf '**Use the %s for task %d.** Explanation of %s.\n\n' "${words[$w]}" "$i" "${words[$w]}"; done
    } > "$root/page.md"
    { printf '# 多数\n\n## ルール\n\n'
      for ((i = 0; i < n; i++)); do
        ((i % 7 == 3)) && continue
        w=$((i * 7 % 12)); printf '**タスク%dには%sを使用してください。** %sの説明です。\n\n' "$i" "${katakana[$w]}" "${katakana[$w]}"
      done
    } > "$root/ja.md"
    /usr/bin/time -f "%e %M" -o "$scratch/time" "$higc" compile --guidelines "$scratch/g$n" --output "$scratch/out$n" >/dev/null
    read -r seconds kilobytes < "$scratch/time"
    printf '| %d | %s | %s |\n' "$n" "$seconds" "$(awk -v k="$kilobytes" 'BEGIN { printf "%.1f", k / 1024 }')"
  done
done
