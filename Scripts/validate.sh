#!/usr/bin/env bash
# Validation of the golden cases against OpenCombine 0.14.0 (SPEC §7, Validation/README.md):
# every golden input and every expected output must type-check, and the cases marked
# runnable must print the same before and after the rewrite.
#
# Usage: Scripts/validate.sh [--self-test] [--golden DIR] [--skip FILE] [--jobs N] [--keep]
#   --golden DIR  golden root to validate: DIR/<rule-id>/<case>.swift (default: Golden)
#   --skip FILE   skip list, `<rule-id>/<case>: reason` a line (default: Validation/skip.txt)
#   --jobs N      compile N cases at a time (default 2)
#   --keep        keep the work folder (printed) instead of removing it
#   --self-test   test the harness itself: the negative fixtures (Validation/NegativeFixtures)
#                 must all be reported as failures and the positive controls
#                 (Validation/PositiveFixtures, incl. a network runnable) must pass; exits 0
#                 only then.
#
# Per case: the input is type-checked in Swift 5 mode, the expected output (or the input
# again when there is no `.expected.swift`: compiled once) in Swift 5 mode, and also in
# Swift 6 mode, which is counted, not required. Each compile includes the rule folder's
# prelude Validation/Preludes/<rule-id>.swift and the case's own stub
# Validation/Preludes/<rule-id>/<case>.swift when they exist; extra swiftc flags for a case
# come from Validation/flags.txt (`<rule-id>/<case>: flags  # reason`). `import Combine`
# resolves to OpenCombineShim (-module-alias) and FoundationNetworking is imported implicitly
# (URLSession). A case compiles as a library file (-parse-as-library), as in an app.
# A case whose first line is `// validation: runnable` is also built as an executable, input
# and expected, both run (timeout $RUN_TIMEOUT s, default 30) and must exit 0 printing the
# same standard output (a runnable case is the main file, or has `@main`); an unchanged
# case is built and run once. `// validation: runnable network` also gets a loopback HTTP
# server (python3 -m http.server serving Validation/Fixtures/http/, stopped by its PID) at
# $VALIDATION_BASE_URL.
# The support file (`combine-migrate support`, from $COMBINE_MIGRATE when set, else
# .build/debug/combine-migrate) is compiled with every case.
# A folder Golden/<rule-id>/<case>/ is one multi-file case: its inputs compile together, and
# so do its expected outputs (an input without `.expected.swift` stands for its own output);
# its Package.swift, if any, is the package's manifest (read by the rules), not compiled,
# and its inputs may be in folders below it (a case laid out as an Xcode project or a package).
#
# One line per failure with the case name and the compiler error (first 20 lines) or the
# output diff; the last line is `N passed, N failed`. Exits non-zero if any case failed.
set -uo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

golden="$repo/Golden"
skip_file="$repo/Validation/skip.txt"
jobs=2
keep=0
self_test=0
while [ $# -gt 0 ]; do
    case "$1" in
        --golden) golden="$(cd "$2" && pwd)"; shift ;;
        --skip) skip_file="$2"; shift ;;
        --jobs) jobs="$2"; shift ;;
        --keep) keep=1 ;;
        --self-test) self_test=1 ;;
        -h|--help) sed -n '2,37p' "$0"; exit 0 ;;
        *) echo "validate.sh: unknown argument $1" >&2; exit 2 ;;
    esac
    shift
done

