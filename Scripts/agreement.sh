#!/usr/bin/env bash
# Token agreement with swift-syntax: builds the harness in Agreement/ (swift-syntax 603.0.1,
# resolved from this machine's local copies, plus this repository's library by path) and
# compares the byte spans of swift-syntax's tokens with ours over the benchmark corpus
# (Scripts/extract-corpus.sh) and the golden inputs. Prints the agreement figure and every
# disagreement class with its count and examples (see Agreement/README.md for what each
# known class means). Not part of CI: the first build of swift-syntax takes a few minutes.
#
#   Scripts/agreement.sh [OPTIONS] [PATH...]     default: the benchmark corpus and Golden/
#
# Options (passed to the harness, Agreement/Sources/agreement/main.swift):
#   --lexer        compare with swift-syntax's lexer alone instead of the parsed tree's tokens
#   --mutants K    also compare K mutants of each file (random byte edits, as mutate.sh's)
#   --seed S       seed of the mutants (default 1)
#   --examples K   examples printed per class (default 2)
#
# Environment:
#   AGREEMENT_CONFIG   debug (default: quicker to build) or release (quicker to run)
#   CORPUS_DIR         where the corpus is extracted, once (default: Agreement/.build/corpus)
#   MIN_AGREEMENT      exit 1 if the figure is below this percentage (default 99.9)
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
config="${AGREEMENT_CONFIG:-debug}"
corpus="${CORPUS_DIR:-$repo/Agreement/.build/corpus}"

options=()
paths=()
while [ "$#" -gt 0 ]; do
    case "$1" in
        -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
        --lexer) options+=("$1") ;;
        --mutants|--seed|--examples) options+=("$1" "${2:?$1 needs a value}"); shift ;;
        -*) echo "agreement.sh: unknown option $1" >&2; exit 2 ;;
        *) paths+=("$1") ;;
    esac
    shift
done
set -- "${paths[@]+"${paths[@]}"}"

if [ "$#" -eq 0 ]; then
    roots=()
    while IFS= read -r root; do roots+=("$root"); done < <(bash "$repo/Scripts/extract-corpus.sh" "$corpus")
    roots+=("$repo/Golden")
else
    roots=("$@")
fi

echo "agreement.sh: building the harness ($config)" >&2
# A source edited during the build (others working in the same tree) fails it: try again.
for attempt in 1 2 3; do
    if (cd "$repo/Agreement" && swift build -c "$config" --product agreement >&2); then break; fi
    [ "$attempt" -lt 3 ] || { echo "agreement.sh: build failed" >&2; exit 2; }
    sleep 5
done
bin="$(cd "$repo/Agreement" && swift build -c "$config" --show-bin-path)/agreement"

out="$(mktemp)"
trap 'rm -f "$out"' EXIT
"$bin" "${options[@]+"${options[@]}"}" "${roots[@]}" | tee "$out"
figure="$(sed -nE 's/^AGREEMENT: ([0-9.]+)%.*/\1/p' "$out")"
awk -v f="${figure:-0}" -v min="${MIN_AGREEMENT:-99.9}" 'BEGIN { exit !(f >= min) }' || {
    echo "agreement.sh: ${figure:-no}% is below ${MIN_AGREEMENT:-99.9}%" >&2
    exit 1
}
