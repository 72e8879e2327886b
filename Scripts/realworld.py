#!/usr/bin/env python3
"""Bookkeeping for Scripts/realworld.sh (see its header for what the harness checks).

realworld.sh runs the tool and swift-frontend; this file only reads what they left in the
work folder and prints the report. Subcommands (all take WORK, the work folder, and CORPUS):

  changed WORK CORPUS             write WORK/parse.lst: original and rewritten path of every
                                  changed file, NUL-separated, for the parse step
  report  WORK CORPUS TOP         per-repo lines, crashes, exit 2/3, idempotence, dry-run vs
                                  --write, new parse failures, per-rule sites and skip reasons;
                                  saves WORK/state.json for `summary`
  sample  WORK CORPUS N SEED DIR BIN CONFIG
                                  a seeded random sample of N dry-run hunks, one file each in DIR
  summary WORK CORPUS REALMODULES_STATUS SECONDS SAMPLE_DIR
                                  the summary block; exit 1 when a check failed

Per repo, WORK/repos/<i>/ holds: name (the folder's name in CORPUS), dry.*, write.*, again.*
(.jsonl: standard output of `--format json --verbose`; .err: standard error; .rc: exit
status) and crash-<run>.lst (NUL-separated `status<TAB>path` of files that crash alone).
The written copy of repo <i> is WORK/copy/<i>/<name>.
"""
import collections
import json
import os
import random
import re
import subprocess
import sys

OK_STATUSES = {0, 1}
ERROR_STATUSES = {2, 3}
RUNS = ("dry", "write", "again")
RUN_TITLES = {"dry": "dry run", "write": "--write on the copy", "again": "second dry run on the written copy"}


# ---------------------------------------------------------------------------------------------
# Reading the work folder

def read_text(path, default=""):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return default


def read_jsonl(path):
    objects = []
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                try:
                    objects.append(json.loads(line))
                except ValueError:
                    objects.append({"type": "unparsable", "text": line[:200]})
    except OSError:
        pass
    return objects


def read_nul_list(path):
    data = read_text(path)
    return [item for item in data.split("\0") if item]


def strip_dot(path):
    """The tool reports paths as given; we give `NAME` (or `./NAME` for a name starting with -)."""
    while path.startswith("./"):
        path = path[2:]
    return path


class Run:
    def __init__(self, folder, run):
        self.run = run
        rc = read_text(os.path.join(folder, run + ".rc")).strip()
        self.ran = rc != ""
        self.status = int(rc) if rc.lstrip("-").isdigit() else None
        self.objects = read_jsonl(os.path.join(folder, run + ".jsonl"))
        self.stderr = read_text(os.path.join(folder, run + ".err"))
        self.crash_files = []
        for record in read_nul_list(os.path.join(folder, "crash-%s.lst" % run)):
            status, _, path = record.partition("\t")
            self.crash_files.append((status, path))
        self.summary = next((o for o in reversed(self.objects) if o.get("type") == "summary"), None)

    def of_type(self, kind):
        return [o for o in self.objects if o.get("type") == kind]

    def changes(self):
        return {strip_dot(o["path"]): o for o in self.of_type("change")}

    def crashed(self):
        return self.ran and (self.status is None or self.status not in OK_STATUSES | ERROR_STATUSES)

    def describe_status(self):
        if self.status is None:
            return "no status"
        if self.status == 124:
            return "timed out (124)"
        if self.status > 128:
            return "killed by signal %d (status %d)" % (self.status - 128, self.status)
        return "status %d" % self.status


class Repo:
    def __init__(self, work, index):
        self.index = index
        self.folder = os.path.join(work, "repos", index)
        self.name = read_text(os.path.join(self.folder, "name"))
        self.copy_root = os.path.join(work, "copy", index)
        self.runs = {run: Run(self.folder, run) for run in RUNS}

    @property
    def dry(self):
        return self.runs["dry"]


def load_repos(work):
    root = os.path.join(work, "repos")
    indices = sorted(os.listdir(root)) if os.path.isdir(root) else []
    return [Repo(work, index) for index in indices]


# ---------------------------------------------------------------------------------------------
# changed: the list for the parse step

def cmd_changed(work, corpus):
    with open(os.path.join(work, "parse.lst"), "w", encoding="utf-8", errors="surrogateescape") as out:
        for repo in load_repos(work):
            for path in repo.dry.changes():
                original = os.path.join(corpus, path)
                rewritten = os.path.join(repo.copy_root, path)
                if os.path.isfile(original) and os.path.isfile(rewritten):
                    out.write(original + "\0" + rewritten + "\0")


# ---------------------------------------------------------------------------------------------
# report

