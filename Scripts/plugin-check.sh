#!/usr/bin/env bash
# CI: the SwiftPM command plugins (`swift package migrate-combine`, `migrate-combine-write`)
# run on Tests/PluginFixture, a package with one target whose one file has an unused
# `import Combine`. The fixture is copied to a temporary folder (it is never changed in
# place) and depends on this checkout by path. Ends with a plain "N passed, N failed" line.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fixture="$work/fixture"
cp -R "$root/Tests/PluginFixture" "$fixture"
sed "s#path: \"../..\"#path: \"$root\"#" "$root/Tests/PluginFixture/Package.swift" > "$fixture/Package.swift"
file="$fixture/Sources/Feed/FeedLoader.swift"
original=$(cat "$file")
# Kept between runs (ignored by git, like every .build-* folder), so the tool builds once.
scratch="${PLUGIN_CHECK_SCRATCH:-$root/.build-plugin-check}"

passed=0
failed=0
check() { # check NAME CONDITION-STATUS OUTPUT
    if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1"; echo "$3" | tail -25 | sed 's/^/     | /'; fi
}
package() { swift package --package-path "$fixture" --scratch-path "$scratch" "$@" < /dev/null 2>&1; }
restore() { printf '%s\n' "$original" > "$file"; }

out=$(package migrate-combine); status=$?
[ $status -eq 0 ] && grep -q -- '--- ./Sources/Feed/FeedLoader.swift' <<<"$out" && grep -q -- '^-import Combine' <<<"$out" \
    && [ "$(cat "$file")" = "$original" ]
check "dry run prints the diff and changes nothing" $? "$out"

out=$(package migrate-combine --check); status=$?
[ $status -ne 0 ] && grep -q '^Sources/Feed/FeedLoader.swift$' <<<"$out" && grep -q 'some files would change' <<<"$out"
check "--check lists the file and fails" $? "$out"

out=$(package migrate-combine --format json --target Feed); status=$?
[ $status -eq 0 ] && grep -q '"type":"change","path":"Sources/Feed/FeedLoader.swift"' <<<"$out"
check "--target and tool options are passed on (--format json)" $? "$out"

out=$(package migrate-combine-write); status=$?
[ $status -ne 0 ] && grep -q 'wants permission to write to the package directory' <<<"$out" && [ "$(cat "$file")" = "$original" ]
check "migrate-combine-write asks for permission (none on a pipe: refused)" $? "$out"

out=$(package --allow-writing-to-package-directory migrate-combine --write); status=$?
[ $status -eq 0 ] && [ "$(head -1 "$file")" = "import Foundation" ] && grep -q '1 changed' <<<"$out"
check "--write with --allow-writing-to-package-directory changes the file" $? "$out"

out=$(package migrate-combine); status=$?
[ $status -eq 0 ] && grep -q '0 would change' <<<"$out" && ! grep -q -- '^---' <<<"$out"
check "a second dry run finds nothing" $? "$out"

restore
out=$(package --allow-writing-to-package-directory migrate-combine-write); status=$?
[ $status -eq 0 ] && [ "$(head -1 "$file")" = "import Foundation" ]
check "migrate-combine-write with permission changes the file" $? "$out"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
