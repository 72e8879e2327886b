#!/usr/bin/env bash
# The benchmark (issue: speed and robustness). Over a fixed corpus of real Swift — swift-syntax
# 603.0.1 (Sources and Tests), swift-nio 2.101.3 and OpenCombine 0.14.0, extracted from
# /opt/swift-packages — it prints, from one run:
#   - bytes and files;
#   - in one process, files preloaded, one thread: tokenizer MB/s; a full dry run MB/s with
#     every rule on plus the 19 templates of Scripts/bench.rules (20+ rules);
#   - the whole tool as a process, `--jobs 1` and `--jobs 2`, and `swift-frontend -parse` over
#     the same files in one process (what a Swift developer already pays): seconds, MB/s,
#     the ratio to swift-frontend, and peak RSS.
#
#   Scripts/bench.sh [CORPUS_DIR]      (default: a temporary folder, extracted anew)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
corpus=${1:-}
if [ -z "$corpus" ]; then
  corpus=$(mktemp -d)
  trap 'rm -rf "$corpus"' EXIT
fi
bash Scripts/extract-corpus.sh "$corpus" >/dev/null
swift build -c release --product combine-migrate >/dev/null
swift build -c release --product combine-migrate-bench >/dev/null
bin=$root/.build/release

dirs=("$corpus/swift-syntax-603.0.1/Sources" "$corpus/swift-syntax-603.0.1/Tests" "$corpus/swift-nio-2.101.3" "$corpus/OpenCombine-0.14.0")
list=$(mktemp)
find "${dirs[@]}" -name '*.swift' -type f | sort >"$list"
files=$(wc -l <"$list")
bytes=$(tr '\n' '\0' <"$list" | xargs -0 cat | wc -c)
largest=$(tr '\n' '\0' <"$list" | xargs -0 wc -c | grep -v ' total$' | sort -n | tail -1 | awk '{print $1}')
mb=$(echo "$bytes / 1000000" | bc -l)
echo "corpus: $files files, $bytes bytes ($(printf '%.2f' "$mb") MB), largest file $largest bytes"
echo
echo "in one process, files preloaded, one thread (best of 3):"
"$bin/combine-migrate-bench" --rules-file Scripts/bench.rules "${dirs[@]}" | tail -n +2
echo

# Runs a command, prints "name  seconds  MB/s  ratio  peak RSS".
frontend_seconds=""
measure() {
  local name=$1; shift
  local out timing
  timing=$(mktemp)
  /usr/bin/time -o "$timing" -f "%e %M" "$@" >/dev/null 2>&1 || true
  out=$(tail -1 "$timing")
  rm -f "$timing"
  local seconds=${out% *} rss=${out#* }
  [ -z "$frontend_seconds" ] && frontend_seconds=$seconds
  printf '%-44s %7.2f s %8.1f MB/s %6.2fx swift-frontend   peak RSS %6.1f MiB\n' "$name" "$seconds" \
    "$(echo "$mb / $seconds" | bc -l)" "$(echo "$frontend_seconds / $seconds" | bc -l)" "$(echo "$rss / 1024" | bc -l)"
}
cd "$corpus"
echo "whole processes, wall time (the reference first):"
measure "swift-frontend -frontend -parse (1 process)" swiftc -frontend -parse -filelist "$list"
measure "combine-migrate dry run --jobs 1" "$bin/combine-migrate" --quiet --jobs 1 --rules-file "$root/Scripts/bench.rules" "${dirs[@]}"
measure "combine-migrate dry run --jobs 2" "$bin/combine-migrate" --quiet --jobs 2 --rules-file "$root/Scripts/bench.rules" "${dirs[@]}"
rm -f "$list"
