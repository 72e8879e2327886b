#!/usr/bin/env bash
# The benchmark (issues: speed and robustness; a dry run bounded by reading the files). From
# one run it prints:
#   - the corpus: swift-syntax 603.0.1 (Sources and Tests), swift-nio 2.101.3 and OpenCombine
#     0.14.0, extracted from /opt/swift-packages; and the all-Combine corpus, OpenCombine's
#     Sources and Tests alone, where nearly every file holds an anchor, so that the anchor
#     filter is not all that is measured;
#   - in one process, files preloaded, one thread, for each corpus: tokenizer MB/s, tokens and
#     code view, the anchor search, and a full dry run with every rule on plus the 19
#     templates of Scripts/bench.rules (20+ rules), then the same with each corpus folder
#     one module (the rules read the types of the modules' files, as with a project);
#   - the whole tool as a process, `--jobs 1` and `--jobs 2`, and `swift-frontend -parse` over
#     the same files in one process (what a Swift developer already pays), for each corpus:
#     best wall time of a few runs, MB/s, the ratio to swift-frontend, `--jobs 2` against
#     `--jobs 1`, and peak RSS;
#   - with APP_DIR (a real app's sources, not part of this repository), a pre-commit run:
#     `combine-migrate --check` over 50 of its files that mention Combine, copied to a
#     folder of their own as the plain git hook does (Scripts/pre-commit), best and median
#     wall time of 20 runs, beside the process's floor (`--version`).
# The load average is printed at the start and the end: on a shared machine, wall times
# are only comparable when it is low.
#
#   Scripts/bench.sh [CORPUS_DIR [APP_DIR]]   (default CORPUS_DIR: a temporary folder, extracted anew)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
corpus=${1:-}
app=${2:-}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
if [ -z "$corpus" ]; then corpus=$scratch/corpus; fi
bash Scripts/extract-corpus.sh "$corpus" >/dev/null
# As README says to install it: on Linux with the Swift libraries linked in, which halves
# the process's start (no dynamic loading of the runtime and Foundation); in a build folder
# of its own, so that the other scripts' builds do not undo it.
build=(-c release)
if [ "$(uname)" = Linux ]; then build+=(--static-swift-stdlib --scratch-path .build-static); fi
swift build "${build[@]}" --product combine-migrate >/dev/null
swift build "${build[@]}" --product combine-migrate-bench >/dev/null
bin=$(swift build "${build[@]}" --show-bin-path)
rules=$root/Scripts/bench.rules

echo "machine: $(nproc) cores; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
full=("$corpus/swift-syntax-603.0.1/Sources" "$corpus/swift-syntax-603.0.1/Tests" "$corpus/swift-nio-2.101.3" "$corpus/OpenCombine-0.14.0")
combine=("$corpus/OpenCombine-0.14.0/Sources" "$corpus/OpenCombine-0.14.0/Tests")

# Describes the files under the folders given: "N files, B bytes (M MB), largest L bytes";
# leaves the sorted list in $scratch/$1.list and the megabytes in $scratch/$1.mb.
describe() {
  local name=$1; shift
  find "$@" -name '*.swift' -type f | LC_ALL=C sort >"$scratch/$name.list"
  local files bytes largest
  files=$(wc -l <"$scratch/$name.list")
  bytes=$(tr '\n' '\0' <"$scratch/$name.list" | xargs -0 cat | wc -c)
  largest=$(tr '\n' '\0' <"$scratch/$name.list" | xargs -0 wc -c | grep -v ' total$' | sort -n | tail -1 | awk '{print $1}')
  echo "$bytes / 1000000" | bc -l >"$scratch/$name.mb"
  echo "$files files, $bytes bytes ($(printf '%.2f' "$(cat "$scratch/$name.mb")") MB), largest file $largest bytes"
}
echo "corpus: $(describe corpus "${full[@]}")"
echo "all-Combine corpus (OpenCombine's Sources and Tests): $(describe all-Combine "${combine[@]}")"
echo

echo "in one process, files preloaded, one thread (best of 5):"
"$bin/combine-migrate-bench" --repeat 5 --name corpus --rules-file "$rules" "${full[@]}"
"$bin/combine-migrate-bench" --repeat 5 --name all-Combine --rules-file "$rules" "${combine[@]}"
echo