def normalise_reason(message):
    """Backticked code becomes X and numbers N, so that the same reason at other names groups."""
    message = re.sub(r"`[^`]*`", "X", message)
    message = re.sub(r"\b\d+(?::\d+)?\b", "N", message)
    return message


def compare_trees(original_root, copy_root):
    """Files that differ between the corpus repo and its written copy (added, removed, changed)."""
    differing = []
    original_files, copy_files = set(), set()
    for root, files in ((original_root, original_files), (copy_root, copy_files)):
        for folder, _, names in os.walk(root):
            for name in names:
                files.add(os.path.relpath(os.path.join(folder, name), root))
    for rel in sorted(original_files | copy_files):
        a, b = os.path.join(original_root, rel), os.path.join(copy_root, rel)
        if rel not in copy_files or rel not in original_files:
            differing.append(rel)
            continue
        sa, sb = os.lstat(a), os.lstat(b)
        if sa.st_size == sb.st_size and sa.st_mtime_ns == sb.st_mtime_ns:
            continue  # cp -p kept the time stamp: not written
        if sa.st_size != sb.st_size:
            differing.append(rel)
            continue
        with open(a, "rb") as fa, open(b, "rb") as fb:
            if fa.read() != fb.read():
                differing.append(rel)
    return differing


def indent(text, prefix="      ", limit=None):
    lines = text.rstrip("\n").split("\n")
    if limit is not None and len(lines) > limit:
        lines = lines[:limit] + ["… (%d more lines)" % (len(lines) - limit)]
    return "\n".join(prefix + line for line in lines)


