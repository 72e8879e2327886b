#!/usr/bin/env bash
# Round-trip check of the tokenizer on real code: for every .swift file of a few large
# packages, the tokens printed by `combine-migrate tokens` must give the file back byte for
# byte (contiguous, non-empty tokens covering the whole file).
#
# Usage: Scripts/roundtrip.sh [--json] [DIR]
#   DIR     where to extract the package sources (kept); default: a temporary folder,
#           removed at exit.
#   --json  also check the JSON lines of `combine-migrate tokens FILE…` with python3:
#           offsets and lengths against the file size, and, for files that are valid UTF-8,
#           the concatenated `text` fields against the file (slower).
#
# Environment:
#   PACKAGES_ROOT    bare repositories, as owner/name.git (default /opt/swift-packages)
#   SCRATCH_PATH     swift build --scratch-path (default: <repo>/.build)
#   COMBINE_MIGRATE  a combine-migrate binary to use instead of building one
#   BATCH            files per `tokens --verify` invocation (default 400)
#
# Prints `roundtrip: N files, B bytes, F failures` last; exits non-zero on any failure.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
packages_root="${PACKAGES_ROOT:-/opt/swift-packages}"
batch="${BATCH:-400}"
json=0
dir=""
for arg in "$@"; do
    case "$arg" in
        --json) json=1 ;;
        -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
        -*) echo "roundtrip.sh: unknown option $arg" >&2; exit 2 ;;
        *) [[ -z "$dir" ]] || { echo "roundtrip.sh: one DIR only" >&2; exit 2; }; dir="$arg" ;;
    esac
done

# owner/name tag
trees=(
    "swiftlang/swift-syntax 603.0.1"
    "apple/swift-nio 2.101.3"
    "OpenCombine/OpenCombine 0.14.0"
    "vapor/vapor 4.122.3"
    "pointfreeco/combine-schedulers 1.2.2"
)

work="$(mktemp -d "${TMPDIR:-/tmp}/roundtrip.XXXXXX")"
cleanup() {
    rm -rf "$work"
    [[ -n "${temporary_dir:-}" ]] && rm -rf "$temporary_dir"
    return 0
}
trap cleanup EXIT
if [[ -z "$dir" ]]; then
    temporary_dir="$(mktemp -d "${TMPDIR:-/tmp}/roundtrip-sources.XXXXXX")"
    dir="$temporary_dir"
fi
mkdir -p "$dir"

for tree in "${trees[@]}"; do
    read -r name tag <<<"$tree"
    git_dir="$packages_root/$name.git"
    target="$dir/$(basename "$name")-$tag"
    if [[ ! -d "$git_dir" ]]; then
        echo "roundtrip.sh: missing repository $git_dir" >&2
        exit 2
    fi
    rm -rf "$target"
    mkdir -p "$target"
    git -C "$git_dir" archive --format=tar "$tag" | tar -x -C "$target"
done

if [[ -n "${COMBINE_MIGRATE:-}" ]]; then
    tool="$COMBINE_MIGRATE"
else
    scratch=(--scratch-path "${SCRATCH_PATH:-$repo/.build}")
    (cd "$repo" && swift build -c release --product combine-migrate "${scratch[@]}" >&2)
    tool="$(cd "$repo" && swift build -c release "${scratch[@]}" --show-bin-path)/combine-migrate"
fi
[[ -x "$tool" ]] || { echo "roundtrip.sh: no executable at $tool" >&2; exit 2; }

find "$dir" -type f -name '*.swift' -print0 | LC_ALL=C sort -z >"$work/files"

# `tokens --verify` prints `ok N files, B bytes` per invocation and, on stderr, one
# `FILE: error: …` line per file that does not round-trip.
status=0
xargs -0 -n "$batch" "$tool" tokens --verify <"$work/files" >"$work/out" 2>"$work/err" || status=$?

read -r ok_files ok_bytes < <(awk '/^ok [0-9]+ files, [0-9]+ bytes$/ { f += $2; b += $4 } END { print f + 0, b + 0 }' "$work/out")
failures="$(grep -c ': error: ' "$work/err" || true)"
files="$(tr -cd '\0' <"$work/files" | wc -c)"
bytes="$(xargs -0 cat <"$work/files" | wc -c)"
if [[ "$status" -ne 0 && "$failures" -eq 0 ]]; then
    echo "roundtrip.sh: combine-migrate tokens --verify exited with $status" >&2
    cat "$work/err" >&2
    failures=1
fi
if [[ $((ok_files + failures)) -ne "$files" ]]; then
    echo "roundtrip.sh: $ok_files files verified and $failures failed, of $files" >&2
    [[ "$failures" -gt 0 ]] || failures=1
elif [[ "$failures" -eq 0 && "$ok_bytes" -ne "$bytes" ]]; then
    echo "roundtrip.sh: verified $ok_bytes bytes of $bytes" >&2
    failures=1
fi
grep ': error: ' "$work/err" | head -20 >&2 || true

if [[ "$json" -eq 1 ]]; then
    python3 - "$tool" "$work/files" "$batch" <<'PYTHON' || failures=$((failures + 1))
import json, os, subprocess, sys

tool, list_path, batch = sys.argv[1], sys.argv[2], int(sys.argv[3])
paths = [p.decode() for p in open(list_path, "rb").read().split(b"\0") if p]
bad = 0
for start in range(0, len(paths), batch):
    chunk = paths[start:start + batch]
    run = subprocess.run([tool, "tokens", *chunk], capture_output=True)
    lines = run.stdout.decode("utf-8").splitlines()
    i = 0
    for path in chunk:
        data = open(path, "rb").read()
        tokens = []
        # Each file's tokens start at offset 0; an empty file has none.
        while data and i < len(lines):
            token = json.loads(lines[i])
            if tokens and token["offset"] == 0:
                break
            tokens.append(token)
            i += 1
        expected, problem = 0, None
        for token in tokens:
            if token["offset"] != expected or token["length"] <= 0:
                problem = f"token at byte {token['offset']} (expected {expected})"
                break
            expected += token["length"]
        if problem is None and expected != len(data):
            problem = f"tokens end at byte {expected} of {len(data)}"
        if problem is None:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                text = None  # the `text` of an invalid sequence cannot round-trip through JSON
            if text is not None and "".join(t["text"] for t in tokens) != text:
                problem = "joined token texts differ from the file"
        if problem:
            bad += 1
            if bad <= 20:
                print(f"{path}: json check: {problem}", file=sys.stderr)
    if i != len(lines):
        print(f"json check: {len(lines) - i} unread token lines in a batch", file=sys.stderr)
        bad += 1
print(f"json check: {len(paths)} files, {bad} failures", file=sys.stderr)
sys.exit(1 if bad else 0)
PYTHON
fi

echo "roundtrip: $files files, $bytes bytes, $failures failures"
[[ "$failures" -eq 0 ]]
