#!/usr/bin/env bash
# Real modules of a corpus, type-checked before and after `--write` (Validation/README.md,
# "Real modules"). Usage:
#
#   Scripts/realmodules.sh [--tsv FILE] [--only NAME[,NAME]] [--enable IDS] [--keep] CORPUS_DIR BIN
#
# CORPUS_DIR holds the extracted corpus (OWNER__NAME/ folders: the development corpus,
# /work/shared/devcorpus, or the one-shot corpus), BIN is a build of combine-migrate. FILE is
# the list of modules, Validation/RealModules.tsv by default (Validation/OneShotModules.tsv
# for the one-shot corpus); IDS, opt-in rules the `--write` also runs
# (`public-async-overload`). Builds the validation package (Validation/, OpenCombine 0.14.0) as
# Scripts/validate.sh does, then for each module of the TSV:
# copies its files to a temp folder, type-checks them (before), runs `BIN --write` on the
# copy, adds the support file (`BIN support --output …`), type-checks again (after) with the
# same flags, and prints one line:
#
#   NAME: before ok, after ok  [N files, N rewritten, Ns]
#   NAME: before ok, after FAILS (N errors)      the first errors indented under it
#   NAME: before FAILS (N errors)                a problem of the TSV line, not of the tool
#
# The flags are those of the golden validation: Swift 5 mode, `-module-alias
# Combine=OpenCombineShim`, FoundationNetworking imported implicitly, `-parse-as-library`,
# `-module-name NAME`, plus the module's own flags. Last line:
# `real modules: N checked, N before ok, N after ok, N rewritten by the tool` (the last: the
# modules where the tool changed a file). Exits 1 if a module that type-checked before fails
# after (2 on a usage or setup problem).
#
# The TSV (RealModules.tsv, OneShotModules.tsv), tab-separated, `#` and blank lines ignored:
#   name  repo  sources  shims  flags  note
# - repo: the corpus folder (OWNER__NAME).
# - sources: space-separated paths relative to the repo; a folder means every .swift file in
#   it (recursively); globs allowed (`**` spans folders); `!GLOB` removes matching paths
#   (`*` spans folders there). Paths containing spaces are written with `?` for the space.
# - shims, space-separated, `-` for none:
#     File.swift   Validation/RealModules/Shims/File.swift compiled into the module;
#     @Mod         Validation/RealModules/Shims/Mod.swift built as a module `Mod` first
#                  (an `import Mod` the module needs); over the Clang module of
#                  Shims/Mod/module.modulemap when there is one (`import os.log`, SQLite3);
#                  it sees the @ shims named before it on the line;
#     dep:NAME     the TSV module NAME (its original files) built as a module first;
#     dep-only     the module is only built as a dependency of others (not checked);
#     module:NAME  the module's name, when not the line's;
#     fix:NAME     Validation/RealModules/Fixups/NAME.txt applied to the copy before both
#                  checks: `path<TAB>sed -E expression` a line (Linux differences);
#     project:PATH the repo's project file PATH (project.pbxproj, Package.swift, …) copied
#                  with the sources and never compiled, so that `--write` reads the module's
#                  deployment target and settings as it does in the repository.
# - flags: extra swiftc flags (`-` for none). - note: free text.
set -uo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

only="" keep=0 enable="" tsv="$repo/Validation/RealModules.tsv"
while [ $# -gt 0 ]; do
    case "$1" in
        --tsv) tsv="$2"; shift ;;
        --only) only=",$2,"; shift ;;
        --keep) keep=1 ;;
        --enable) enable="$2"; shift ;;
        -h|--help) sed -n '2,48p' "$0"; exit 0 ;;
        -*) echo "realmodules.sh: unknown option $1" >&2; exit 2 ;;
        *) break ;;
    esac
    shift
