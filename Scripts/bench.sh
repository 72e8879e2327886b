#!/usr/bin/env bash
# Benchmarks the tokenizer and a dry run with 20 rules (import-cleanup plus the templates in
# Scripts/bench.rules) over real Swift packages, single-threaded, files preloaded.
#
#   Scripts/bench.sh [CORPUS_DIR]     (default: a temporary folder, extracted anew)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-}
if [ -z "$corpus" ]; then
  corpus=$(mktemp -d)
  trap 'rm -rf "$corpus"' EXIT
fi
bash Scripts/extract-corpus.sh "$corpus" >/dev/null
swift build -c release --product combine-migrate-bench >/dev/null
.build/release/combine-migrate-bench --rules-file Scripts/bench.rules "$corpus"
