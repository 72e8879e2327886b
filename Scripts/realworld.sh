#!/usr/bin/env bash
# The real-code harness: runs combine-migrate over a corpus of real repositories (one folder
# per repository, e.g. the development corpus of ../shared/devcorpus, see
# Validation/README.md) and checks what can be checked without building them.
#
# Usage: Scripts/realworld.sh CORPUS_DIR [--sample N] [--seed S] [--sample-dir DIR] [--sample-rules R]
#                             [--bin PATH] [--jobs N] [--top N] [--timeout SECONDS] [--keep]
#                             [--no-realmodules]
#   --sample N        sample N rewritten sites (default 40; 0: none)
#   --seed S          the sample's seed (default 1): same corpus, tool and seed, same sample
#   --sample-dir DIR  where the sampled sites go (default: a new temporary folder, printed);
#                     earlier site-*.diff files and index.txt in DIR are replaced
#   --sample-rules R  sample only the sites of these rules (comma-separated rule ids)
#   --bin PATH        the combine-migrate to test (default: built here, release, into
#                     .build-realworld)
#   --jobs N          passed on to the tool (default: the tool's, all cores)
#   --top N           skip reasons printed per rule (default 6)
#   --timeout S       a tool run taking longer counts as a crash (default 600)
#   --keep            keep the work folder (printed): the JSON of every run, the written copies
#   --no-realmodules  do not call Scripts/realmodules.sh (it takes minutes)
#
# The corpus is only read. For every folder of CORPUS_DIR (hidden ones skipped), as
# `combine-migrate --format json --verbose --config EMPTY NAME` run from CORPUS_DIR (the
# empty configuration keeps any .combine-migrate.json around the corpus or the temporary
# folder out of it):
#   1. a dry run on the repository;
#   2. a copy of it in a temporary folder (cp -Rp), `--write` on the copy, then a second dry
#      run on the written copy.
# Checks, per repository:
#   - no crash: every run exits 0 or 1. Exit 2 (usage error) fails the harness; exit 3 (a
#     file not processed, e.g. not UTF-8) is reported with the files and does not fail it. A
#     signal, another status or a timeout is a crash: the run's files are then run one by one
#     (dry run, 2 at a time) to name those that crash alone;
#   - idempotent: the second dry run on the written copy exits 0 (its diffs are printed);
#   - dry run and --write agree: the same diff for each file, and the copy differs from the
#     corpus in exactly those files (nothing else written, no stray temporary files);
#   - no new parse failure: every changed file, original and rewritten, goes through
#     `swift-frontend -frontend -parse` (in batches of 50 files, 2 at a time with xargs -P 2;
#     the files of a batch that fails are parsed one by one, and only that verdict counts,
#     since a lone file may have top-level code). A rewritten file that fails where its
#     original parsed is a new parse failure; originals that do not parse are only counted.
#     swift-frontend is $SWIFT_FRONTEND, else found on PATH, beside `swift`, or by xcrun;
#   - per rule: sites migrated and skipped (the summary object's `sites` / `kept`) and the
#     skip reasons (every diagnostic of the dry run, notes included, grouped by rule and by
#     message with `…` spans replaced by X and numbers by N), the top ones with counts.
# Then, if Scripts/realmodules.sh exists: `Scripts/realmodules.sh CORPUS_DIR BIN`, its output
# passed through and its exit status shown in the summary (it does not change ours).
# Then the sample: a "site" is one hunk of a dry-run diff. All hunks, in corpus order (repo,
# file, hunk), are sampled with Python's random.Random(SEED).sample; each sampled hunk goes to
# DIR/site-NNN-….diff with its path (relative to the corpus), the original's absolute path,
# its line ranges, and the rule(s): when one rule changes the file (most files) that rule,
# read from the JSON `change` object; when several do, the tool is run again on that
# repository with `--rules R` for each of the file's rules (only for sampled hunks, cached)
# and the hunk is given to the rules whose lone run deletes or inserts at one of its lines,
# or marked "not told apart" when none does.
# Last, a summary block. Exit status: 1 when there is a crash, an exit 2, a non-idempotent
# repository, a dry-run/--write disagreement or a new parse failure; 2 for a usage error of
# this script; else 0.
set -euo pipefail