# ---------------------------------------------------------------------------------------
# --self-test: run this script on the fixtures and check what it reports.
if [ "$self_test" = 1 ]; then
    log=$(mktemp -d)
    trap 'rm -rf "$log"' EXIT
    problems=0
    echo "== self-test: negative fixtures (every case must be reported as failed)"
    bash "$0" --golden "$repo/Validation/NegativeFixtures" --skip /dev/null --jobs "$jobs" >"$log/neg" 2>&1
    neg_status=$?
    sed 's/^/    /' "$log/neg"
    neg_cases=$(cd "$repo/Validation/NegativeFixtures" && find . -mindepth 2 -maxdepth 2 \
        \( -name '*.swift' ! -name '*.expected.swift' -o -type d \) | sed 's|^\./||; s|\.swift$||' | sort)
    for c in $neg_cases; do
        if grep -q "^FAIL $c:" "$log/neg"; then
            echo "ok: $c reported as a failure"
        else
            echo "NOT CAUGHT: $c was not reported as a failure"; problems=$((problems + 1))
        fi
    done
    n_neg=$(echo "$neg_cases" | grep -c . || true)
    if [ "$neg_status" = 0 ] || [ "$(tail -1 "$log/neg")" != "0 passed, $n_neg failed" ]; then
        echo "NOT CAUGHT: expected exit status non-zero and last line '0 passed, $n_neg failed'"
        problems=$((problems + 1))
    fi
    echo "== self-test: positive controls (every case must pass; one is skipped on purpose)"
    bash "$0" --golden "$repo/Validation/PositiveFixtures" \
        --skip "$repo/Validation/PositiveFixtures/skip.txt" --jobs "$jobs" >"$log/pos" 2>&1
    pos_status=$?
    sed 's/^/    /' "$log/pos"
    if [ "$pos_status" != 0 ] || ! tail -1 "$log/pos" | grep -qE '^[1-9][0-9]* passed, 0 failed$'; then
        echo "WRONG: the positive controls did not all pass"; problems=$((problems + 1))
    fi
    if ! grep -q '^SKIP ' "$log/pos"; then
        echo "WRONG: the skip list was not applied"; problems=$((problems + 1))
    fi
    if ! grep -q 'network server' "$log/pos"; then
        echo "WRONG: no network runnable ran against the loopback server"; problems=$((problems + 1))
    fi
    if [ "$problems" = 0 ]; then
        echo "self-test: 1 passed, 0 failed"
        exit 0
    fi
    echo "self-test: 0 passed, 1 failed"
    exit 1
fi

# ---------------------------------------------------------------------------------------
started=$(date +%s)
echo "== building the validation package (OpenCombine 0.14.0, debug)"
if ! (cd "$repo/Validation" && swift build >"${TMPDIR:-/tmp}/validation-build.$$.log" 2>&1); then
    cat "${TMPDIR:-/tmp}/validation-build.$$.log"
    rm -f "${TMPDIR:-/tmp}/validation-build.$$.log"
    echo "FAIL validation package: swift build failed"
    echo "0 passed, 1 failed"
    exit 1
fi
rm -f "${TMPDIR:-/tmp}/validation-build.$$.log"
bin="$(cd "$repo/Validation" && swift build --show-bin-path)"
built=$(date +%s)

work=$(mktemp -d "${TMPDIR:-/tmp}/validate.XXXXXX")
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; fi
    if [ "$keep" = 1 ]; then echo "work folder kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# OpenCombine's object files, linked into every runnable (no SwiftPM target per case).
objects="$work/opencombine-objects.txt"
for module in COpenCombineHelpers OpenCombine OpenCombineDispatch OpenCombineFoundation OpenCombineShim; do
    ls "$bin/$module.build/"*.o
done >"$objects"

# ---------------------------------------------------------------------------------------
# Cases: a `.swift` file directly in a rule folder that is not `.expected.swift`, or a
# folder in a rule folder (multi-file case).
cases="$work/cases.txt"
for ruledir in "$golden"/*/; do
    [ -d "$ruledir" ] || continue
    rule=$(basename "$ruledir")
    for f in "$ruledir"*.swift; do
        [ -f "$f" ] || continue
        case "$f" in *.expected.swift) continue ;; esac
        echo "$rule/$(basename "$f" .swift)"
    done
    for d in "$ruledir"*/; do
        [ -d "$d" ] && echo "$rule/$(basename "$d")"
    done
done | LC_ALL=C sort >"$cases"

# Skip list and per-case flags: `<rule-id>/<case>: text`, blank lines and `#` lines ignored.
lookup() { # file case -> text after "case:" (without a trailing "# comment" for flags)
    [ -f "$1" ] || return 0
    awk -v c="$2" 'index($0, c ": ") == 1 { print substr($0, length(c) + 3); exit }' "$1"
}

