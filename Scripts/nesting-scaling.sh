#!/usr/bin/env bash
# Nested subscriptions (issue 28, defect 11): a class whose init nests DEPTH
# `a.receive(on: DispatchQueue.main).sink { v in … }.store(in: &bag)` one in another's closure,
# each on a line of its own. For each depth, one dry run of the release build as a process:
# wall time, peak RSS, the input's size, and what the summary line and the warnings say.
#
#   Scripts/nesting-scaling.sh [SHAPE [DEPTH...]]   (default: receive 250 500 1000 2000)
#
# SHAPE: receive (receive(on: main) then sink), hop (sink { DispatchQueue.main.async { … } }),
# completion (sink(receiveCompletion:receiveValue:)), plain (sink, with --enable sink-for-await,
# in a @MainActor class). `Scripts/nesting-scaling.sh --generate SHAPE DEPTH` prints one file.
# The load average is printed first: on a shared machine, wall times are only comparable when
# it is low.
set -euo pipefail
cd "$(dirname "$0")/.."

generate() {
    python3 - "$1" "$2" <<'EOF'
import sys
shape, depth = sys.argv[1], int(sys.argv[2])
opening, closing = {
    "receive": ("a.receive(on: DispatchQueue.main).sink { v%d in", "}.store(in: &bag)"),
    "hop": ("a.sink { v%d in DispatchQueue.main.async {", "} }.store(in: &bag)"),
    "completion": ("a.receive(on: DispatchQueue.main).sink(receiveCompletion: { _ in }, receiveValue: { v%d in",
                   "}).store(in: &bag)"),
    "plain": ("a.sink { v%d in", "}.store(in: &bag)"),
}[shape]
lines = ["import Combine", "import Foundation", "", "var bag = Set<AnyCancellable>()", ""]
if shape == "plain":
    lines.append("@MainActor")
lines += ["final class Nested {", "    init(a: AnyPublisher<Int, Never>) {"]
lines += ["        " + opening % k for k in range(depth)]
lines.append("        print(0)")
lines += ["        " + closing] * depth
lines += ["    }", "}", ""]
sys.stdout.write("\n".join(lines))
EOF
}

if [ "${1:-}" = "--generate" ]; then
    generate "$2" "$3"
    exit 0
fi
shape=${1:-receive}
shift || true
depths=("$@")
[ ${#depths[@]} -gt 0 ] || depths=(250 500 1000 2000)
options=()
[ "$shape" = plain ] && options=(--enable sink-for-await)

swift build -c release --product combine-migrate >/dev/null
binary=.build/release/combine-migrate
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-8s %10s %10s %12s  %s\n' depth input seconds "peak RSS" "summary; warnings"
for depth in "${depths[@]}"; do
    file=$scratch/Nested$depth.swift
    generate "$shape" "$depth" >"$file"
    status=0
    /usr/bin/time -f '%e %M' -o "$scratch/time" "$binary" ${options[@]+"${options[@]}"} "$file" >"$scratch/out" 2>"$scratch/err" || status=$?
    if [ "$status" -gt 1 ]; then
        echo "depth $depth: exit status $status" >&2
        cat "$scratch/err" >&2
        exit 1
    fi
    # `time` says "Command exited with non-zero status 1" first when there are changes.
    read -r seconds rss < <(tail -1 "$scratch/time")
    summary=$(grep '^combine-migrate: 1 file' "$scratch/err" | sed 's/^combine-migrate: //')
    nested=$(grep -c 'nested in more than' "$scratch/err" || true)
    fixed=$(grep -c 'fixed point' "$scratch/err" || true)
    printf '%-8s %9sK %10s %10sMB  %s; %s past the nesting limit, %s "no fixed point"\n' "$depth" \
        "$(($(wc -c <"$file") / 1024))" "$seconds" "$((rss / 1024))" "$summary" "$nested" "$fixed"
done
