#!/usr/bin/env bash
# Fuzzes the tokenizer, the whole rewrite of one file, the configuration's JSON reader and the
# project readers with libFuzzer (+ AddressSanitizer).
#
#   Scripts/fuzz.sh [MINUTES] [tokenizer|rewrite|configuration|project|both]
#                                  default: 10 minutes, both (tokenizer and rewrite, half each)
#   Scripts/fuzz.sh --reproduce FILE [tokenizer|rewrite|configuration|project]
#                                  run one input (a saved crash) again
#
# The fuzz targets are Fuzz/FuzzTokenizer.swift and Fuzz/FuzzRewrite.swift, compiled with
# `swiftc -sanitize=fuzzer,address -parse-as-library` together with a snapshot of the
# library's sources (its targets' folders under Sources/, copied first by
# Scripts/library-snapshot.sh so edits made meanwhile do not break the build) and
# Fuzz/FuzzInvariants.swift. Checked on every input, trapping on a
# violation: no crash, no hang (libFuzzer's -timeout), lossless tokens (non-empty, contiguous,
# covering every byte) with consistent bracket pairs; and, for `rewrite`, the rewrite with
# the default rules does not crash, its output is lossless too, every `()[]{}` of the output
# is paired when every one of the input was, and rewriting the output changes nothing; for
# `configuration` (Fuzz/FuzzConfiguration.swift), an error points inside the input and a
# document the reader accepts is one Foundation's JSONSerialization accepts (seeds: a few
# configuration files written here); for `project` (Fuzz/FuzzProject.swift), an input read as a
# project.pbxproj, an XcodeGen spec or an .xcconfig is read or refused with an error naming one
# of its lines (seeds: small project files written here; dictionary: Fuzz/project.dict).
#
# Seed corpus: Golden/**/*.swift and Tests/CombineMigrateTests/Fixtures/Tokenizer/*.swift;
# dictionary: Fuzz/swift.dict. The corpus grown by libFuzzer is kept in
# $FUZZ_DIR/corpus-TARGET and reused by later runs; crashes, hangs and leaks are saved as
# $FUZZ_DIR/artifacts/TARGET-crash-… (and -timeout-…, -oom-…), each printed with the command
# that reproduces it.
#
# Environment:
#   FUZZ_DIR      scratch folder (default: <repo>/.build-fuzz; `.build-*` is git-ignored)
#   FUZZ_NICE     niceness of the fuzzing process (default 10: it shares the cores)
#   FUZZ_TIMEOUT  seconds after which one input counts as a hang (default 10)
#   FUZZ_MAX_LEN  largest input libFuzzer makes, in bytes (default 8192)
#   FUZZ_ARGS     more libFuzzer flags (e.g. "-jobs=2 -workers=2"; default: one process)
#   FUZZ_REBUILD  1 to rebuild the binaries even if they are newer than every source
#
# Prints, per target, `fuzz TARGET: N executions in S s, C crashes` and exits 1 if any input
# crashed, hung or ran out of memory.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
scratch="${FUZZ_DIR:-$repo/.build-fuzz}"
mkdir -p "$scratch/artifacts"

usage() { sed -n '2,30p' "$0"; }