def cmd_report(work, corpus, top):
    top = int(top)
    repos = load_repos(work)
    parse_fail = set(read_nul_list(os.path.join(work, "parse-fail.lst")))
    parsed_anything = os.path.exists(os.path.join(work, "parse-fail.lst"))

    state = {
        "repos": len(repos), "scanned": 0, "changed": 0, "hunks": 0,
        "crashes": [], "errors": [], "non_idempotent": [], "mismatches": [],
        "new_parse_failures": [], "original_parse_failures": 0, "both_parse_failures": 0,
        "parsed_pairs": 0, "sites": collections.Counter(), "kept": collections.Counter(),
    }
    reasons = collections.defaultdict(collections.Counter)   # rule -> reason -> count
    severities = collections.defaultdict(collections.Counter)  # rule -> severity -> count

    print("== per repository ==")
    print("%-48s %7s %7s %6s  %s" % ("repository", "scanned", "changed", "hunks", "checks"))
    for repo in repos:
        dry = repo.dry
        changes = dry.changes()
        summary = dry.summary or {}
        scanned = summary.get("scanned", 0)
        hunks = sum(len(split_hunks(c.get("diff", ""))) for c in changes.values())
        state["scanned"] += scanned
        state["changed"] += len(changes)
        state["hunks"] += hunks
        for rule, n in summary.get("sites", {}).items():
            state["sites"][rule] += n
        for rule, n in summary.get("kept", {}).items():
            state["kept"][rule] += n
        for diagnostic in dry.of_type("diagnostic"):
            rule = diagnostic.get("rule", "?")
            reasons[rule][normalise_reason(diagnostic.get("message", ""))] += 1
            severities[rule][diagnostic.get("severity", "?")] += 1

        problems = []
        for run in RUNS:
            r = repo.runs[run]
            if r.crashed():
                problems.append("CRASH in %s (%s)" % (RUN_TITLES[run], r.describe_status()))
                state["crashes"].append({"repo": repo.name, "run": run, "status": r.describe_status(),
                                         "files": r.crash_files, "stderr": r.stderr})
            elif r.ran and r.status in ERROR_STATUSES:
                problems.append("exit %d in %s" % (r.status, RUN_TITLES[run]))
                state["errors"].append({"repo": repo.name, "run": run, "status": r.status,
                                        "files": [(e.get("path", "?"), e.get("message", "")) for e in r.of_type("error")],
                                        "stderr": r.stderr})

        write, again = repo.runs["write"], repo.runs["again"]
        if again.ran and again.status == 1:
            again_changes = again.changes()
            problems.append("NOT IDEMPOTENT (%d files)" % len(again_changes))
            state["non_idempotent"].append({"repo": repo.name, "files": [
                {"path": p, "rules": c.get("rules", []), "diff": c.get("diff", "")} for p, c in again_changes.items()]})

        if write.ran and write.status in OK_STATUSES and dry.status in OK_STATUSES:
            written = write.changes()
            mismatched = sorted(p for p in set(changes) | set(written)
                                if changes.get(p, {}).get("diff") != written.get(p, {}).get("diff")
                                or not written.get(p, {}).get("written", False))
            on_disk = set(compare_trees(os.path.join(corpus, repo.name), os.path.join(repo.copy_root, repo.name)))
            expected_on_disk = {strip_dot(p)[len(repo.name) + 1:] for p in changes}
            for rel in sorted(on_disk ^ expected_on_disk):
                mismatched.append(os.path.join(repo.name, rel) + " (on disk)")
            if mismatched:
                problems.append("DRY RUN AND --write DISAGREE (%d files)" % len(mismatched))
                state["mismatches"].append({"repo": repo.name, "files": mismatched})

        for path in changes:
            original = os.path.join(corpus, path)
            rewritten = os.path.join(repo.copy_root, path)
            if not parsed_anything:
                continue
            state["parsed_pairs"] += 1
            if original in parse_fail:
                state["original_parse_failures"] += 1
                if rewritten in parse_fail:
                    state["both_parse_failures"] += 1
            elif rewritten in parse_fail:
                state["new_parse_failures"].append({"path": path, "rules": changes[path].get("rules", []),
                                                    "original": original, "rewritten": rewritten})

        print("%-48s %7d %7d %6d  %s" % (repo.name, scanned, len(changes), hunks, "; ".join(problems) or "ok"))

    # Details of what failed.
    print()
    print("== crashes (exit status not 0-3: a signal, or a timeout) ==")
    if not state["crashes"]:
        print("none")
    for crash in state["crashes"]:
        print("%s: %s — %s" % (crash["repo"], RUN_TITLES[crash["run"]], crash["status"]))
        if crash["files"]:
            for status, path in crash["files"]:
                print("    crashes alone (status %s): %s" % (status, path))
        else:
            print("    no single file crashes alone (the crash needs several files of the run)")
        if crash["stderr"].strip():
            print("    standard error (last lines):")
            print(indent("\n".join(crash["stderr"].rstrip("\n").split("\n")[-8:])))
    print()
    print("== exit status 2 or 3 (usage error; a file could not be processed) ==")
    if not state["errors"]:
        print("none")
    for error in state["errors"]:
        print("%s: %s — exit %d" % (error["repo"], RUN_TITLES[error["run"]], error["status"]))
        for path, message in error["files"]:
            print("    %s: %s" % (strip_dot(path), message))
        if not error["files"] and error["stderr"].strip():
            print(indent(error["stderr"], limit=5))
    print()
    print("== idempotence (a dry run on the written copy must change nothing) ==")
    if not state["non_idempotent"]:
        print("every repository: ok")
    for entry in state["non_idempotent"]:
        print("%s: %d files change again" % (entry["repo"], len(entry["files"])))
        for i, f in enumerate(entry["files"]):
            print("    %s  [%s]" % (f["path"], ", ".join(f["rules"])))
            if i < 3:
                print(indent(f["diff"], limit=30))
    print()
    print("== dry run vs --write (same diffs, and only those files touched) ==")
    if not state["mismatches"]:
        print("every repository: ok")
    for entry in state["mismatches"]:
        print("%s:" % entry["repo"])
        for path in entry["files"][:50]:
            print("    %s" % path)
    print()
    print("== new parse failures (swift-frontend -frontend -parse: original parses, rewrite does not) ==")
    if not parsed_anything:
        print("not checked")
    else:
        print("%d changed files parsed before and after; %d originals do not parse (not counted; %d of them still fail after)"
              % (state["parsed_pairs"], state["original_parse_failures"], state["both_parse_failures"]))
        if not state["new_parse_failures"]:
            print("new parse failures: none")
        for failure in state["new_parse_failures"]:
            print("NEW PARSE FAILURE %s  [%s]" % (failure["path"], ", ".join(failure["rules"])))
            print("    original:  %s" % failure["original"])
            print("    rewritten: %s (kept only with --keep)" % failure["rewritten"])

    print()
    print("== per rule: sites migrated, sites skipped, top skip reasons (`…` → X, numbers → N) ==")
    rules = sorted(set(state["sites"]) | set(state["kept"]) | set(reasons))
    if not rules:
        print("no sites")
    for rule in rules:
        kept = state["kept"].get(rule, 0)
        diagnosed = sum(reasons[rule].values())
        sev = severities[rule]
        note = "" if diagnosed == kept else "  (diagnostics: %d)" % diagnosed
        print("%s: %d migrated, %d skipped (%d warnings, %d notes)%s"
              % (rule, state["sites"].get(rule, 0), kept, sev.get("warning", 0), sev.get("note", 0), note))
        ranked = reasons[rule].most_common()
        for reason, count in ranked[:top]:
            print("  %6d  %s" % (count, reason))
        rest = ranked[top:]
        if rest:
            print("  %6d  … in %d other reasons" % (sum(c for _, c in rest), len(rest)))

    state["sites"] = dict(state["sites"])
    state["kept"] = dict(state["kept"])
    with open(os.path.join(work, "state.json"), "w") as f:
        json.dump(state, f)


