/// The texts of `--help`: the migration's (with the list of commands), `inventory`'s and
/// `audit`'s.
enum HelpText {
    /// The text of `combine-migrate --help`.
    static let usage = """
        combine-migrate — migrate Swift code from Combine to async/await

        USAGE:
          combine-migrate [OPTIONS] PATH...            dry run: print a unified diff of every file that would change
          combine-migrate --write [OPTIONS] PATH...    apply the changes in place
          combine-migrate --check [OPTIONS] PATH...    list the files that would change; change nothing
          combine-migrate inventory PATH...            what there is to migrate, and how (--format table|markdown|json)
          combine-migrate audit PATH...                warn about hazards no rewrite fixes (exit 1 when found)
          combine-migrate rules                        the rule catalog: id, on/off by default, summary
          combine-migrate explain RULE                 one rule, with a before/after example
          combine-migrate tokens FILE...               the token stream, one JSON object a line
          combine-migrate test-rules DIR...            run the golden cases of your own rules files
          combine-migrate support [--output FILE] [--access internal|public] [--open-combine | --or-open-combine]
                                                       write the helpers migrated code uses (on OpenCombine's
                                                       publishers, marked for iOS 13 and later, with --open-combine;
                                                       on Combine's, else OpenCombine's, with --or-open-combine)

        PATH is a file or a folder (searched for *.swift files; .build, .git, .swiftpm, Pods,
        Carthage, DerivedData and hidden folders are skipped, and links to folders are not
        followed), or - for standard input. Each file is processed once, however many paths
        reach it; a FIFO, socket or device is reported and never opened.

        OPTIONS:
          -w, --write                 write the changes (atomically; permissions, line endings and BOM kept;
                                      a file changed on disk meanwhile is left untouched)
              --support               with --write, also write the support file into each module whose
                                      migrated code needs it and has none (see --access)
              --check                 print the paths of files that would change; write nothing
                                      (one a line, quoted as git quotes paths)
          -z                          with --check, end each path with a NUL and print it unquoted
              --rules ID,ID           run only these rules
              --enable ID,ID          also run these opt-in rules (see 'combine-migrate rules')
              --disable ID,ID         do not run these rules
              --exclude GLOB          skip paths matching GLOB (repeatable), e.g. 'Tests/*' or '*.generated.swift'
          -L, --follow-symlinks       follow links to folders inside PATH (a link back to a folder above is a loop)
              --rules-file FILE       also load the rules in FILE (see docs/templates.md; repeatable)
              --config FILE           use FILE instead of the nearest .combine-migrate.json
              --print-config          print the effective configuration and exit
              --assume-filename NAME  the name to report for standard input
              --format FORMAT         diff (default), json (one object a line), sarif (SARIF 2.1.0)
                                      or github (Actions annotations); see docs/output.md
          -j, --jobs N                files processed in parallel (default and most: the cores)
              --color auto|always|never
                                      colour diffs and diagnostics (auto: on a terminal, unless NO_COLOR is set)
          -q, --quiet                 no summary line on standard error
          -v, --verbose               also print notes (sites kept on purpose, and why)
              --version               print the version
          -h, --help                  print this help

        Diagnostics go to standard error as path:line:column: warning: message [rule-id].
        When the rewrites call helpers (bufferedValues(), Task.store(in:)) that no file of their
        module declares, the summary names the command that writes them:
          combine-migrate support --output Sources/Feed/CombineMigrateSupport.swift
        Diffs name files as ./PATH, so both `git apply` and `patch -p0` apply them.
        Silence a site with `// combine-migrate:disable-next-line [RULE...]` on the line above it,
        or a whole file with `// combine-migrate:disable-file [RULE...]`.

        EXIT STATUS:
          0  nothing to change
          1  changes found (dry run, --check) or written (--write)
          2  usage error
          3  some file could not be processed (the others still were)
          4  standard output or standard error could not be written (a reader that
             stops early, as `| head`, is no error)

        """

    /// The text of `combine-migrate inventory --help`.
    static let inventory = """
        combine-migrate inventory — what there is to migrate from Combine, and how

        USAGE: combine-migrate inventory [OPTIONS] PATH...

        Counts Combine's names in code (AnyPublisher, Publisher, AnyCancellable, sink, store(in:),
        assign, flatMap, eraseToAnyPublisher, Future, dataTaskPublisher, subjects, @Published) per
        file and per module (a Package.swift target, or else a folder), classifies every site as
        auto (a rule migrates it: the dry run's edits), manual (work no rule reaches) or keep
        (Combine is the right tool, with the reason), lists the audit findings, and suggests an
        order to migrate the modules in, and names the modules whose auto sites need the support
        file (combine-migrate support) and have none. See docs/inventory.md.

        OPTIONS:
              --format FORMAT     table (default), markdown or json
              --rules ID,ID       count only these rules as auto
              --enable ID,ID      also run these opt-in rules
              --disable ID,ID     do not run these rules
              --rules-file FILE   also run the rules in FILE (repeatable)
              --exclude GLOB      skip paths matching GLOB (repeatable)
          -L, --follow-symlinks   follow links to folders inside PATH
              --config FILE       use FILE instead of the nearest .combine-migrate.json
          -j, --jobs N            files read in parallel (default and most: the cores)
          -h, --help              print this help

        EXIT STATUS: 0 inventory printed, 2 usage error, 3 some file could not be read.

        """

    /// The text of `combine-migrate audit --help`.
    static let audit = """
        combine-migrate audit — concurrency hazards no rewrite fixes

        USAGE: combine-migrate audit [OPTIONS] PATH...

        Prints path:line:column: warning: message [audit-id] for each finding:
          continuation-resume  a continuation closure with a path that never resumes, or resumes twice
          task-strong-self     Task { for await … } in a class, holding self strongly, never cancelled
          eager-future         Future { } returned or stored without Deferred { }: work starts at creation
        Silence one with // combine-migrate:disable-next-line AUDIT-ID. See docs/inventory.md.

        OPTIONS:
              --disable ID,ID     do not run these audits
              --list              list the audits
              --exclude GLOB      skip paths matching GLOB (repeatable)
          -L, --follow-symlinks   follow links to folders inside PATH
              --config FILE       use FILE instead of the nearest .combine-migrate.json
          -j, --jobs N            files read in parallel (default and most: the cores)
          -q, --quiet             no summary line on standard error
          -h, --help              print this help

        EXIT STATUS: 0 no findings, 1 findings, 2 usage error, 3 some file could not be read.

        """
}