# build TARGET: compiles $scratch/fuzz-TARGET unless it is newer than every source.
build() {
    local target="$1" entry binary snapshot
    case "$target" in
        tokenizer) entry="$repo/Fuzz/FuzzTokenizer.swift" ;;
        rewrite) entry="$repo/Fuzz/FuzzRewrite.swift" ;;
        configuration) entry="$repo/Fuzz/FuzzConfiguration.swift" ;;
        project) entry="$repo/Fuzz/FuzzProject.swift" ;;
        *) echo "fuzz.sh: unknown target $target" >&2; exit 2 ;;
    esac
    binary="$scratch/fuzz-$target"
    if [ -x "$binary" ] && [ "${FUZZ_REBUILD:-0}" != 1 ] \
        && [ -z "$(find "$repo/Sources" "$repo/Fuzz" -name '*.swift' -newer "$binary" | head -1)" ]; then
        return
    fi
    rm -f "$binary.tmp"
    snapshot="$scratch/src-$target"
    rm -rf "$snapshot"
    mkdir -p "$snapshot"
    bash "$repo/Scripts/library-snapshot.sh" "$snapshot"
    cp "$repo/Fuzz/FuzzInvariants.swift" "$entry" "$snapshot/"
    echo "fuzz.sh: building $binary" >&2
    local files=()
    while IFS= read -r -d '' file; do files+=("$file"); done \
        < <(find "$snapshot" -name '*.swift' -print0 | LC_ALL=C sort -z)
    # The linker's "Cannot export local symbol '__asan_…'" warnings are noise.
    nice -n "${FUZZ_NICE:-10}" swiftc -sanitize=fuzzer,address -suppress-warnings -parse-as-library -O -g \
        -package-name combine_migrate -module-name CombineMigrateFuzz "${files[@]}" -o "$binary.tmp" 2>&1 \
        | grep -v "Cannot export local symbol '__asan" >&2 || true
    [ -x "$binary.tmp" ] || { echo "fuzz.sh: build of $target failed" >&2; exit 2; }
    mv "$binary.tmp" "$binary"
}

if [ "${1:-}" = "--reproduce" ]; then
    file="${2:?usage: fuzz.sh --reproduce FILE [tokenizer|rewrite|configuration|project]}"
    target="${3:-rewrite}"
    build "$target"
    exec "$scratch/fuzz-$target" -timeout="${FUZZ_TIMEOUT:-10}" "$file"
fi
case "${1:-}" in -h|--help) usage; exit 0 ;; esac

minutes="${1:-10}"
what="${2:-both}"
case "$what" in
    tokenizer|rewrite|configuration|project) targets=("$what"); seconds=$(awk "BEGIN { printf \"%d\", $minutes * 60 }") ;;
    both) targets=(tokenizer rewrite); seconds=$(awk "BEGIN { printf \"%d\", $minutes * 30 }") ;;
    *) echo "fuzz.sh: unknown target $what (tokenizer, rewrite, configuration, project or both)" >&2; exit 2 ;;
esac
[ "$seconds" -ge 1 ] || { echo "fuzz.sh: MINUTES must be positive" >&2; exit 2; }

for target in "${targets[@]}"; do build "$target"; done

# The seed corpus, copied flat (libFuzzer reads a folder of files).
seeds="$scratch/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"
n=0
while IFS= read -r -d '' file; do
    n=$((n + 1))
    cp "$file" "$seeds/$n-$(basename "$file")"
done < <(find "$repo/Golden" "$repo/Tests/CombineMigrateTests/Fixtures/Tokenizer" -type f -name '*.swift' -print0 | LC_ALL=C sort -z)
echo "fuzz.sh: $n seed files" >&2
# The configuration reader's seeds: configuration files as users write them.
json_seeds="$scratch/seeds-configuration"
rm -rf "$json_seeds"
mkdir -p "$json_seeds"
printf '%s\n' '{ "rules": { "import-cleanup": false, "sink-for-await": true }, "exclude": ["Tests/*", "*.generated.swift"], "rulesFiles": ["tools/team.rules"] }' > "$json_seeds/1.json"
printf '{\n  "rules": {\n    "receive-main-actor": true\n  },\n  "exclude": []\n}\n' > "$json_seeds/2.json"
printf '%s' '[0, 1e2, -3.5E-1, "\u00e9\ud83d\ude00\n", true, false, null, {}, []]' > "$json_seeds/3.json"
# The project readers' seeds: a project.pbxproj, an XcodeGen spec, an .xcconfig.
project_seeds="$scratch/seeds-project"
rm -rf "$project_seeds"
mkdir -p "$project_seeds"
printf '%s\n' '// !$*UTF8*$!' '{ objects = { P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = (T); };' \
    'G = {isa = PBXGroup; children = (F, R); sourceTree = "<group>"; }; F = {isa = PBXFileReference; path = "A.swift"; sourceTree = "<group>"; };' \
    'R = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources; sourceTree = "<group>"; }; B = {isa = PBXBuildFile; fileRef = F; };' \
    'S = {isa = PBXSourcesBuildPhase; files = (B, ); }; T = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (S); fileSystemSynchronizedGroups = (R); name = T; productType = "com.apple.product-type.application"; };' \
    'L = {isa = XCConfigurationList; buildConfigurations = (C); }; C = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]" = 13.0; OTHER_SWIFT_FLAGS = ("$(inherited)", "-swift-version", 6); }; name = Debug; };' \
    '}; rootObject = P; }' > "$project_seeds/1.pbxproj"