usage() { sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; }

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
corpus="" sample=40 seed=1 sample_dir="" sample_rules="" bin="" jobs="" top=6 timeout_s=600 keep=0 realmodules_on=1
while [ $# -gt 0 ]; do
  case "$1" in
    --sample) sample=${2:?}; shift 2 ;;
    --seed) seed=${2:?}; shift 2 ;;
    --sample-dir) sample_dir=${2:?}; shift 2 ;;
    --sample-rules) sample_rules=${2:?}; shift 2 ;;
    --bin) bin=${2:?}; shift 2 ;;
    --jobs) jobs=${2:?}; shift 2 ;;
    --top) top=${2:?}; shift 2 ;;
    --timeout) timeout_s=${2:?}; shift 2 ;;
    --keep) keep=1; shift ;;
    --no-realmodules) realmodules_on=0; shift ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "realworld.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    *) [ -z "$corpus" ] || { usage >&2; exit 2; }; corpus=$1; shift ;;
  esac
done
[ -n "$corpus" ] || { usage >&2; exit 2; }
for n in "$sample" "$seed" "$top" "$timeout_s" ${jobs:+"$jobs"}; do
  case "$n" in ''|*[!0-9]*) echo "realworld.sh: not a number: $n" >&2; exit 2 ;; esac
done
[ -d "$corpus" ] || { echo "realworld.sh: no such folder: $corpus" >&2; exit 2; }
corpus=$(cd "$corpus" && pwd)
command -v python3 >/dev/null || { echo "realworld.sh: python3 is needed" >&2; exit 2; }
start=$SECONDS

# The tool.
if [ -z "$bin" ]; then
  echo "building combine-migrate (release, --scratch-path .build-realworld)…" >&2
  (cd "$root" && swift build -c release --product combine-migrate --scratch-path .build-realworld >&2) ||
    { echo "realworld.sh: the build failed (or pass --bin PATH)" >&2; exit 2; }
  bin=$root/.build-realworld/release/combine-migrate
fi
[ -x "$bin" ] || { echo "realworld.sh: not an executable: $bin" >&2; exit 2; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

# swift-frontend, for the parse check.
frontend=${SWIFT_FRONTEND:-}
if [ -z "$frontend" ]; then
  if command -v swift-frontend >/dev/null; then
    frontend=$(command -v swift-frontend)
  elif command -v swift >/dev/null && [ -x "$(dirname "$(command -v swift)")/swift-frontend" ]; then
    frontend=$(dirname "$(command -v swift)")/swift-frontend
  elif command -v xcrun >/dev/null && xcrun --find swift-frontend >/dev/null 2>&1; then
    frontend=$(xcrun --find swift-frontend)
  fi
fi
[ -n "$frontend" ] && [ -x "$frontend" ] || { echo "realworld.sh: swift-frontend not found (set SWIFT_FRONTEND)" >&2; exit 2; }

timeout_cmd=()
if command -v timeout >/dev/null; then timeout_cmd=(timeout -k 10 "$timeout_s")
elif command -v gtimeout >/dev/null; then timeout_cmd=(gtimeout -k 10 "$timeout_s"); fi

work=$(mktemp -d "${TMPDIR:-/tmp}/realworld.XXXXXX")
if [ "$keep" = 1 ]; then
  echo "work folder (kept): $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi
if [ -z "$sample_dir" ] && [ "$sample" -gt 0 ]; then
  sample_dir=$(mktemp -d "${TMPDIR:-/tmp}/realworld-sample.XXXXXX")
fi
config=$work/empty-config.json
echo '{}' >"$config"
tool_options=(--config "$config" --format json --verbose --quiet ${jobs:+--jobs "$jobs"})

# One run of the tool, from folder $1, on repository argument $2, into $3.{jsonl,err,rc};
# the remaining arguments are added options. Never fails the script.
run_tool() {
  local dir=$1 arg=$2 out=$3 status=0
  shift 3
  # (the outer braces keep the shell's own "Segmentation fault" line out of the output)
  { (cd "$dir" && ${timeout_cmd[@]+"${timeout_cmd[@]}"} "$bin" "${tool_options[@]}" "$@" -- "$arg") >"$out.jsonl" 2>"$out.err"; } 2>/dev/null || status=$?
  echo "$status" >"$out.rc"
  return 0
}

# Files of a repository that crash alone: NUL-separated "status<TAB>path" records in $3. The
# folders the tool skips (hidden ones, .build, Pods, Carthage, DerivedData) are skipped.
localise_crash() {
  local dir=$1 arg=$2 list=$3
  (cd "$dir" && find "$arg" -mindepth 1 \( -name '.*' -o -name Pods -o -name Carthage -o -name DerivedData \) -prune \
      -o -name '*.swift' -type f -print0 | sort -z |
    xargs -0 -r -n 1 -P 2 sh -c '
      eval "file=\${$#}"
      status=0
      "$@" >/dev/null 2>&1 || status=$?
      case $status in 0|1|2|3) ;; *) printf "%s\t%s\0" "$status" "$file" ;; esac
    ' sh ${timeout_cmd[@]+"${timeout_cmd[@]}"} "$bin" --config "$config" --format json --quiet --) >"$list" || true
}