needs_network=0
while read -r c; do
    for f in "$golden/$c.swift" "$golden/$c"/*.swift; do
        [ -f "$f" ] || continue
        case "$(head -1 "$f" | tr -d '\r\357\273\277')" in "// validation: runnable"*network*) needs_network=1 ;; esac
    done
done <"$cases"

base_url=""
if [ "$needs_network" = 1 ]; then
    for attempt in 1 2 3; do
        port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
        python3 -m http.server --bind 127.0.0.1 --directory "$repo/Validation/Fixtures/http" "$port" \
            >"$work/http-server.log" 2>&1 </dev/null &
        server_pid=$!
        for _ in $(seq 50); do
            if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then base_url="http://127.0.0.1:$port"; break; fi
            kill -0 "$server_pid" 2>/dev/null || break
            sleep 0.1
        done
        [ -n "$base_url" ] && break
        kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; server_pid=""
    done
    if [ -z "$base_url" ]; then
        echo "FAIL loopback HTTP server: could not start python3 -m http.server"
        echo "0 passed, 1 failed"
        exit 1
    fi
    echo "== loopback network server at $base_url (pid $server_pid), serving Validation/Fixtures/http"
fi

# The helpers migrated code relies on (`combine-migrate support`), compiled with every case.
# COMBINE_MIGRATE names another build of the tool (e.g. one with its own --scratch-path).
tool="${COMBINE_MIGRATE:-$repo/.build/debug/combine-migrate}"
if [ ! -x "$tool" ]; then (cd "$repo" && swift build --product combine-migrate >/dev/null); fi
"$tool" support --output "$work/CombineMigrateSupport.swift" 2>/dev/null
export V_SUPPORT="$work/CombineMigrateSupport.swift"

export VALIDATION_BASE_URL="$base_url"
export V_REPO="$repo" V_GOLDEN="$golden" V_BIN="$bin" V_WORK="$work" V_OBJECTS="$objects"
export V_SKIP="$skip_file" V_FLAGS="$repo/Validation/flags.txt" V_TIMEOUT="${RUN_TIMEOUT:-30}"
export -f lookup

# ---------------------------------------------------------------------------------------
# One case; writes $V_WORK/results/<n>.res (status, swift6, runnable) and <n>.log (why).
check_case() {
    local n="$1" c="$2"
    local rule="${c%%/*}" name="${c#*/}"
    local res="$V_WORK/results/$n.res" log="$V_WORK/results/$n.log"
    local dir="$V_WORK/cases/$n"
    mkdir -p "$dir"
    : >"$log"

    local reason
    reason=$(lookup "$V_SKIP" "$c")
    if [ -n "$reason" ]; then
        printf 'status SKIP\nreason %s\n' "$reason" >"$res"
        return 0
    fi

    # Inputs and expected outputs (an input without .expected.swift stands for its output).
    local inputs=() expected=() changed=0 f e
    if [ -d "$V_GOLDEN/$c" ]; then
        # Every input of the folder, below it too (a case laid out as a project: Feed/…).
        while IFS= read -r f; do
            case "$f" in *.expected.swift|*/Package.swift) continue ;; esac
            inputs+=("$f")
        done < <(find "$V_GOLDEN/$c/" -name '*.swift' | sort)
    else
        inputs=("$V_GOLDEN/$c.swift")
    fi
    for f in "${inputs[@]}"; do
        e="${f%.swift}.expected.swift"
        if [ -f "$e" ]; then expected+=("$e"); changed=1; else expected+=("$f"); fi
    done

    local extra=("$V_SUPPORT")
    [ -f "$V_REPO/Validation/Preludes/$rule.swift" ] && extra+=("$V_REPO/Validation/Preludes/$rule.swift")
    # The case's own stub has the case's file name: compiled under another, as swiftc
    # refuses two files of one name.
    if [ -f "$V_REPO/Validation/Preludes/$rule/$name.swift" ]; then
        ln -sf "$V_REPO/Validation/Preludes/$rule/$name.swift" "$dir/stub-$name.swift"
        extra+=("$dir/stub-$name.swift")
    fi
    local flags
    flags=$(lookup "$V_FLAGS" "$c" | sed 's/[[:space:]]#.*//')

    # `// validation: runnable fails`: a planted bug; both sides must fail the same way.
    local runnable=0 fails=0
    for f in "${inputs[@]}"; do
        case "$(head -1 "$f" | tr -d '\r\357\273\277')" in
            "// validation: runnable fails"*) runnable=1; fails=1 ;;
            "// validation: runnable"*) runnable=1 ;;
        esac
    done

    # compile <label> <out-subdir> <swift-version> <exe: 0|1> files... ; output in $dir/<label>.err
    compile() {
        local label="$1" sub="$2" version="$3" exe="$4"; shift 4
        local files=("$@") args=() lib=0 g
        # A case is a library file, as in an app, unless it is runnable: then it is the main
        # file (top-level code allowed) unless it has @main. A main file with a prelude beside
        # it must be called main.swift, so it is linked as such.
        [ "$runnable" = 0 ] && lib=1
        grep -qE '^[[:space:]]*@main\b' "${files[@]}" && lib=1
        if [ "${#files[@]}" = 1 ] && [ "$lib" = 0 ] && [ "${#extra[@]}" -gt 0 ]; then
            mkdir -p "$dir/$sub"
            ln -sf "${files[0]}" "$dir/$sub/main.swift"
            files=("$dir/$sub/main.swift")
        fi
        [ "$lib" = 1 ] && args+=(-parse-as-library)
        if [ "$exe" = 1 ]; then
            mapfile -t g <"$V_OBJECTS"
            args+=(-o "$dir/$sub.bin" "${g[@]}" -lstdc++)
        else
            args+=(-typecheck)
        fi
        run_swiftc() {
            # shellcheck disable=SC2086
            swiftc -swift-version "$version" -module-name ValidationCase \
                -module-alias Combine=OpenCombineShim \
                -I "$V_BIN/Modules" -I "$V_BIN/COpenCombineHelpers.build" \
                -Xfrontend -import-module -Xfrontend FoundationNetworking \
                -module-cache-path "$V_BIN/validate-module-cache" \
                $flags "${args[@]}" "${files[@]}" "${extra[@]}" >"$dir/$label.err" 2>&1
        }
        run_swiftc
        local status=$?
        # A link that fails when the code type-checked and compiled is the machine's, not the
        # case's: once (in CI) the linker found none of the libraries swiftc's autolink list
        # names (`undefined reference to 'swift_task_alloc'`), and the same build linked on
        # every other run. Link once more, and say so; a second failure is reported.
        if [ "$status" != 0 ] && [ "$exe" = 1 ] && grep -q 'link command failed' "$dir/$label.err" \
            && ! grep -qE '\.swift:[0-9]+:[0-9]+: error:' "$dir/$label.err"; then
            cp "$dir/$label.err" "$dir/$label.first-link.err"
            echo "note: $c ($label): the link failed once and was run again; first error: $(grep -m1 "error:" "$dir/$label.first-link.err")" >>"$V_WORK/retried-links.txt"
            run_swiftc
            status=$?
        fi
        if [ "$status" != 0 ] && [ -d "$dir/$sub" ]; then
            # Name the golden file, not the link, in what the compiler said.
            sed -i "s|$dir/$sub/main.swift|$(readlink "$dir/$sub/main.swift")|g" "$dir/$label.err"
        fi
        return "$status"
    }
    report_compile() { # what label
        {
            echo "$1 does not compile:"
            grep -v '^[[:space:]]*$' "$dir/$2.err" | head -20 | sed 's/^/    /'
        } >>"$log"
    }

    local ok=1 swift6=no
    if ! compile input in 5 0 "${inputs[@]}"; then ok=0; report_compile "input (Swift 5 mode)" input; fi
    if [ "$changed" = 1 ]; then
        if ! compile expected ex 5 0 "${expected[@]}"; then ok=0; report_compile "expected output (Swift 5 mode)" expected; fi
    fi
    if [ "$ok" = 1 ] && compile expected6 ex6 6 0 "${expected[@]}"; then swift6=yes; fi

    if [ "$ok" = 1 ] && [ "$runnable" = 1 ]; then
        local side status sides=(input expected)
        # An unchanged case has one program: build and run it once.
        [ "$changed" = 0 ] && sides=(input)
        for side in "${sides[@]}"; do
            if [ "$side" = input ]; then
                compile "$side-exe" "$side-run" 5 1 "${inputs[@]}"
            else
                compile "$side-exe" "$side-run" 5 1 "${expected[@]}"
            fi
            status=$?
            if [ "$status" != 0 ]; then ok=0; report_compile "$side (executable)" "$side-exe"; break; fi
            (cd "$dir" && timeout "$V_TIMEOUT" "$dir/$side-run.bin" >"$dir/$side.stdout" 2>"$dir/$side.stderr" </dev/null)
            status=$?
            # A planted bug's case must exit 1 (its tests failed), neither pass nor hang nor crash.
            if [ "$fails" = 1 ] && [ "$status" = 1 ]; then
                continue
            elif [ "$fails" = 1 ] && [ "$status" = 0 ]; then
                ok=0
                {
                    echo "$side passed (exit status 0), but its planted bug must make it fail (exit status 1)"
                    echo "  stdout (last 20 lines):"; tail -n 20 "$dir/$side.stdout" | sed 's/^/    /'
                } >>"$log"
            elif [ "$status" != 0 ]; then
                ok=0
                {
                    if [ "$status" = 124 ]; then echo "$side timed out after ${V_TIMEOUT}s"; else echo "$side exited with status $status"; fi
                    echo "  stdout (last 20 lines):"; tail -n 20 "$dir/$side.stdout" | sed 's/^/    /'
                    echo "  stderr (last 20 lines):"; tail -n 20 "$dir/$side.stderr" | sed 's/^/    /'
                } >>"$log"
            fi
        done
        if [ "$ok" = 1 ] && [ "$changed" = 1 ] && ! cmp -s "$dir/input.stdout" "$dir/expected.stdout"; then
            ok=0
            {
                echo "the output differs (--- input, +++ expected output):"
                diff -u --label input --label expected "$dir/input.stdout" "$dir/expected.stdout" | head -40 | sed 's/^/    /'
            } >>"$log"
        fi
    fi

    if [ "$ok" = 1 ]; then
        printf 'status PASS\nswift6 %s\nrunnable %s\n' "$swift6" "$runnable" >"$res"
    else
        printf 'status FAIL\nswift6 %s\nrunnable %s\n' "$swift6" "$runnable" >"$res"
    fi
}
export -f check_case