printf '%s\n' 'name: App' 'options:' '  deploymentTarget: {iOS: 15.0}' 'targets:' '  App:' '    type: application' '    platform: [iOS, macOS]' \
    '    sources:' '      - path: Sources' '        excludes: ["**/*.md", Old.swift]' '    settings:' '      base:' '        SWIFT_VERSION: "6.0"' \
    '      configs:' '        debug: {SWIFT_STRICT_CONCURRENCY: complete}' '    script: |' '      echo "$PLATFORM"' > "$project_seeds/2.yml"
printf '%s\n' '#include? "Local.xcconfig"' 'SWIFT_VERSION = $(SWIFT_VERSION_$(XCODE_VERSION_MAJOR))' 'OTHER_SWIFT_FLAGS[config=Debug][sdk=*] = $(inherited) -DDEBUG // on' \
    'PRODUCT_MODULE_NAME = $(TARGET_NAME:c99extidentifier)' > "$project_seeds/3.xcconfig"

status=0
for target in "${targets[@]}"; do
    corpus="$scratch/corpus-$target"
    log="$scratch/fuzz-$target.log"
    mkdir -p "$corpus"
    before=$(find "$scratch/artifacts" -name "$target-*" -type f | wc -l)
    echo "== fuzz $target for $seconds s: corpus $corpus, log $log" >&2
    set +e
    # shellcheck disable=SC2086
    target_seeds="$seeds"
    dictionary="$repo/Fuzz/swift.dict"
    if [ "$target" = configuration ]; then target_seeds="$json_seeds"; fi
    if [ "$target" = project ]; then target_seeds="$project_seeds"; dictionary="$repo/Fuzz/project.dict"; fi
    nice -n "${FUZZ_NICE:-10}" "$scratch/fuzz-$target" \
        -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 \
        -max_len="${FUZZ_MAX_LEN:-8192}" -dict="$dictionary" \
        -artifact_prefix="$scratch/artifacts/$target-" -print_final_stats=1 -print_pcs=0 \
        ${FUZZ_ARGS:-} "$corpus" "$target_seeds" >"$log" 2>&1
    code=$?
    set -e
    grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::|ERROR|invariant violated|Test unit written' "$log" >&2 || true
    executions=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -1)
    elapsed=$(sed -nE 's/^Done ([0-9]+) runs in ([0-9]+) second.*/\2/p' "$log" | tail -1)
    after=$(find "$scratch/artifacts" -name "$target-*" -type f | wc -l)
    crashes=$((after - before))
    if [ "$code" -ne 0 ] || [ "$crashes" -gt 0 ]; then
        status=1
        [ "$crashes" -gt 0 ] || crashes=1
        echo "fuzz $target: libFuzzer exited with $code; tail of $log:" >&2
        tail -40 "$log" >&2
        find "$scratch/artifacts" -name "$target-*" -type f -newer "$scratch/fuzz-$target" | while read -r artifact; do
            echo "reproduce: Scripts/fuzz.sh --reproduce $artifact $target" >&2
        done
    fi
    echo "fuzz $target: ${executions:-0} executions in ${elapsed:-$seconds} s, $crashes crashes"
done
exit "$status"