crashed() { case $(cat "$1.rc") in 0|1|2|3) return 1 ;; *) return 0 ;; esac; }

# 1-2: the runs.
mkdir -p "$work/repos" "$work/copy"
repo_count=0
while IFS= read -r -d '' path; do
  name=$(basename "$path")
  repo_count=$((repo_count + 1))
  index=$(printf '%05d' "$repo_count")
  folder=$work/repos/$index
  mkdir -p "$folder" "$work/copy/$index"
  printf '%s' "$name" >"$folder/name"
  arg=$name
  case "$name" in -*) arg=./$name ;; esac
  printf '%-48s ' "$name" >&2
  run_tool "$corpus" "$arg" "$folder/dry"
  cp -Rp "$path" "$work/copy/$index/"
  run_tool "$work/copy/$index" "$arg" "$folder/write" --write
  run_tool "$work/copy/$index" "$arg" "$folder/again"
  echo "dry $(cat "$folder/dry.rc"), write $(cat "$folder/write.rc"), again $(cat "$folder/again.rc")" >&2
  # A crash: which files crash alone (for --write and the second run, as a dry run on the
  # tree they ran on; a --write that crashed may have left the copy half written).
  if crashed "$folder/dry"; then localise_crash "$corpus" "$arg" "$folder/crash-dry.lst"; fi
  if crashed "$folder/write"; then localise_crash "$corpus" "$arg" "$folder/crash-write.lst"; fi
  if crashed "$folder/again"; then localise_crash "$work/copy/$index" "$arg" "$folder/crash-again.lst"; fi
done < <(find "$corpus" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -print0 | sort -z)
echo "tool runs: $((SECONDS - start)) s" >&2

# The parse check: original and rewritten version of every changed file.
python3 "$here/realworld.py" changed "$work" "$corpus"
parse_start=$SECONDS
: >"$work/parse-fail.lst"
xargs -0 -r -n 50 -P 2 sh -c '
  frontend=$0
  "$frontend" -frontend -parse "$@" >/dev/null 2>&1 && exit 0
  for f in "$@"; do
    "$frontend" -frontend -parse "$f" >/dev/null 2>&1 || printf "%s\0" "$f"
  done
  exit 0
' "$frontend" <"$work/parse.lst" >>"$work/parse-fail.lst" || true
echo "parse check: $(tr -cd '\0' <"$work/parse.lst" | wc -c | tr -d ' ') files, $((SECONDS - parse_start)) s" >&2

status=0
python3 "$here/realworld.py" report "$work" "$corpus" "$top"

realmodules="not present"
[ "$realmodules_on" = 1 ] || realmodules="not run (--no-realmodules)"
if [ "$realmodules_on" = 1 ] && [ -f "$here/realmodules.sh" ]; then
  echo
  echo "== Scripts/realmodules.sh =="
  rm_status=0
  if [ -x "$here/realmodules.sh" ]; then
    "$here/realmodules.sh" "$corpus" "$bin" || rm_status=$?
  else
    bash "$here/realmodules.sh" "$corpus" "$bin" || rm_status=$?
  fi
  realmodules="exit $rm_status"
fi

echo
python3 "$here/realworld.py" sample "$work" "$corpus" "$sample" "$seed" "${sample_dir:-/dev/null}" "$bin" "$config" "$sample_rules"
echo
python3 "$here/realworld.py" summary "$work" "$corpus" "$realmodules" "$((SECONDS - start))" "$sample_dir" || status=$?
exit "$status"
