#!/usr/bin/env bash
# The one-shot rules' figures on a corpus (one folder per repository, e.g. the development
# corpus): how many `dataTaskPublisher` uses and one-shot `Future` sites a `--write` of the
# one-shot rules (datatask-async, future-task, future-continuation, just-fail) leaves, how
# many functions became async, how many bridges it wrote, how many callers it migrated, and
# whether a second run changes nothing.
#
# Usage: Scripts/oneshot-figures.sh CORPUS_DIR [--bin PATH] [--enable IDS] [--keep]
#   --bin PATH     the combine-migrate to run (default: built here, release)
#   --enable IDS   also run these opt-in rules (public-async-overload)
#   --keep         keep the work folder (printed): the copy before and after, the diff
#
# The corpus is only read: it is copied twice into a temporary folder (cp -Rp), `--write`
# runs on one copy, once in each repository folder, and the figures come from the two
# copies' *.swift files and their diff.
# Counts are of the text, comments and strings included, read the same way before and after:
#   dataTaskPublisher   occurrences of `dataTaskPublisher(`
#   Future sites        occurrences of `Future {`, `Future<…> {`, `Future() {`, `Future { promise`…
#   functions migrated  added lines that end an `async` function's parameters (`) async`,
#                       `func` on that line or above it)
#   TaskPublisher       added lines with `TaskPublisher {`: bridges for callers that stay in Combine
#   Future bridges      added lines `promise(.success(try await self.…` (a public sibling's bridge)
#   callers migrated    added lines with `Task {` (or `Task { [captures] in`), less the Future
#                       bridges' own
#   idempotence         files a second run (`--check`) would change: 0 when it holds
set -u
cd "$(dirname "$0")/.."
corpus="" bin="" keep=0
rules=datatask-async,future-task,future-continuation,just-fail
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin="$2"; shift ;;
    --keep) keep=1 ;;
    --enable) rules="$rules,$2"; shift ;;
    -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) corpus="$1" ;;
  esac
  shift
done
if [ -z "$corpus" ] || [ ! -d "$corpus" ]; then
  echo "usage: Scripts/oneshot-figures.sh CORPUS_DIR [--bin PATH] [--enable IDS] [--keep]" >&2; exit 2
fi
if [ -z "$bin" ]; then
  swift build -c release --product combine-migrate >/dev/null || { echo "the release build failed" >&2; exit 1; }
  bin="$PWD/.build/release/combine-migrate"
fi
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"  # the runs go into each repository
work=$(mktemp -d)
if [ "$keep" = 1 ]; then echo "work folder: $work"; else trap 'rm -rf "$work"' EXIT; fi
cp -Rp "$corpus" "$work/before" && cp -Rp "$corpus" "$work/after" || { echo "cannot copy $corpus" >&2; exit 1; }

# occurrences of the extended regular expression $2 in the *.swift files under $1
occurrences() {
  find "$1" -name '*.swift' -type f -print0 | xargs -0 grep -ohE "$2" 2>/dev/null | wc -l | tr -d ' '
}
future='\bFuture *(<[^>{]*>)? *(\(\))? *\{'
datatask='\bdataTaskPublisher\('

# One run per repository, as its team would run it: a call in one repository is never
# taken for a call of a function another one declares.
for repo in "$work/after"/*/; do
  (cd "$repo" && "$bin" --write --rules "$rules" --quiet . >>"$work/write.out" 2>>"$work/write.err")
  status=$?
  if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
    echo "the run failed on $(basename "$repo") (exit $status):"; tail -5 "$work/write.err"; exit 1
  fi
done
(cd "$work" && diff -ruN before after >"$work/changes.diff")
added() { grep -E '^\+[^+]' "$work/changes.diff" | grep -cE "$1"; }
# (`-> T {`, not a closure type's `-> Void = {`)
functions=$(added '\)[[:space:]]+async([[:space:]]+throws(\([^)]*\))?)?([[:space:]]*->[^{=]*)?[[:space:]]*\{?[[:space:]]*$')
bridges=$(added 'TaskPublisher *(<[^>{]*>)? *\{')
futureBridges=$(added 'promise\(\.success\((try )?await self\.')
tasks=$(added '(^|[^.[:alnum:]])Task *\{')
changed=$(grep -c '^diff -ruN' "$work/changes.diff")
again=0
for repo in "$work/after"/*/; do
  again=$((again + $(cd "$repo" && "$bin" --check --rules "$rules" --quiet . 2>/dev/null | wc -l | tr -d ' ')))
done

echo "corpus: $corpus ($(find "$corpus" -name '*.swift' -type f | wc -l | tr -d ' ') Swift files), rules: $rules"
echo "dataTaskPublisher uses: $(occurrences "$work/before" "$datatask") -> $(occurrences "$work/after" "$datatask")"
echo "Future sites: $(occurrences "$work/before" "$future") -> $(occurrences "$work/after" "$future")"
echo "files changed: $changed"
echo "functions migrated (async declarations added): $functions"
echo "bridges written: TaskPublisher $bridges, Future $futureBridges"
echo "callers migrated (Tasks added): $((tasks - futureBridges))"
echo "second run: $again files would change"
[ "$again" -eq 0 ]
