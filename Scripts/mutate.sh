#!/usr/bin/env bash
# Mutation test of the tokenizer and the rewrite on real code: random byte edits
# (deletions, insertions of `"`, `/`, `#`, `(`, `{`, `\` and a few longer delimiters,
# duplications, truncations) of the benchmark corpus's .swift files (Scripts/extract-corpus.sh)
# and of the golden inputs; every mutant, and every sampled file unmutated, must tokenize
# losslessly with consistent bracket pairs, and the rewrite with the default rules must not
# crash or hang, must keep balanced `()[]{}` balanced, must be idempotent and must come out the
# same (output and diagnostics) with the anchor filter off; and where a file is cut into parts
# (FileParts, with small parts and windows), its parts lexed one by one must give its tokens.
#
#   Scripts/mutate.sh [N]    N mutants of files sampled from the corpus; default: every file,
#                            PER_FILE mutants each
#
# The driver, Fuzz/MutateMain.swift, is compiled with swiftc together with a snapshot of
# the library's targets (Scripts/library-snapshot.sh) and Fuzz/FuzzInvariants.swift (no package target, no CLI subcommand),
# and rebuilt when a source is newer than it.
#
# Environment:
#   MUTATE_DIR     scratch folder: binary, extracted corpus, failing mutants
#                  (default: <repo>/.build-mutate; `.build-*` is git-ignored)
#   CORPUS_DIR     where the corpus is extracted, once (default: $MUTATE_DIR/corpus)
#   SEED           seed of the edits (default 1: CI sees the same mutants every run)
#   PER_FILE       mutants per file without N (default 2)
#   TIMEOUT        seconds one input may take before it counts as a hang (default 60)
#   MUTATE_OPT     swiftc optimization: -O (default; slower to build, ~30x faster to run)
#                  or -Onone (CI: builds in a third of the time, keeps assertions)
#
# Last line: `mutation test: N passed, N failed` (mutants and originals); exits 1 on a failure.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
case "${1:-}" in -h|--help) sed -n '2,24p' "$0"; exit 0 ;; esac
scratch="${MUTATE_DIR:-$repo/.build-mutate}"
corpus="${CORPUS_DIR:-$scratch/corpus}"
mkdir -p "$scratch"

opt="${MUTATE_OPT:--O}"
case "$opt" in -O|-Onone|-Osize) ;; *) echo "mutate.sh: MUTATE_OPT must be -O, -Onone or -Osize" >&2; exit 2 ;; esac
binary="$scratch/mutate$opt"
if [ ! -x "$binary" ] \
    || [ -n "$(find "$repo/Sources" "$repo/Fuzz" -name '*.swift' -newer "$binary" | head -1)" ]; then
    snapshot="$scratch/src$opt"
    rm -rf "$snapshot" "$binary.tmp"
    mkdir -p "$snapshot"
    bash "$repo/Scripts/library-snapshot.sh" "$snapshot"
    cp "$repo/Fuzz/FuzzInvariants.swift" "$repo/Fuzz/MutateMain.swift" "$snapshot/"
    files=()
    while IFS= read -r -d '' file; do files+=("$file"); done \
        < <(find "$snapshot" -name '*.swift' -print0 | LC_ALL=C sort -z)
    echo "mutate.sh: building $binary" >&2
    swiftc "$opt" -suppress-warnings -parse-as-library -package-name combine_migrate -module-name CombineMigrateMutate "${files[@]}" -o "$binary.tmp" >&2
    mv "$binary.tmp" "$binary"
fi

roots=()
if [ -d /opt/swift-packages ]; then
    while IFS= read -r root; do roots+=("$root"); done < <(bash "$repo/Scripts/extract-corpus.sh" "$corpus")
else
    echo "mutate.sh: /opt/swift-packages is not on this machine: mutating the golden inputs and fixtures only" >&2
    roots+=("$repo/Tests/CombineMigrateTests/Fixtures/Tokenizer")
fi
roots+=("$repo/Golden")

out="$scratch/failures"
rm -rf "$out"
args=(--seed "${SEED:-1}" --out "$out" --timeout "${TIMEOUT:-60}")
if [ -n "${1:-}" ]; then
    args+=(--count "$1")
else
    args+=(--per-file "${PER_FILE:-2}")
fi
"$binary" "${args[@]}" "${roots[@]}"
