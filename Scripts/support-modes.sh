#!/usr/bin/env bash
# The support file (`combine-migrate support`) compiled the way users compile: Swift 6 mode and
# Swift 5 mode with complete strict concurrency, each also with default main-actor isolation
# (`-default-isolation MainActor`, Swift 6.2's setting for new Xcode projects), and Swift 6 mode
# with the upcoming features of Xcode's "approachable concurrency" (nonisolated(nonsending) by
# default, isolated conformances inferred; its other three are on in Swift 6 mode already);
# through SIL (`-emit-sil`: `-typecheck` alone skips the data-race checks), against OpenCombine
# (the validation package, built by Scripts/validate.sh first); no error and no warning. The same
# for the file written with `--access public`. Then Validation/SupportModes/
# default-isolation-callers.swift — calls of the helpers as the rewrites write them — compiled
# with the file under default main-actor isolation; and Validation/SupportModes/
# standard-names-of-its-own.swift, a module declaring its own `Task`, `Result`, `Error`,
# `Subscription` and `Publisher`, compiled with the file. Then the OpenCombine form
# (`--open-combine`), importing OpenCombine itself, in the same modes and with its calls.
# Ends with "N passed, N failed".
#
# Usage: Scripts/support-modes.sh [COMBINE_MIGRATE]   (default: .build/debug/combine-migrate)
set -u
cd "$(dirname "$0")/.."
tool=${1:-${COMBINE_MIGRATE:-.build/debug/combine-migrate}}
bin=$(ls -d Validation/.build/*/debug 2>/dev/null | head -1)
if [ -z "$bin" ] || [ ! -d "$bin/Modules" ]; then
  echo "the validation package is not built: run Scripts/validate.sh first"; echo "0 passed, 1 failed"; exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
support=$work/internal/CombineMigrateSupport.swift public=$work/public/CombineMigrateSupport.swift
mkdir -p "$work/internal" "$work/public"
"$tool" support --output "$support" >/dev/null 2>&1 \
  && "$tool" support --access public --output "$public" >/dev/null 2>&1 || { echo "0 passed, 1 failed"; exit 1; }
callers=Validation/SupportModes/default-isolation-callers.swift

# compiles FILE... with FLAGS (a string); no error and no warning, or the first lines of them
compiles() { # "flags" files...
  local flags=$1; shift
  # shellcheck disable=SC2086 # the flags are split on purpose
  swiftc $flags -wmo -emit-sil -o /dev/null -parse-as-library -module-name SupportCheck \
    -module-alias Combine=OpenCombineShim -I "$bin/Modules" -I "$bin/COpenCombineHelpers.build" \
    "$@" >"$work/out.txt" 2>&1 \
    && ! grep -q "warning:" "$work/out.txt"
}
passed=0 failed=0
pass() { echo "ok: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1"; grep -E "error:|warning:" "$work/out.txt" | head -10 | sed 's/^/    /'; failed=$((failed + 1)); }

swift6="-swift-version 6" swift5="-swift-version 5 -strict-concurrency=complete"
main="-default-isolation MainActor"
approachable="-enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances"
labels=(
  "Swift 6 mode (SIL, data-race checks)"
  "Swift 5 mode, complete strict concurrency, no warnings (SIL)"
  "Swift 6 mode, default main-actor isolation"
  "Swift 5 mode, complete strict concurrency, default main-actor isolation"
  "Swift 6 mode, approachable concurrency"
)
modes=("$swift6" "$swift5" "$swift6 $main" "$swift5 $main" "$swift6 $approachable")
for i in "${!modes[@]}"; do
  if compiles "${modes[$i]}" "$support"; then pass "${labels[$i]}"; else fail "${labels[$i]}"; fi
done
broken=""
for i in "${!modes[@]}"; do
  compiles "${modes[$i]}" "$public" || { broken=${labels[$i]}; break; }
done
if [ -z "$broken" ]; then pass "--access public, in those ${#modes[@]} modes"; else fail "--access public: $broken"; fi

callerModes=("$swift6 $main" "$swift5 $main" "$swift6 $main $approachable")
callerLabels=(
  "Swift 6 mode, default main-actor isolation: the helpers called as the rewrites call them"
  "Swift 5 mode, default main-actor isolation: the helpers called as the rewrites call them"
  "Swift 6 mode, default main-actor isolation, approachable concurrency (new Xcode projects): the helpers called"
)
for i in "${!callerModes[@]}"; do
  if compiles "${callerModes[$i]}" "$support" "$callers"; then pass "${callerLabels[$i]}"; else fail "${callerLabels[$i]}"; fi
done
# The OpenCombine form (`support --open-combine`), which imports OpenCombine itself: in the
# modes above, and with its calls as the rewrites write them on OpenCombine's publishers.
opencombine=$work/opencombine/CombineMigrateSupport.swift
mkdir -p "$work/opencombine"
sed 's/^import Combine$/import OpenCombine; import OpenCombineDispatch; import OpenCombineFoundation/' "$callers" >"$work/opencombine/callers.swift"
if "$tool" support --open-combine --output "$opencombine" >/dev/null 2>&1 && grep -q '^import OpenCombine$' "$opencombine"; then
  broken=""
  for i in "${!modes[@]}"; do
    compiles "${modes[$i]}" "$opencombine" || { broken=${labels[$i]}; break; }
  done
  [ -z "$broken" ] && { compiles "$swift6 $main" "$opencombine" "$work/opencombine/callers.swift" || broken="the helpers called"; }
  if [ -z "$broken" ]; then pass "--open-combine, in those ${#modes[@]} modes, and called"; else fail "--open-combine: $broken"; fi
else
  fail "--open-combine: no file importing OpenCombine written"
fi
# The form for code that imports Combine where it can and OpenCombine elsewhere
# (`support --or-open-combine`): with Combine (here, the alias) its Combine helpers, called
# as on Combine; without Combine (Linux), its OpenCombine helpers, called on OpenCombine's
# publishers.
either=$work/either/CombineMigrateSupport.swift
mkdir -p "$work/either"
if "$tool" support --or-open-combine --output "$either" >/dev/null 2>&1 && grep -q '^import OpenCombine$' "$either" \
  && grep -q '^import Combine$' "$either"
then
  broken=""
  compiles "$swift6 $main" "$either" "$callers" || broken="with Combine, Swift 6 mode"
  if [ -z "$broken" ]; then
    # shellcheck disable=SC2086
    swiftc $swift6 $main -wmo -emit-sil -o /dev/null -parse-as-library -module-name SupportCheck \
      -I "$bin/Modules" -I "$bin/COpenCombineHelpers.build" \
      "$either" "$work/opencombine/callers.swift" >"$work/out.txt" 2>&1 && ! grep -q "warning:" "$work/out.txt" \
      || broken="without Combine, on OpenCombine's publishers, Swift 6 mode"
  fi
  if [ -z "$broken" ]; then pass "--or-open-combine, with Combine and without it (OpenCombine), and called"; else fail "--or-open-combine: $broken"; fi
else
  fail "--or-open-combine: no file importing Combine and OpenCombine written"
fi
# A module with its own `Task`, `Result`, `Error`, `Subscription` and `Publisher`.
own=Validation/SupportModes/standard-names-of-its-own.swift
if compiles "$swift6" "$support" "$own" && compiles "$swift5" "$support" "$own"; then
  pass "Swift 6 and Swift 5 modes, in a module declaring its own Task, Result, Error, Subscription and Publisher"
else
  fail "a module declaring its own Task, Result, Error, Subscription and Publisher"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