done
if [ $# != 2 ]; then echo "usage: Scripts/realmodules.sh [--tsv FILE] [--only NAME,…] [--enable IDS] [--keep] CORPUS_DIR BIN" >&2; exit 2; fi
corpus="$(cd "$1" && pwd)" || exit 2
tool="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
[ -x "$tool" ] || { echo "realmodules.sh: $2 is not an executable" >&2; exit 2; }
[ -f "$tsv" ] || { echo "realmodules.sh: no TSV $tsv" >&2; exit 2; }
tsv="$(cd "$(dirname "$tsv")" && pwd)/$(basename "$tsv")"
shims="$repo/Validation/RealModules/Shims"
fixups="$repo/Validation/RealModules/Fixups"

started=$(date +%s)
echo "== building the validation package (OpenCombine 0.14.0, debug)"
buildlog=$(mktemp "${TMPDIR:-/tmp}/realmodules-build.XXXXXX")
if ! (cd "$repo/Validation" && swift build >"$buildlog" 2>&1); then
    cat "$buildlog"; rm -f "$buildlog"
    echo "realmodules.sh: swift build of the validation package failed" >&2
    exit 2
fi
rm -f "$buildlog"
vbin="$(cd "$repo/Validation" && swift build --show-bin-path)"

work=$(mktemp -d "${TMPDIR:-/tmp}/realmodules.XXXXXX")
cleanup() { if [ "$keep" = 1 ]; then echo "work folder kept: $work"; else rm -rf "$work"; fi; }
trap cleanup EXIT
mkdir -p "$work/modules"
INCS=()
"$tool" support --output "$work/CombineMigrateSupport.swift" 2>/dev/null ||
    { echo "realmodules.sh: $tool support failed" >&2; exit 2; }

# swiftc with the validation flags. Every module built here (a shim, a dependency) has a folder
# of its own under $work/modules, and a compile sees only the folders of the modules it names,
# directly or through a dependency (INCS): an `@UIKit` shim built for one module does not make
# `canImport(UIKit)` true for the next, and two lines can build modules of the same name
# (`module:Common`).
typecheck() { # name out-file flags-string files...
    local name="$1" out="$2" flags="$3"; shift 3
    # shellcheck disable=SC2086
    swiftc -typecheck -swift-version 5 -parse-as-library -module-name "$name" \
        -module-alias Combine=OpenCombineShim \
        -I "$vbin/Modules" -I "$vbin/COpenCombineHelpers.build" "${INCS[@]}" \
        -Xfrontend -import-module -Xfrontend FoundationNetworking \
        -module-cache-path "$vbin/realmodules-module-cache" \
        $flags "$@" >"$out" 2>&1
}
emit_module() { # name out-dir out-file flags-string files...
    local name="$1" dir="$2" out="$3" flags="$4"; shift 4
    mkdir -p "$dir"
    # shellcheck disable=SC2086
    swiftc -emit-module -enable-testing -swift-version 5 -parse-as-library -module-name "$name" \
        -emit-module-path "$dir/$name.swiftmodule" \
        -module-alias Combine=OpenCombineShim \
        -I "$vbin/Modules" -I "$vbin/COpenCombineHelpers.build" "${INCS[@]}" \
        -Xfrontend -import-module -Xfrontend FoundationNetworking \
        -module-cache-path "$vbin/realmodules-module-cache" \
        $flags "$@" >"$out" 2>&1
}
errors_of() { grep -E '^([^[:space:]].*: )?error: ' "$1"; }

# The TSV line of a module: name repo sources shims flags note (tab-separated).
tsv_line() { awk -F'\t' -v n="$1" '$1 == n { print; exit }' "$tsv"; }

# The module's source files, relative to its repo folder, one a line, sorted.
list_sources() { # repo-dir sources-field
    local dir="$1" entry f pat
    local -a includes=() excludes=()
    for entry in $2; do
        entry="${entry//\?/ }"
        case "$entry" in '!'*) excludes+=("${entry#!}") ;; *) includes+=("$entry") ;; esac
    done
    (
        cd "$dir" || exit 1
        shopt -s globstar nullglob
        for pat in "${includes[@]}"; do
            if [ -d "$pat" ]; then
                find "$pat" -name '*.swift' -type f
            else
                local -a matches=()
                IFS=$'\n' read -r -d '' -a matches < <(compgen -G "$pat"; printf '\0')
                for f in "${matches[@]}"; do
                    if [ -d "$f" ]; then find "$f" -name '*.swift' -type f
                    elif [ -f "$f" ]; then echo "$f"; fi
                done
            fi
        done | sed 's|^\./||' | LC_ALL=C sort -u | while IFS= read -r f; do
            for pat in "${excludes[@]}"; do
                # shellcheck disable=SC2053
                [[ "$f" == $pat ]] && continue 2
            done
            echo "$f"
        done
    )
}

