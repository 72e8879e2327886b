#!/usr/bin/env bash
# The support file (`combine-migrate support`) compiled the way users compile: Swift 6 mode and
# Swift 5 mode with complete strict concurrency, through SIL (`-emit-sil`: `-typecheck` alone
# skips the data-race checks), against OpenCombine (the validation package, built by
# Scripts/validate.sh first). Also tried, and reported without failing (not supported yet):
# default main-actor isolation (`-default-isolation MainActor`, Swift 6.2's setting for new
# Xcode projects). Ends with "N passed, N failed".
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
"$tool" support --output "$work/CombineMigrateSupport.swift" >/dev/null 2>&1 || { echo "0 passed, 1 failed"; exit 1; }
passed=0 failed=0
check() { # label required flags...
  local label=$1 required=$2; shift 2
  if swiftc "$@" -emit-sil -o /dev/null -parse-as-library -module-name SupportCheck \
      -module-alias Combine=OpenCombineShim -I "$bin/Modules" -I "$bin/COpenCombineHelpers.build" \
      -Xfrontend -import-module -Xfrontend FoundationNetworking \
      "$work/CombineMigrateSupport.swift" >"$work/out.txt" 2>&1 \
      && ! grep -q "warning:" "$work/out.txt"; then
    echo "ok: $label"; passed=$((passed + 1))
  elif [ "$required" = required ]; then
    echo "FAIL: $label"; grep -E "error:|warning:" "$work/out.txt" | head -10 | sed 's/^/    /'; failed=$((failed + 1))
  else
    echo "not yet: $label ($(grep -cE "^[^ ].*error:" "$work/out.txt") errors; reported, not counted)"
  fi
}
check "Swift 6 mode (SIL, data-race checks)" required -swift-version 6
check "Swift 5 mode, complete strict concurrency, no warnings (SIL)" required -swift-version 5 -strict-concurrency=complete
check "Swift 6 mode, default main-actor isolation" optional -swift-version 6 -default-isolation MainActor
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
