#!/usr/bin/env bash
# How the printed output scales with the sites of one file (issue 28: text output must stay
# linear in the sites changed per file). It builds the release binary, then:
#   - generates a file with N and one with 4N sites the default rules migrate (the shape of
#     Golden/receive-main-actor: `xK.receive(on: DispatchQueue.main).sink { … }.store(in:)`,
#     each site with a publisher, a property and a value name of its own, in classes of 20
#     sites), and times --check, --write, the
#     dry run (diff) and --format json, sarif and github on each;
#   - generates a file with N and one with 4N sites that yield a note each (a plain `sink`,
#     which only the opt-in sink-for-await migrates) and times the same formats with
#     --verbose, which prints notes;
#   - prints, per format, the seconds at N and 4N and their ratio (linear: about 4; the
#     target is at most 5 times as long for 4 times the sites);
#   - generates a file of about BIG_MB megabytes of such sites and times its dry run, with
#     its peak RSS and the ratio of that to the file's size (the target: at most 5).
# Wall times are the best of RUNS runs; on a shared machine they are only comparable when
# the load average (printed) is low.
#
#   [COMBINE_MIGRATE=binary] [TIMEOUT=seconds] Scripts/output-scaling.sh [N [BIG_MB [RUNS]]]
#   (defaults: the release build, 600 s for the large file, 2000 sites, 50 MB, 3 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-2000}
big_mb=${2:-50}
runs=${3:-3}
limit=${TIMEOUT:-600}
bin=${COMBINE_MIGRATE:-}
if [ -z "$bin" ]; then
  swift build -c release --product combine-migrate >/dev/null
  bin=$PWD/.build/release/combine-migrate
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Writes a class with sites FIRST…LAST to standard output; KIND is `migrated` (the default
# rules rewrite each site) or `noted` (each site is left with a note: a plain `sink` is
# sink-for-await's, which is off by default). Each site has names of its own: sites that
# share a value name make the rewrite number its streams, a search of its own.
sites_class() {
  local kind=$1 first=$2 last=$3
  awk -v kind="$kind" -v first="$first" -v last="$last" 'BEGIN {
    printf "final class Model%d {\n    private var c = Set<AnyCancellable>()\n", first
    for (i = first; i <= last; i++) {
      printf "    let x%d = PassthroughSubject<Int, Never>()\n    private(set) var v%d = 0\n", i, i
    }
    printf "\n    func bind() {\n"
    for (i = first; i <= last; i++) {
      hop = kind == "migrated" ? ".receive(on: DispatchQueue.main)" : ""
      printf "        x%d%s.sink { value%d in self.v%d = value%d }.store(in: &c)\n", i, hop, i, i, i
    }
    printf "    }\n}\n\n"
  }'
}

# A file of SITES sites of KIND, in classes of at most 20 sites.
generate() {
  local kind=$1 sites=$2 file=$3 first
  printf 'import Combine\nimport Foundation\n\n' >"$file"
  for ((first = 1; first <= sites; first += 20)); do
    sites_class "$kind" "$first" "$((first + 19 < sites ? first + 19 : sites))" >>"$file"
  done
}

# The best wall time (seconds) of RUNS runs of a command, and the largest peak RSS (KiB).
# `--write` runs on a fresh copy each time.
measure() {
  local best="" rss=0 line seconds kib
  for _ in $(seq "$runs"); do
    cp "$scratch/input.swift" "$scratch/run.swift"
    /usr/bin/time -o "$scratch/time" -f "%e %M" "$bin" "$@" "$scratch/run.swift" >/dev/null 2>&1 || true
    line=$(tail -1 "$scratch/time")
    seconds=${line% *}
    kib=${line#* }
    if [ -z "$best" ] || [ "$(echo "$seconds < $best" | bc -l)" = 1 ]; then best=$seconds; fi
    if [ "$kib" -gt "$rss" ]; then rss=$kib; fi
  done
  echo "$best $rss"
}

echo "machine: $(nproc) cores; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "binary: $bin"
formats=("check:--check" "write:--write" "diff:" "json:--format json" "sarif:--format sarif" "github:--format github")
for kind in migrated noted; do
  extra=()
  if [ "$kind" = noted ]; then extra=(--verbose); fi
  echo
  echo "$kind sites, one file (best of $runs runs):"
  printf '  %-8s %10s %10s %7s\n' format "N=$n" "4N=$((4 * n))" ratio
  declare -A at_n=()
  for sites in "$n" "$((4 * n))"; do
    generate "$kind" "$sites" "$scratch/input.swift"
    for entry in "${formats[@]}"; do
      name=${entry%%:*}
      read -r -a flags <<<"${entry#*:}"
      result=$(measure "${flags[@]}" "${extra[@]}")
      seconds=${result% *}
      if [ "$sites" = "$n" ]; then
        at_n[$name]=$seconds
      else
        printf '  %-8s %9ss %9ss %6.1fx\n' "$name" "${at_n[$name]}" "$seconds" \
          "$(echo "$seconds / (${at_n[$name]} + 0.005)" | bc -l)"
      fi
    done
  done
  unset at_n
done

echo
sites=$((big_mb * 1000000 / 190))
generate migrated "$sites" "$scratch/input.swift"
bytes=$(wc -c <"$scratch/input.swift")
echo "large generated file: $bytes bytes, $sites migrated sites; dry run (1 run, at most $limit s):"
cp "$scratch/input.swift" "$scratch/run.swift"
status=0
/usr/bin/time -o "$scratch/time" -f "%e %M" timeout "$limit" "$bin" "$scratch/run.swift" >"$scratch/big.diff" 2>/dev/null || status=$?
read -r seconds kib < <(tail -1 "$scratch/time")
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then echo "  exit status $status (124: timed out)"; fi
echo "  ${seconds}s, peak RSS $((kib / 1024)) MiB = $(printf '%.1f' "$(echo "$kib * 1024 / $bytes" | bc -l)")x the file, diff $(wc -c <"$scratch/big.diff") bytes"
echo
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