# Copies a module's files and project files (project:PATH) to DEST (keeping their paths),
# applies its fixups (fix:NAME), and sets STAGED (the copied sources) and EXTRA (its in-module
# shims). Returns 1 if it has no files, or a project file is missing (named in MISSING).
stage() { # repo-dir sources-field shims-field dest
    local dir="$1" dest="$4" f token fpath fexpr
    local -a rel=()
    mapfile -t rel < <(list_sources "$dir" "$2")
    STAGED=() EXTRA=() MISSING=""
    [ "${#rel[@]}" -gt 0 ] || return 1
    for f in "${rel[@]}"; do
        mkdir -p "$dest/$(dirname "$f")"
        cp "$dir/$f" "$dest/$f"
        STAGED+=("$dest/$f")
    done
    for token in $3; do
        case "$token" in
            project:*)
                # Before `*.swift`: a package's project file is `Package.swift`.
                fpath="${token#project:}"; fpath="${fpath//\?/ }"
                [ -f "$dir/$fpath" ] || { MISSING="$fpath"; return 1; }
                mkdir -p "$dest/$(dirname "$fpath")"
                cp "$dir/$fpath" "$dest/$fpath"
                ;;
            *.swift) EXTRA+=("$shims/$token") ;;
            fix:*)
                while IFS=$'\t' read -r fpath fexpr; do
                    case "$fpath" in ''|'#'*) continue ;; esac
                    sed -E -i -e "$fexpr" "$dest/$fpath"
                done <"$fixups/${token#fix:}.txt"
                ;;
        esac
    done
}

# The module name of a TSV line: `module:NAME` in its shims field, else the line's name.
module_name() { # line-name shims-field
    local token
    for token in $2; do case "$token" in module:*) echo "${token#module:}"; return ;; esac; done
    echo "$1"
}

# The folders a module built with SHIMS-FIELD needs on its include path: the folder of each shim
# and dependency module it names, the dependencies' own (recursively), and a shim's Clang module
# map folder (Shims/Mod/module.modulemap: the underlying module of a Swift shim, so that
# `import os.log` finds a submodule). set_includes turns them into INCS (-I flags, no repeats).
includes_of() { # shims-field -> prints one folder a line
    local token name line dshims
    for token in $1; do
        case "$token" in
            @*)
                name="${token#@}"
                echo "$work/modules/shim-$name"
                if [ -f "$shims/$name/module.modulemap" ]; then echo "$shims/$name"; fi
                ;;
            dep:*)
                name="${token#dep:}"
                echo "$work/modules/dep-$name"
                line=$(tsv_line "$name")
                IFS=$'\t' read -r _ _ _ dshims _ _ <<<"$line"
                includes_of "$dshims"
                ;;
        esac
    done
}
set_includes() { # shims-field -> INCS
    local d
    INCS=()
    while IFS= read -r d; do INCS+=(-I "$d"); done < <(includes_of "$1" | awk '!seen[$0]++')
}

# Builds the shim modules (@Mod) and dependency modules (dep:NAME) a module names, once each,
# each into its own folder ($work/modules/shim-Mod, $work/modules/dep-NAME). A shim module sees
# the shim modules named before it in the same field (`@AzureCommunicationCommon
# @AzureCommunicationCalling`: the second imports the first). A shim is built once, by the
# first line that names it, so a shim that imports another must name it first on every line.
built_modules=" "
prepare_modules() { # shims-field log -> 0 ok
    local token name line drepo dsources dshims dflags underlying
    local -a before=()  # the shim modules named before this one, which it may import
    for token in $1; do
        case "$token" in
            @*)
                name="${token#@}"
                if [ -f "$shims/$name/module.modulemap" ]; then before+=(-I "$shims/$name"); fi
                case "$built_modules" in *" @$name "*) before+=(-I "$work/modules/shim-$name"); continue ;; esac
                INCS=("${before[@]}") underlying=""
                if [ -f "$shims/$name/module.modulemap" ]; then underlying="-import-underlying-module"; fi
                emit_module "$name" "$work/modules/shim-$name" "$2" "$underlying" "$shims/$name.swift" ||
                    { echo "shim module $name does not build:" >>"$2.why"; errors_of "$2" >>"$2.why"; return 1; }
                built_modules="$built_modules@$name "
                before+=(-I "$work/modules/shim-$name")
                ;;
            dep:*)
                name="${token#dep:}"
                case "$built_modules" in *" dep:$name "*) continue ;; esac
                line=$(tsv_line "$name")
                [ -n "$line" ] || { echo "dep:$name is not a module of the TSV" >>"$2.why"; return 1; }
                IFS=$'\t' read -r _ drepo dsources dshims dflags _ <<<"$line"
                prepare_modules "$dshims" "$2" || return 1
                stage "$corpus/$drepo" "$dsources" "$dshims" "$work/deps/$name" ||
                    { echo "dependency module $name has no files" >>"$2.why"; return 1; }
                [ "$dflags" = - ] && dflags=""
                set_includes "$dshims"
                emit_module "$(module_name "$name" "$dshims")" "$work/modules/dep-$name" "$2" "$dflags" "${STAGED[@]}" "${EXTRA[@]}" ||
                    { echo "dependency module $name does not build:" >>"$2.why"; errors_of "$2" | head -5 >>"$2.why"; return 1; }
                built_modules="${built_modules}dep:$name "
                ;;
        esac
    done
}