# The best wall time (seconds) and the largest peak RSS (KiB) of `runs` runs of a command.
# The time is the command's own, read from bash's clock around it ($EPOCHREALTIME: no
# process is started to read it); the peak RSS comes from one more run under
# /usr/bin/time, whose own start would otherwise count as the command's (a few
# milliseconds, a tenth of a short run). Both programs are measured the same way.
best_run() {
  local runs=$1; shift
  local best="" rss start end seconds
  for _ in $(seq "$runs"); do
    start=$EPOCHREALTIME
    "$@" >/dev/null 2>&1 || true
    end=$EPOCHREALTIME
    seconds=$(echo "$end - $start" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$seconds < $best" | bc -l)" = 1 ]; then best=$seconds; fi
  done
  /usr/bin/time -o "$scratch/time" -f "%M" "$@" >/dev/null 2>&1 || true
  rss=$(tail -1 "$scratch/time")
  echo "$best $rss"
}

# Prints "name  seconds  MB/s  ratio to swift-frontend  [× --jobs 1]  peak RSS" for a corpus.
whole_processes() {
  local name=$1; shift
  local mb reference jobs1="" result seconds rss
  mb=$(cat "$scratch/$name.mb")
  echo "whole processes over the $name, wall time (best of 2 for swift-frontend, of 5 for combine-migrate):"
  result=$(cd "$corpus" && best_run 2 swiftc -frontend -parse -filelist "$scratch/$name.list")
  reference=${result% *}
  for run in frontend 1 2; do
    if [ "$run" = frontend ]; then
      seconds=$reference; rss=${result#* }
      label="swift-frontend -frontend -parse (1 process)"
    else
      result=$(cd "$corpus" && best_run 5 "$bin/combine-migrate" --quiet --jobs "$run" --rules-file "$rules" "$@")
      seconds=${result% *}; rss=${result#* }
      label="combine-migrate dry run --jobs $run"
    fi
    printf '  %-44s %7.3f s %8.1f MB/s %6.2fx swift-frontend' "$label" "$seconds" \
      "$(echo "$mb / $seconds" | bc -l)" "$(echo "$reference / $seconds" | bc -l)"
    if [ "$run" = 2 ]; then
      printf '  %4.2fx --jobs 1' "$(echo "$jobs1 / $seconds" | bc -l)"
    else
      printf '                '
    fi
    printf '   peak RSS %6.1f MiB\n' "$(echo "$rss / 1024" | bc -l)"
    if [ "$run" = 1 ]; then jobs1=$seconds; fi
  done
}
whole_processes corpus "${full[@]}"
whole_processes all-Combine "${combine[@]}"

if [ -n "$app" ]; then
  echo
  staged=$scratch/staged
  mkdir -p "$staged"
  (cd "$app" && grep -rlw --include='*.swift' Combine . | LC_ALL=C sort | head -50) >"$scratch/app.list"
  while IFS= read -r file; do
    mkdir -p "$staged/$(dirname "$file")"
    cp "$app/$file" "$staged/$file"
  done <"$scratch/app.list"
  bytes=$(find "$staged" -name '*.swift' -type f -print0 | xargs -0 cat | wc -c)
  echo "pre-commit: combine-migrate --check over $(wc -l <"$scratch/app.list") files of $(basename "$app") that mention Combine ($bytes bytes), 20 runs:"
  for command in "--version" "--check ."; do
    times=()
    for _ in $(seq 20); do
      start=$(date +%s%N)
      # shellcheck disable=SC2086
      (cd "$staged" && "$bin/combine-migrate" $command >/dev/null 2>&1) || true
      end=$(date +%s%N)
      times+=("$(( (end - start) / 1000 ))")
    done
    sorted=$(printf '%s\n' "${times[@]}" | sort -n)
    printf '  %-44s best %6.1f ms   median %6.1f ms\n' "combine-migrate $command" \
      "$(echo "$(echo "$sorted" | head -1) / 1000" | bc -l)" "$(echo "$(echo "$sorted" | sed -n 10p) / 1000" | bc -l)"
  done
fi
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
