#!/usr/bin/env bash
# Appends to files while `combine-migrate --write` rewrites them, and counts the appends lost
# (an append that landed in a file's old inode after the tool compared it, and went with it).
# Not run in CI: it races on purpose, so its count varies from run to run.
#
#   Scripts/clobber-stress.sh [TOOL] [FILES] [ROUNDS] [APPENDERS] [PAUSE] [LINES]
#
# TOOL defaults to .build/debug/combine-migrate; each round writes FILES (300) migratable
# copies, starts APPENDERS (2) loops of `echo '// x …' >> file` over them (pausing PAUSE
# seconds, 0.02, after each pass, so that most files are still migrated), runs `--write`,
# stops the loops and compares the lines appended with the lines found. Each file has LINES
# (2000) lines of comments: the longer the file, the longer the tool takes between reading
# it for the last comparison and renaming, and the more appends land in between.
set -euo pipefail

tool=${1:-.build/debug/combine-migrate}
files=${2:-300}
rounds=${3:-5}
appenders=${4:-2}
pause=${5:-0.02}
lines=${6:-2000}
total_appended=0
total_lost=0
total_reported=0

for round in $(seq "$rounds"); do
    dir=$(mktemp -d)
    mkdir "$dir/src"
    padding=$(printf '// a line of the file\n%.0s' $(seq "$lines"))
    for i in $(seq "$files"); do
        printf 'import Combine\nimport Foundation\n\n%s\nfunc f%d() -> Int { 1 }\n' "$padding" "$i" > "$dir/src/F$i.swift"
    done
    for a in $(seq "$appenders"); do
        (
            n=0
            while [ ! -e "$dir/stop" ]; do
                for f in "$dir"/src/F*.swift; do
                    n=$((n + 1))
                    echo "// x $a $n" >> "$f"
                done
                sleep "$pause"
            done
            echo "$n" > "$dir/appended.$a"
        ) &
    done
    sleep 0.2
    "$tool" --write --quiet "$dir/src" 2> "$dir/errors" || true
    touch "$dir/stop"
    wait
    appended=$(cat "$dir"/appended.* | awk '{ s += $1 } END { print s }')
    found=$(cat "$dir"/src/F*.swift | grep -c '^// x ' || true)
    reported=$(grep -c 'changed on disk while being migrated' "$dir/errors" || true)
    admitted=$(grep -c 'is lost' "$dir/errors" || true)
    lost=$((appended - found))
    echo "round $round: $appended appended, $lost lost, $reported files reported changed on disk ($admitted reporting a loss)"
    total_appended=$((total_appended + appended))
    total_lost=$((total_lost + lost))
    total_reported=$((total_reported + reported))
    rm -rf "$dir"
done
echo "total: $total_appended appended, $total_lost lost, $total_reported reports"
