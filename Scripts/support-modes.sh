#!/usr/bin/env bash
# The support file (`combine-migrate support`) compiled the way users compile: Swift 6 mode and
# Swift 5 mode with complete strict concurrency, each also with default main-actor isolation
# (`-default-isolation MainActor`, Swift 6.2's setting for new Xcode projects), through SIL
# (`-emit-sil`: `-typecheck` alone skips the data-race checks), against OpenCombine (the
# validation package, built by Scripts/validate.sh first). No error and no warning. Then, under
# default main-actor isolation, Validation/SupportModes/default-isolation-callers.swift — calls
# of the helpers as the rewrites write them — compiled with the file. Ends with
# "N passed, N failed".
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
callers=Validation/SupportModes/default-isolation-callers.swift
passed=0 failed=0
check() { # label flags... [-- more files]
  local label=$1; shift
  local flags=() files=("$work/CombineMigrateSupport.swift")
  while [ $# -gt 0 ] && [ "$1" != -- ]; do flags+=("$1"); shift; done
  [ $# -gt 0 ] && { shift; files+=("$@"); }
  if swiftc "${flags[@]}" -wmo -emit-sil -o /dev/null -parse-as-library -module-name SupportCheck \
      -module-alias Combine=OpenCombineShim -I "$bin/Modules" -I "$bin/COpenCombineHelpers.build" \
      -Xfrontend -import-module -Xfrontend FoundationNetworking \
      "${files[@]}" >"$work/out.txt" 2>&1 \
      && ! grep -q "warning:" "$work/out.txt"; then
    echo "ok: $label"; passed=$((passed + 1))
  else
    echo "FAIL: $label"; grep -E "error:|warning:" "$work/out.txt" | head -10 | sed 's/^/    /'; failed=$((failed + 1))
  fi
}
swift5=(-swift-version 5 -strict-concurrency=complete)
main=(-default-isolation MainActor)
check "Swift 6 mode (SIL, data-race checks)" -swift-version 6
check "Swift 5 mode, complete strict concurrency, no warnings (SIL)" "${swift5[@]}"
check "Swift 6 mode, default main-actor isolation" -swift-version 6 "${main[@]}"
check "Swift 5 mode, complete strict concurrency, default main-actor isolation" "${swift5[@]}" "${main[@]}"
check "Swift 6 mode, default main-actor isolation: the helpers called as the rewrites call them" \
  -swift-version 6 "${main[@]}" -- "$callers"
check "Swift 5 mode, default main-actor isolation: the helpers called as the rewrites call them" \
  "${swift5[@]}" "${main[@]}" -- "$callers"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