total=$(grep -c . "$cases" || true)
rules=$(cut -d/ -f1 "$cases" | sort -u | tr '\n' ' ')
echo "== validating $total golden cases (${rules% }) with $jobs jobs"
mkdir -p "$work/results" "$work/cases"
awk '{ print NR, $0 }' "$cases" | xargs -P "$jobs" -L 1 bash -c 'check_case "$1" "$2"' _

passed=0 failed=0 skipped=0 swift6=0 runnables=0 n=0 not_swift6=""
while read -r c; do
    n=$((n + 1))
    res="$work/results/$n.res"
    status=$(awk '$1 == "status" { print $2 }' "$res" 2>/dev/null)
    case "$status" in
        PASS) passed=$((passed + 1)) ;;
        SKIP) skipped=$((skipped + 1)); echo "SKIP $c: $(sed -n 's/^reason //p' "$res")" ;;
        *)
            failed=$((failed + 1))
            echo "FAIL $c:"
            if [ -s "$work/results/$n.log" ]; then sed 's/^/  /' "$work/results/$n.log"; else echo "  (the check did not finish)"; fi
            ;;
    esac
    if grep -qx 'swift6 yes' "$res" 2>/dev/null; then swift6=$((swift6 + 1))
    elif [ "$status" = PASS ]; then not_swift6="$not_swift6 $c"; fi
    grep -qx 'runnable 1' "$res" 2>/dev/null && [ "$status" = PASS ] && runnables=$((runnables + 1))
done <"$cases"

finished=$(date +%s)
checked=$((total - skipped))
[ -f "$work/retried-links.txt" ] && cat "$work/retried-links.txt"
echo "cases: $total, skipped: $skipped (${skip_file#"$repo/"}), runnable cases run and passed: $runnables"
echo "expected outputs that also type-check in Swift 6 mode: $swift6 of $checked cases not skipped"
[ -n "$not_swift6" ] && echo "passing cases whose expected output is not Swift 6 clean:$not_swift6"
echo "time: package build $((built - started))s, cases $((finished - built))s"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