# ---------------------------------------------------------------------------------------------
# sample

HUNK_HEADER = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


def split_hunks(diff):
    """The hunks of one file's unified diff: (header lines, [hunk text]) with header = ---/+++."""
    lines = diff.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    hunks, current = [], None
    for line in lines:
        if line.startswith("@@ "):
            current = [line]
            hunks.append(current)
        elif current is not None:
            current.append(line)
    return ["\n".join(h) + "\n" for h in hunks]


def diff_header(diff):
    lines = diff.split("\n")
    return "\n".join(lines[:2]) + "\n" if len(lines) >= 2 and lines[0].startswith("---") else ""


def hunk_ranges(hunk):
    m = HUNK_HEADER.match(hunk)
    old_start, old_len = int(m.group(1)), int(m.group(2) if m.group(2) is not None else 1)
    new_start, new_len = int(m.group(3)), int(m.group(4) if m.group(4) is not None else 1)
    return old_start, old_len, new_start, new_len


def touched_old_lines(hunk):
    """Original line numbers a hunk deletes, and for insertions the line they go before."""
    old_start = hunk_ranges(hunk)[0]
    line = old_start if old_start > 0 else 1
    touched = set()
    for text in hunk.split("\n")[1:]:
        if text.startswith("-"):
            touched.add(line)
            line += 1
        elif text.startswith("+"):
            touched.add(line)
        elif text.startswith(" "):
            line += 1
    return touched


def describe_lines(start, length):
    if length == 0:
        return "none (insertion after line %d)" % start
    return "%d-%d" % (start, start + length - 1) if length > 1 else "%d" % start


def safe_name(text, limit=100):
    text = re.sub(r"[^A-Za-z0-9._-]+", "_", text)
    return text[:limit]


