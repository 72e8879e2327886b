#!/usr/bin/env bash
# What a migration does to a tree's tests (issue #27): on a copy of DIR (DIR is only read),
# counts the test files (those that `import XCTest`) and, in them, the lines that create an
# expectation (`expectation(`, `XCTestExpectation(`) and those that call `.sink`; runs
# `combine-migrate --write` with the default rules on the copy; counts again; then runs the
# tool again on the written copy, which must change nothing (idempotence).
#
#   Scripts/test-migration-figures.sh DIR
#
# Prints, per repository (each folder of DIR) and in all: test files, test files changed,
# expectation and sink lines before → after, and the tool's summary line for
# expectation-async; then the same lines in the test files that use both an expectation and
# `.sink` (the files the rule is about). Exit 1 on a crash (an exit status other than 0, 1 and 3) or when the
# second run would change something.
#
# Environment: BIN, the combine-migrate to run (default: .build/release/combine-migrate,
# built if missing).
set -euo pipefail
if [ $# -ne 1 ] || [ ! -d "$1" ]; then
    echo "usage: Scripts/test-migration-figures.sh DIR" >&2
    exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(cd "$1" && pwd)
bin=${BIN:-$root/.build/release/combine-migrate}
if [ -z "${BIN:-}" ] && [ ! -x "$bin" ]; then (cd "$root" && swift build -c release --product combine-migrate >/dev/null); fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$dir" "$work/copy"

# The test files of a tree, one path a line (NUL-safe enough for these corpora: no newlines).
test_files() { # tree
    { grep -rlZ --include='*.swift' -E '^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+XCTest\b' "$1" 2>/dev/null || true; } \
        | tr '\0' '\n' | LC_ALL=C sort
}
# Lines of the files listed in $2 matching the pattern $1.
count_lines() { # pattern list
    if [ ! -s "$2" ]; then echo 0; return; fi
    tr '\n' '\0' <"$2" | xargs -0 cat | grep -cE "$1" || true
}
expectation_pattern='(\bexpectation|XCTestExpectation)\('
sink_pattern='\.sink\b'

status=0
printf '%-44s %6s %8s %18s %14s\n' repository tests changed "expectation lines" "sink lines"
total_tests=0 total_changed=0 total_e0=0 total_e1=0 total_s0=0 total_s1=0
both_files=0 both_e0=0 both_e1=0 both_s0=0 both_s1=0
for repo in "$work/copy"/*/; do
    name=$(basename "$repo")
    test_files "$repo" >"$work/tests.txt"
    tests=$(grep -c . "$work/tests.txt" || true)
    e0=$(count_lines "$expectation_pattern" "$work/tests.txt")
    s0=$(count_lines "$sink_pattern" "$work/tests.txt")
    : >"$work/both.txt"
    while IFS= read -r f; do
        if grep -qE "$expectation_pattern" "$f" && grep -qE "$sink_pattern" "$f"; then echo "$f" >>"$work/both.txt"; fi
    done <"$work/tests.txt"
    both_files=$((both_files + $(grep -c . "$work/both.txt" || true)))
    both_e0=$((both_e0 + $(count_lines "$expectation_pattern" "$work/both.txt")))
    both_s0=$((both_s0 + $(count_lines "$sink_pattern" "$work/both.txt")))
    code=0
    "$bin" --write "$repo" >"$work/write.out" 2>"$work/write.err" || code=$?
    if [ "$code" != 0 ] && [ "$code" != 1 ] && [ "$code" != 3 ]; then
        echo "CRASH: $name: --write exited with status $code"; tail -5 "$work/write.err"; status=1
    fi
    summary=$(grep -oE 'expectation-async: [^;(]*' "$work/write.err" | head -1 || true)
    changed=0
    while IFS= read -r f; do
        original="$dir/${f#"$work/copy/"}"
        cmp -s "$f" "$original" || changed=$((changed + 1))
    done <"$work/tests.txt"
    e1=$(count_lines "$expectation_pattern" "$work/tests.txt")
    s1=$(count_lines "$sink_pattern" "$work/tests.txt")
    both_e1=$((both_e1 + $(count_lines "$expectation_pattern" "$work/both.txt")))
    both_s1=$((both_s1 + $(count_lines "$sink_pattern" "$work/both.txt")))
    code=0
    "$bin" "$repo" >"$work/again.out" 2>"$work/again.err" || code=$?
    if [ "$code" = 1 ]; then
        echo "NOT IDEMPOTENT: $name: a second run would change:"; grep '^+++ ' "$work/again.out" | head -5; status=1
    elif [ "$code" != 0 ] && [ "$code" != 3 ]; then
        echo "CRASH: $name: the second run exited with status $code"; status=1
    fi
    printf '%-44s %6d %8d %8d → %-7d %6d → %-6d %s\n' "$name" "$tests" "$changed" "$e0" "$e1" "$s0" "$s1" "$summary"
    total_tests=$((total_tests + tests)) total_changed=$((total_changed + changed))
    total_e0=$((total_e0 + e0)) total_e1=$((total_e1 + e1)) total_s0=$((total_s0 + s0)) total_s1=$((total_s1 + s1))
done
printf '%-44s %6d %8d %8d → %-7d %6d → %-6d\n' all "$total_tests" "$total_changed" "$total_e0" "$total_e1" "$total_s0" "$total_s1"
printf '%-44s %6d %8s %8d → %-7d %6d → %-6d\n' "test files using an expectation and .sink" "$both_files" "" \
    "$both_e0" "$both_e1" "$both_s0" "$both_s1"
[ "$status" = 0 ] && echo "no crash; idempotent"
exit "$status"