checked=0 before_ok=0 after_ok=0 regressions=0 touched=0
echo "== real modules of $corpus (${tsv#"$repo/"}), tool: $tool"
while IFS=$'\t' read -r name rrepo sources mshims mflags note; do
    case "$name" in ''|'#'*) continue ;; esac
    case " $mshims " in *" dep-only "*) continue ;; esac
    if [ -n "$only" ]; then case "$only" in *",$name,"*) ;; *) continue ;; esac; fi
    checked=$((checked + 1))
    t0=$(date +%s)
    mdir="$work/$name"
    mkdir -p "$mdir/src"
    log="$mdir/log"
    : >"$log.why"
    [ "$mflags" = - ] && mflags=""
    dir="$corpus/$rrepo"
    if [ ! -d "$dir" ]; then echo "$name: before FAILS (no folder $rrepo in the corpus)"; continue; fi
    if ! prepare_modules "$mshims" "$log"; then
        echo "$name: before FAILS (shims or dependencies)"; sed 's/^/    /' "$log.why" | head -8; continue
    fi
    set_includes "$mshims"
    if ! stage "$dir" "$sources" "$mshims" "$mdir/src"; then
        if [ -n "$MISSING" ]; then echo "$name: before FAILS (no project file $MISSING)"
        else echo "$name: before FAILS (no source files)"; fi
        continue
    fi
    srcs=("${STAGED[@]}") extra=("${EXTRA[@]}")

    mname=$(module_name "$name" "$mshims")
    if ! typecheck "$mname" "$log.before" "$mflags" "${srcs[@]}" "${extra[@]}"; then
        n=$(errors_of "$log.before" | wc -l)
        echo "$name: before FAILS ($n errors)"
        errors_of "$log.before" | sed "s|$mdir/src/||" | head -5 | sed 's/^/    /'
        continue
    fi
    before_ok=$((before_ok + 1))

    cp -r "$mdir/src" "$mdir/orig"
    (cd "$mdir/src" && "$tool" --write --quiet ${enable:+--enable "$enable"} . >"$log.tool" 2>&1)
    tool_status=$?
    rewritten=0
    for f in "${srcs[@]}"; do cmp -s "$mdir/orig/${f#"$mdir/src/"}" "$f" || rewritten=$((rewritten + 1)); done
    detail="${#srcs[@]} files, $rewritten rewritten, $(($(date +%s) - t0))s"
    if [ "$tool_status" -ge 2 ]; then detail="$detail; the tool exited $tool_status"; fi
    [ "$rewritten" -gt 0 ] && touched=$((touched + 1))

    if typecheck "$mname" "$log.after" "$mflags" "${srcs[@]}" "${extra[@]}" "$work/CombineMigrateSupport.swift"; then
        after_ok=$((after_ok + 1))
        echo "$name: before ok, after ok  [$detail]"
    else
        regressions=$((regressions + 1))
        n=$(errors_of "$log.after" | wc -l)
        echo "$name: before ok, after FAILS ($n errors)  [$detail]"
        errors_of "$log.after" | sed "s|$mdir/src/||; s|$work/||" | head -6 | sed 's/^/    /'
    fi
done <"$tsv"

echo "time: $(($(date +%s) - started))s"
echo "real modules: $checked checked, $before_ok before ok, $after_ok after ok, $touched rewritten by the tool"
[ "$regressions" = 0 ]