class SingleRuleRuns:
    """Dry runs of one rule at a time over one repository, cached: used only for sampled hunks of
    files that several rules change."""

    def __init__(self, corpus, binary, config):
        self.corpus, self.binary, self.config = corpus, binary, config
        self.cache = {}

    def hunks(self, repo_name, rule, path):
        key = (repo_name, rule)
        if key not in self.cache:
            argument = repo_name if not repo_name.startswith("-") else "./" + repo_name
            process = subprocess.run(
                [self.binary, "--config", self.config, "--format", "json", "--quiet", "--rules", rule, "--", argument],
                cwd=self.corpus, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            changes = {}
            for line in process.stdout.decode("utf-8", "replace").splitlines():
                try:
                    o = json.loads(line)
                except ValueError:
                    continue
                if o.get("type") == "change":
                    changes[strip_dot(o["path"])] = split_hunks(o.get("diff", ""))
            self.cache[key] = changes
        return self.cache[key].get(path, [])


def attribute(site, single):
    """Whose a sampled hunk is: (text for the site's file, short label, the rules it may be of)."""
    repo, path, change, hunk_number, hunk = site
    rules = change.get("rules", [])
    if len(rules) == 1:
        return "%s (the only rule changing this file)" % rules[0], rules[0], rules
    mine = touched_old_lines(hunk)
    touching = [rule for rule in rules
                if any(mine & touched_old_lines(h) for h in single.hunks(repo.name, rule, path))]
    if touching:
        text = "%s (run alone with --rules, %s these lines; the file's rules: %s)" % (
            ", ".join(touching), "it changes" if len(touching) == 1 else "each changes", ", ".join(rules))
        return text, "+".join(touching), touching
    # (Rules that need each other, such as a one-shot rule and just-fail, change nothing alone.)
    return ("not told apart: no rule alone changes these lines; the file's rules: %s" % ", ".join(rules),
            "?(" + "+".join(rules) + ")", rules)


def cmd_sample(work, corpus, n, seed, sample_dir, binary, config, only_rules=""):
    n, seed = int(n), int(seed)
    wanted = set(r for r in only_rules.split(",") if r)
    single = SingleRuleRuns(corpus, binary, config)
    sites = []  # (repo, path, change, hunk index, hunk)
    for repo in load_repos(work):
        for path, change in repo.dry.changes().items():
            if wanted and not wanted & set(change.get("rules", [])):
                continue
            for i, hunk in enumerate(split_hunks(change.get("diff", ""))):
                site = (repo, path, change, i, hunk)
                # With --sample-rules, only the hunks those rules make.
                if wanted and not wanted & set(attribute(site, single)[2]):
                    continue
                sites.append(site)
    of_what = " of the rules %s" % ", ".join(sorted(wanted)) if wanted else ""
    print("== sample: %d of %d rewritten sites (dry-run hunks%s), seed %d ==" % (min(n, len(sites)), len(sites), of_what, seed))
    if n <= 0 or not sites:
        print("nothing to sample")
        return
    chosen = sorted(random.Random(seed).sample(range(len(sites)), min(n, len(sites))))
    os.makedirs(sample_dir, exist_ok=True)
    for old in os.listdir(sample_dir):
        if old.startswith("site-") and old.endswith(".diff") or old == "index.txt":
            os.remove(os.path.join(sample_dir, old))
    index_lines = []
    for number, site_index in enumerate(chosen, 1):
        repo, path, change, hunk_number, hunk = sites[site_index]
        old_start, old_len, new_start, new_len = hunk_ranges(hunk)
        attribution, short, _ = attribute(sites[site_index], single)
        file_name = "site-%03d-%s-L%d.diff" % (number, safe_name(repo.name, 60) + "-" + safe_name(os.path.basename(path)), old_start)
        with open(os.path.join(sample_dir, file_name), "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write("# site %d of %d sampled (seed %d) from %d dry-run hunks%s; hunk %d of this file\n"
                    % (number, len(chosen), seed, len(sites), of_what, hunk_number + 1))
            f.write("# file:      %s  (relative to the corpus)\n" % path)
            f.write("# original:  %s\n" % os.path.join(corpus, path))
            f.write("# lines:     original %s, rewritten %s\n"
                    % (describe_lines(old_start, old_len), describe_lines(new_start, new_len)))
            f.write("# rules:     %s\n" % attribution)
            f.write(diff_header(change.get("diff", "")))
            f.write(hunk)
        line = "%3d  %s:%d  [%s]  %s" % (number, path, old_start, short, file_name)
        index_lines.append(line)
        print(line)
    with open(os.path.join(sample_dir, "index.txt"), "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write("\n".join(index_lines) + "\n")
    print("sample written to %s (one .diff per site, index.txt)" % sample_dir)


# ---------------------------------------------------------------------------------------------
# summary

def cmd_summary(work, corpus, realmodules, seconds, sample_dir):
    with open(os.path.join(work, "state.json")) as f:
        state = json.load(f)
    new_parse = len(state["new_parse_failures"])
    rows = [
        ("repos", state["repos"]),
        ("files scanned", state["scanned"]),
        ("files changed", state["changed"]),
        ("sites (diff hunks)", state["hunks"]),
        ("crashes", "%d runs in %d repos" % (len(state["crashes"]), len({c["repo"] for c in state["crashes"]}))
         if state["crashes"] else 0),
        ("exit 2 (usage error)", sum(1 for e in state["errors"] if e["status"] == 2)),
        ("exit 3 (file not processed)", sum(1 for e in state["errors"] if e["status"] == 3)),
        ("non-idempotent repos", len(state["non_idempotent"])),
        ("new parse failures", new_parse),
        ("dry-run/--write mismatches", len(state["mismatches"])),
    ]
    print("== summary ==")
    print("corpus: %s" % corpus)
    for label, value in rows:
        print("%-28s %s" % (label + ":", value))
    print("%-28s %s" % ("realmodules.sh:", realmodules))
    print("per rule (migrated / skipped):")
    for rule in sorted(set(state["sites"]) | set(state["kept"])):
        print("  %-22s %6d / %d" % (rule, state["sites"].get(rule, 0), state["kept"].get(rule, 0)))
    print("  %-22s %6d / %d" % ("total", sum(state["sites"].values()), sum(state["kept"].values())))
    if sample_dir:
        print("sample: %s" % sample_dir)
    print("wall time: %ss" % seconds)
    usage_errors = [e for e in state["errors"] if e["status"] == 2]
    failed = state["crashes"] or usage_errors or state["non_idempotent"] or new_parse or state["mismatches"]
    print("result: %s" % ("FAIL" if failed else "PASS"))
    return 1 if failed else 0


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    command, work, corpus = argv[0], argv[1], argv[2]
    rest = argv[3:]
    if command == "changed":
        cmd_changed(work, corpus)
    elif command == "report":
        cmd_report(work, corpus, *rest)
    elif command == "sample":
        cmd_sample(work, corpus, *rest)
    elif command == "summary":
        return cmd_summary(work, corpus, *rest)
    else:
        print("unknown command %s" % command, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
