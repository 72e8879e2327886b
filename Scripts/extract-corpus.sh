#!/usr/bin/env bash
# Extracts the fixed corpus of real Swift packages (from /opt/swift-packages, where this
# project's machines keep them) into DIR, once: the round-trip sweep and the benchmarks use it.
#
#   Scripts/extract-corpus.sh DIR
set -euo pipefail
dir=${1:?usage: extract-corpus.sh DIR}
mkdir -p "$dir"
for spec in "swiftlang/swift-syntax 603.0.1" "apple/swift-nio 2.101.3" "OpenCombine/OpenCombine 0.14.0" \
            "vapor/vapor 4.122.3" "pointfreeco/combine-schedulers 1.2.2"; do
  set -- $spec
  target="$dir/$(basename "$1")-$2"
  if [ ! -d "$target" ]; then
    mkdir -p "$target"
    git -C "/opt/swift-packages/$1.git" archive "$2" | tar -x -C "$target"
  fi
  echo "$target"
done
