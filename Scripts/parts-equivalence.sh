#!/usr/bin/env bash
# Whether rewriting a file in parts (FileParts, FileRun+Parts.swift) writes what rewriting it
# whole does. It copies CORPUS twice, runs `--write` on one copy as it is and on the other
# with COMBINE_MIGRATE_PART_SIZE=SIZE (every file more than twice SIZE that can be cut is
# rewritten in parts), and compares the two copies file by file, and the two runs' findings.
# Files rewritten in parts do not run the clean-up rules (import-cleanup): a file that
# differs only by an import the whole run removed is counted apart.
#
#   [ARGS="--enable sink-for-await"] Scripts/parts-equivalence.sh CORPUS [SIZE] [BIN]
#   (defaults: 16384 bytes, the release build; ARGS: more options for both runs)
set -euo pipefail
corpus=$(cd "$1" && pwd)
size=${2:-16384}
bin=${3:-}
cd "$(dirname "$0")/.."
if [ -z "$bin" ]; then
  swift build -c release --product combine-migrate >/dev/null
  bin=$PWD/.build/release/combine-migrate
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
scratch=$(mktemp -d)
# KEEP=1 keeps the two copies (the script prints where) to read the differences.
if [ -z "${KEEP:-}" ]; then trap 'rm -rf "$scratch"' EXIT; else echo "copies in $scratch"; fi
cp -R "$corpus" "$scratch/whole"
cp -R "$corpus" "$scratch/parts"
(cd "$scratch/whole" && "$bin" --write --quiet ${ARGS:-} . >/dev/null 2>"$scratch/whole.err" || true)
(cd "$scratch/parts" && COMBINE_MIGRATE_PART_SIZE=$size "$bin" --write --quiet --verbose ${ARGS:-} . >/dev/null 2>"$scratch/parts.verbose.err" || true)
split=$(grep -c "is rewritten in parts" "$scratch/parts.verbose.err" || true)
same=0; differ=0; imports=0
while IFS= read -r -d '' file; do
  rel=${file#"$scratch/whole/"}
  if cmp -s "$file" "$scratch/parts/$rel"; then
    same=$((same + 1))
  elif diff <(grep -v '^import Combine' "$file") <(grep -v '^import Combine' "$scratch/parts/$rel") >/dev/null; then
    imports=$((imports + 1))
  else
    differ=$((differ + 1))
    echo "differs: $rel"
  fi
done < <(find "$scratch/whole" -name '*.swift' -print0)
echo "part size $size: $split files rewritten in parts (and changed); files the same: $same; differing only by an import the whole run removed: $imports; differing otherwise: $differ"
