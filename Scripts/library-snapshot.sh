#!/usr/bin/env bash
# Copies the library's sources — every target folder under Sources/ but the executables'
# (combine-migrate, combine-migrate-bench) — into DIR/<Target>/, without the `import` lines of
# those targets, so that swiftc can compile them as one module (with `-package-name`, for the
# `package` declarations). Used by Scripts/mutate.sh and Scripts/fuzz.sh, whose harnesses see
# the library's internals that way.
#
#   Scripts/library-snapshot.sh DIR
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${1:?usage: library-snapshot.sh DIR}"
targets=()
for folder in "$repo"/Sources/*/; do
    target="$(basename "$folder")"
    case "$target" in combine-migrate|combine-migrate-bench) continue ;; esac
    targets+=("$target")
done
pattern="^import ($(IFS='|'; echo "${targets[*]}"))\$"
for target in "${targets[@]}"; do
    cp -R "$repo/Sources/$target" "$dir/$target"
done
while IFS= read -r -d '' file; do
    grep -Ev "$pattern" "$file" > "$file.tmp" || true
    mv "$file.tmp" "$file"
done < <(find "$dir" -name '*.swift' -print0)
