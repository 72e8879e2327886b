#!/usr/bin/env bash
# No silent site: how many Combine sites of a tree end a run rewritten, with a diagnostic,
# or in silence (issue #25, SPEC §5a).
#
#   Scripts/silent-sites.sh DIR [RULE…]     RULEs: opt-in rules to enable (ids, or comma lists)
#
# The sites are the tool's own census (`combine-migrate sites DIR`, the list the run's last
# pass checks), so the figure cannot drift from the tool. Then one dry run,
# `--verbose --format json` with an empty configuration (a .combine-migrate.json around DIR
# changes nothing) and `--enable RULE,…`. Each site counts once, the first that holds:
#   rewritten  a line of the site (the statement holding it, without the closures in it that
#              do not hold it; with a publisher declaration's own lines for the sites making
#              its publisher, and the other way round) is deleted by the change, or lines are
#              inserted before it
#   diagnosed  a diagnostic (warning or note) is on one of those lines, or one of the one-shot
#              rules' is in the body of the publisher declaration the site is or is in
#   silent     neither
# and per kind: sites, rewritten, diagnosed (of which: by the last pass's own note alone,
# rule id combine-site, rather than by a rule), silent; then the totals and the silent share.
#
# Environment: BIN, the combine-migrate to run (default: .build/release/combine-migrate,
# built if missing); CENSUS_BIN, the one whose `sites` lists the sites (default: BIN) — to
# measure an older build that has no census, give it as BIN and a new one as CENSUS_BIN;
# SHOW_SILENT=N prints N silent sites (path:line: kind name), to look at them.
set -euo pipefail
if [ $# -lt 1 ] || [ ! -d "$1" ]; then
    echo "usage: Scripts/silent-sites.sh DIR [RULE...]" >&2
    exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$1
shift
bin=${BIN:-$root/.build/release/combine-migrate}
if [ -z "${BIN:-}" ] && [ ! -x "$bin" ]; then (cd "$root" && swift build -c release --product combine-migrate >/dev/null); fi
census=${CENSUS_BIN:-$bin}
enable=()
if [ $# -gt 0 ]; then enable=(--enable "$(IFS=,; echo "$*")"); fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo '{}' > "$work/config.json"
# Paths as the tool prints them are relative to DIR's parent, the same in both lists.
cd "$(dirname "$dir")"
name=$(basename "$dir")
"$census" sites "$name" > "$work/sites.jsonl"
status=0
"$bin" --config "$work/config.json" --verbose --quiet --format json "${enable[@]}" "$name" > "$work/run.jsonl" || status=$?
if [ "$status" -gt 1 ]; then echo "silent-sites: the run exited $status" >&2; exit 1; fi

PYTHONPATH="$root/Scripts" python3 - "$work/sites.jsonl" "$work/run.jsonl" "${SHOW_SILENT:-0}" <<'EOF'
import json, sys
from collections import defaultdict
from realworld import split_hunks, touched_old_lines  # the harness's reading of a diff

sites_path, run_path, show = sys.argv[1], sys.argv[2], int(sys.argv[3])
diagnosed_lines = defaultdict(set)   # path → (line, rule) of each diagnostic
changed_lines = defaultdict(set)     # path → old lines deleted, or before which lines are inserted
for line in open(run_path, encoding="utf-8"):
    record = json.loads(line)
    if record["type"] == "diagnostic":
        diagnosed_lines[record["path"]].add((record["line"], record["rule"]))
    elif record["type"] == "change":
        for hunk in split_hunks(record["diff"]):
            changed_lines[record["path"]] |= touched_old_lines(hunk)

kinds = ["dataTaskPublisher", "future", "just", "fail", "sink", "assign", "publisherFunction", "publisherProperty"]
counts = {kind: [0, 0, 0, 0, 0] for kind in kinds}
silent = []
for line in open(sites_path, encoding="utf-8"):
    site = json.loads(line)
    lines = set()
    for first, last in site["lines"]:
        lines.update(range(first, last + 1))
    row = counts.setdefault(site["kind"], [0, 0, 0, 0, 0])
    row[0] += 1
    body, rules = site["body"], set(site["bodyRules"])
    def speaks(line, rule):
        return line in lines or rule in rules and body[0] <= line <= body[1]
    if lines & changed_lines[site["path"]]:
        row[1] += 1
    elif any(speaks(line, rule) for line, rule in diagnosed_lines[site["path"]]):
        row[2] += 1
        if all(rule == "combine-site" for line, rule in diagnosed_lines[site["path"]] if speaks(line, rule)):
            row[4] += 1
    else:
        row[3] += 1
        silent.append(site)

print(f"{'kind':<18} {'sites':>7} {'rewritten':>10} {'diagnosed':>10} {'(census)':>9} {'silent':>7}")
total = [0, 0, 0, 0, 0]
for kind, row in counts.items():
    print(f"{kind:<18} {row[0]:>7} {row[1]:>10} {row[2]:>10} {row[4]:>9} {row[3]:>7}")
    total = [a + b for a, b in zip(total, row)]
print(f"{'total':<18} {total[0]:>7} {total[1]:>10} {total[2]:>10} {total[4]:>9} {total[3]:>7}")
share = 100.0 * total[3] / total[0] if total[0] else 0.0
print(f"silent share: {share:.1f}%")
for site in silent[:show]:
    print(f"{site['path']}:{site['line']}: {site['kind']}")
EOF
