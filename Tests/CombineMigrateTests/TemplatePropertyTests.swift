import Foundation
import XCTest

@testable import Tokenizer
@testable import Structure
@testable import Rules

/// A seeded property test of the template engine over real Swift files.
///
/// Each trial cuts a *site* out of a file — a run of 3–25 atoms (a code token, or a whole
/// bracket group from an opener to its partner) — and turns the site's own bytes into a
/// template by replacing 1–3 runs of whole atoms, never the first or the last, with holes.
/// Then:
///
/// 1. the matcher finds the site: a match starts where the site starts and ends where it
///    ends (or, see `checkMatchFindsTheSite`, ends earlier only because holes are lazy);
/// 2. the identity rewrite (the same text, read as a rewrite) rendered for that match and
///    spliced over it gives back the file byte for byte;
/// 3. layout does not matter: the template rebuilt from its tokens joined by single spaces,
///    with a `/* c */` comment between two literal tokens, finds exactly the same matches.
///
/// The generator is SplitMix64 with a fixed seed per file, so every run tries the same
/// sites; a failure prints the file, the trial, the site and the template to reproduce it.
final class TemplatePropertyTests: XCTestCase {
    /// Trials per file; the fixtures are small, the OpenCombine files larger.
    private let fixtureTrials = 300
    private let openCombineTrials = 100
    private let openCombineFileCount = 30
    private let seed: UInt64 = 0x00C0_FFEE_5EED_2024

    func testTemplatesCutFromRealFilesMatchAndRenderTheirSites() throws {
        let clock = ContinuousClock()
        let began = clock.now
        // Each input's name (not its absolute path) seeds its generator, so runs agree anywhere.
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Tokenizer")
        var inputs = swiftFiles(in: fixtures).map {
            (url: fixtures.appendingPathComponent($0), name: "Fixtures/Tokenizer/\($0)", trials: fixtureTrials)
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("template-properties-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let openCombine = extractOpenCombine(into: scratch)
        inputs += openCombine.map {
            (url: scratch.appendingPathComponent($0), name: "OpenCombine 0.14.0 \($0)", trials: openCombineTrials)
        }
        XCTAssertFalse(inputs.isEmpty, "no input files")

        var total = Stats()
        for input in inputs {
            let bytes = [UInt8](try Data(contentsOf: input.url))
            var stats = Stats()
            var runner = FileRunner(name: input.name, bytes: bytes, seed: seed ^ fnv1a(input.name.utf8), test: self)
            for trial in 0..<input.trials { runner.trial(trial, &stats) }
            total.add(stats)
        }

        let seconds = (clock.now - began) / .seconds(1)
        print("""
            TemplatePropertyTests: \(inputs.count) files (\(openCombine.count) from OpenCombine), \(String(format: "%.1f", seconds)) s
              trials \(total.trials), used \(total.used) (\(percent(total.used, total.trials))); skipped: \
            hole-like text \(total.skippedHoleLike), hole over string text \(total.skippedStringText), \
            template did not compile \(total.skippedThrows)\(total.throwMessages.isEmpty ? "" : " \(total.throwMessages)"), \
            template lexes differently without the file around it \(total.skippedLexesDifferently)
              property 1 (match at the site): \(total.used) checked, \(total.exact) exact, \
            \(total.shortened) ended earlier because holes are lazy
              property 2 (identity rewrite): \(total.renderChecked) checked, \(total.renderWithCut) rendered with the \
            cut's bindings because lazy ones lay out differently, \(total.notExpressible) skipped (layout a rewrite \
            template cannot express)
              property 3 (layout insensitivity): \(total.layoutChecked) checked, \(total.commented) with a comment, \
            \(total.joinsDifferently) skipped (tokens that lex differently joined by a space)
              failures \(total.failures)
            """)
        XCTAssertGreaterThanOrEqual(
            Double(total.used), 0.7 * Double(total.trials), "too many trials skipped: \(total.used) of \(total.trials) used")
        // Properties 2 and 3 skip some used trials too; most must still be checked.
        XCTAssertGreaterThanOrEqual(Double(total.renderChecked), 0.7 * Double(total.used), "property 2 checked too few trials")
        XCTAssertGreaterThanOrEqual(Double(total.layoutChecked), 0.7 * Double(total.used), "property 3 checked too few trials")
    }

    // MARK: - One file

    struct Stats {
        var trials = 0, used = 0
        var skippedHoleLike = 0, skippedStringText = 0, skippedThrows = 0, skippedLexesDifferently = 0
        var throwMessages: [String: Int] = [:]
        var exact = 0, shortened = 0
        var renderChecked = 0, renderWithCut = 0, notExpressible = 0
        var layoutChecked = 0, commented = 0, joinsDifferently = 0
        var failures = 0

        mutating func add(_ other: Stats) {
            trials += other.trials
            used += other.used
            skippedHoleLike += other.skippedHoleLike
            skippedStringText += other.skippedStringText
            skippedThrows += other.skippedThrows
            skippedLexesDifferently += other.skippedLexesDifferently
            throwMessages.merge(other.throwMessages, uniquingKeysWith: +)
            exact += other.exact
            shortened += other.shortened
            renderChecked += other.renderChecked
            renderWithCut += other.renderWithCut
            notExpressible += other.notExpressible
            layoutChecked += other.layoutChecked
            commented += other.commented
            joinsDifferently += other.joinsDifferently
            failures += other.failures
        }
    }

    /// A run of site atoms replaced by a hole.
    struct Cut {
        var name: String
        /// Indices into the site's atoms.
        var atoms: Range<Int>
        /// Code positions in the file.
        var code: Range<CodePosition>
        var syntax: String
    }

    struct FileRunner {
        let name: String
        let source: TokenizedSource
        let matcher: Matcher
        let style: FileStyle
        let substitution: Substitution
        /// Code positions a site may start at: an atom (not a closer, not an unpaired
        /// opener), not string-literal text, with at least 3 atoms before a closer.
        let starts: [CodePosition]
        var rng: SplitMix64
        let test: TemplatePropertyTests

        init(name: String, bytes: [UInt8], seed: UInt64, test: TemplatePropertyTests) {
            self.name = name
            source = TokenizedSource(bytes: bytes)
            matcher = Matcher(source)
            style = FileStyle(detecting: bytes)
            substitution = Substitution(source: source, style: style)
            rng = SplitMix64(state: seed)
            self.test = test
            var starts: [CodePosition] = []
            for p in source.codePositions {
                let kind = source.codeToken(p).kind
                // A segment or an interpolation at the top level is inside a string's text.
                guard kind != .stringSegment, kind != .interpolationStart else { continue }
                var q = p
                var atoms = 0
                while atoms < 3, let end = Self.atomEnd(source, q) {
                    atoms += 1
                    q = end
                }
                if atoms == 3 { starts.append(p) }
            }
            self.starts = starts
        }

        /// The end of the atom starting at code position `q`, or nil at a closer, an
        /// unpaired opener or the end of the file.
        static func atomEnd(_ source: TokenizedSource, _ q: CodePosition) -> CodePosition? {
            guard q < source.codePositions.upperBound else { return nil }
            let kind = source.codeToken(q).kind
            if kind.isCloser { return nil }
            if kind.closer != nil {
                guard let partner = source.partner(ofCode: q), partner > q else { return nil }
                return partner + 1
            }
            return q + 1
        }

        private func text(_ range: Range<ByteOffset>) -> String { String(decoding: source.bytes[range], as: UTF8.self) }

        mutating func trial(_ trial: Int, _ stats: inout Stats) {
            guard !starts.isEmpty else { return }
            stats.trials += 1

            // The site: 3–25 atoms from a random start, stopping at a closer.
            let start = starts[rng.int(0...(starts.count - 1))]
            let wanted = rng.int(3...25)
            var atoms: [Range<CodePosition>] = []
            var q = start
            while atoms.count < wanted, let end = Self.atomEnd(source, q) {
                atoms.append(q..<end)
                q = end
            }
            let site = start..<q
            let siteBytes = source.byteRange(ofCode: site)

            // 1–3 non-overlapping runs of whole atoms, none the first or the last.
            var runs: [Range<Int>] = []
            for _ in 0..<rng.int(1...3) {
                for _ in 0..<4 {
                    let first = rng.int(1...(atoms.count - 2))
                    let length = rng.int(1...min(5, atoms.count - 1 - first))
                    let run = first..<(first + length)
                    if !runs.contains(where: { $0.overlaps(run) }) {
                        runs.append(run)
                        break
                    }
                }
            }
            runs.sort { $0.lowerBound < $1.lowerBound }
            var cuts: [Cut] = []
            for (index, run) in runs.enumerated() {
                let code = atoms[run.lowerBound].lowerBound..<atoms[run.upperBound - 1].upperBound
                let name = "h\(index)"
                var syntax = rng.chance(25) ? ":[\(name)?]" : ":[\(name)]"
                if code.count == 1 {
                    let kind = source.codeToken(code.lowerBound).kind
                    if kind == .identifier || kind == .dollarIdentifier || kind == .projectedIdentifier {
                        if rng.chance(40) { syntax = ":[[\(name)]]" }
                    } else if rng.chance(30) {
                        // A one-token atom is never a bracket: openers come with their partner.
                        syntax = ":[\(name).]"
                    }
                }
                cuts.append(Cut(name: name, atoms: run, code: code, syntax: syntax))
            }

            // The template: the site's bytes with each cut's bytes replaced by its hole.
            var pieces: [(bytes: [UInt8], hole: Cut?)] = []
            var cursor = siteBytes.lowerBound
            for cut in cuts {
                let range = source.byteRange(ofCode: cut.code)
                pieces.append((Array(source.bytes[cursor..<range.lowerBound]), nil))
                pieces.append((Array(cut.syntax.utf8), cut))
                cursor = range.upperBound
            }
            pieces.append((Array(source.bytes[cursor..<siteBytes.upperBound]), nil))
            let templateText = String(decoding: pieces.flatMap(\.bytes), as: UTF8.self)
            var report = Report(
                file: name, trial: trial, site: site, siteBytes: siteBytes, siteText: text(siteBytes),
                templateText: templateText)

            // Skips, counted.
            let siteText = Array(source.bytes[siteBytes])
            if siteText.indices.contains(where: { siteText[$0] == UInt8(ascii: ":") && Hole.parse(siteText, at: $0) != nil }) {
                stats.skippedHoleLike += 1
                return
            }
            if cuts.contains(where: { [.stringSegment, .interpolationStart].contains(source.codeToken($0.code.lowerBound).kind) }) {
                stats.skippedStringText += 1
                return
            }
            let template: Template
            do {
                template = try Template(templateText)
            } catch {
                stats.skippedThrows += 1
                stats.throwMessages[String(describing: error), default: 0] += 1
                return
            }
            // A template is Swift on its own, lexed without the file around it: `1.1.0` after
            // `tuple.` is three tokens in the file but starts with the float `1.1` in a
            // template, and `/= 2` at a template's start opens a regex literal. Such a
            // template says something else than the site; skipped, counted.
            let literals = template.elements.compactMap { element -> String? in
                guard case .literal(let literal) = element else { return nil }
                return String(decoding: literal.text, as: UTF8.self)
            }
            let expected = site.filter { p in !cuts.contains { $0.code.contains(p) } }.map { text(source.codeToken($0).range) }
            guard literals == expected else {
                stats.skippedLexesDifferently += 1
                return
            }
            stats.used += 1
            let holeCount = template.elements.filter { if case .hole = $0 { true } else { false } }.count
            guard holeCount == cuts.count else {
                return fail("template", "has \(holeCount) holes, not \(cuts.count)", &report, &stats)
            }

            // Property 1: the matcher finds the site.
            let found = matcher.matches(of: template)
            guard let exact = checkMatchFindsTheSite(template, found, site, &report, &stats) else { return }

            // Property 2: the identity rewrite gives the file back.
            checkIdentityRewrite(template, pieces, exact, cuts, site, siteBytes, &report, &stats)

            // Property 3: layout-insensitivity.
            checkLayoutInsensitivity(template, found, atoms, cuts, &report, &stats)
        }

        /// Property 1. Returns the match that starts at the site (which may end earlier,
        /// see below), or nil after a failure.
        private func checkMatchFindsTheSite(
            _ template: Template, _ found: [Match], _ site: Range<CodePosition>, _ report: inout Report, _ stats: inout Stats
        ) -> Match? {
            guard let match = found.first(where: { $0.code.lowerBound == site.lowerBound }) else {
                fail("property 1", "no match starts at the site; matches: \(found.map(\.code))", &report, &stats)
                return nil
            }
            report.found = match
            if match.code == site {
                stats.exact += 1
                return match
            }
            // Holes are lazy: a run ends at the first place where the rest of the template
            // matches (docs/templates.md). When the template's literal text after a hole
            // appears again inside the atoms the hole was cut from — `a.:[h0].c` cut from
            // `a.b.c.d.c` — the match found ends at the first such place, before the site's
            // end. That is the documented behaviour, not a miss: the site itself must still
            // be a match when its end is required, and the one found must end inside it.
            // Both are checked; such trials are counted and reported, never passed silently.
            guard match.code.upperBound < site.upperBound,
                matcher.match(template, at: site.lowerBound, end: site.upperBound) != nil
            else {
                fail("property 1", "the match at the site covers \(match.code), not \(site)", &report, &stats)
                return nil
            }
            stats.shortened += 1
            return match
        }

        /// Property 2: render the template as a rewrite for the match and splice it in.
        private func checkIdentityRewrite(
            _ template: Template, _ pieces: [(bytes: [UInt8], hole: Cut?)], _ found: Match, _ cuts: [Cut],
            _ site: Range<CodePosition>, _ siteBytes: Range<ByteOffset>, _ report: inout Report, _ stats: inout Stats
        ) {
            // A rewrite is written in its own dialect: `\n` line breaks, and lines after
            // the first indented relative to the line the match starts on, 4 spaces a level
            // (docs/templates.md). So the identity rewrite is the site's text in that dialect.
            guard let rewriteText = identityRewriteText(pieces, siteBytes) else {
                stats.notExpressible += 1
                return
            }
            report.rewriteText = rewriteText
            let rewrite: Template
            do {
                rewrite = try Template(rewriteText, rewrite: true)
            } catch {
                return fail("property 2", "the rewrite did not compile: \(error)", &report, &stats)
            }
            stats.renderChecked += 1
            let cutBindings = Dictionary(uniqueKeysWithValues: cuts.map { ($0.name, $0.code) })
            if found.code == site {
                guard found.bytes == siteBytes else {
                    return fail("property 2", "the match's bytes are \(found.bytes), not \(siteBytes)", &report, &stats)
                }
                let rendered = splice(substitution.render(rewrite, for: found), over: found.bytes)
                if rendered == source.bytes { return }
                // The same bindings as the cut must give the file back.
                if found.bindings == cutBindings {
                    return fail("property 2", "the identity rewrite changed the file:\n\(diffLine(rendered))", &report, &stats)
                }
            }
            // Lazy holes may bind differently from the cut (or end the match earlier, see
            // property 1): `f(:[h0], :[h1])` cut from `f(a,b, c)` as `a,b` / `c` binds `a` /
            // `b, c`, a valid match whose layout around the repeated `,` differs from the
            // template text, so rendering it does not give the file back — by design. Then
            // the site must still match with its end required, and rendering with the cut's
            // own bindings must give the file back. Counted and reported.
            guard matcher.match(template, at: site.lowerBound, end: site.upperBound) != nil else {
                return fail("property 2", "the site does not match with its end required", &report, &stats)
            }
            stats.renderWithCut += 1
            let cutMatch = Match(code: site, bytes: siteBytes, bindings: cutBindings)
            let rendered = splice(substitution.render(rewrite, for: cutMatch), over: siteBytes)
            if rendered != source.bytes {
                fail("property 2", "the identity rewrite with the cut's bindings changed the file:\n\(diffLine(rendered))", &report, &stats)
            }
        }

        private func splice(_ text: String, over range: Range<ByteOffset>) -> [UInt8] {
            Array(source.bytes[..<range.lowerBound.value]) + Array(text.utf8) + Array(source.bytes[range.upperBound.value...])
        }

        /// The first line where `rendered` differs from the file, for the failure message.
        private func diffLine(_ rendered: [UInt8]) -> String {
            // Split bytes, not a String: there `\r\n` is one Character and never equals "\n".
            let a = source.bytes.split(separator: 10, omittingEmptySubsequences: false)
            let b = rendered.split(separator: 10, omittingEmptySubsequences: false)
            func show(_ lines: [ArraySlice<UInt8>], _ i: Int) -> String {
                i < lines.count ? String(decoding: lines[i], as: UTF8.self).debugDescription : "<none>"
            }
            for i in 0..<max(a.count, b.count) where i >= a.count || i >= b.count || a[i] != b[i] {
                return "line \(i + 1):\n    expected: \(show(a, i))\n    rendered: \(show(b, i))"
            }
            return "no difference"
        }

        /// The site's template text written as a rewrite template, or nil when its layout is
        /// one a rewrite template cannot express (a later line not indented from the match's
        /// line by whole units plus fewer than 4 spaces, a blank line holding spaces, a
        /// stray `\r`).
        private func identityRewriteText(_ pieces: [(bytes: [UInt8], hole: Cut?)], _ siteBytes: Range<ByteOffset>) -> String? {
            let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
            var lineStart = siteBytes.lowerBound.value
            while lineStart > 0, source.bytes[lineStart - 1] != UInt8(ascii: "\n"), source.bytes[lineStart - 1] != UInt8(ascii: "\r") {
                lineStart -= 1
            }
            let baseIndent = Array(source.bytes[lineStart...].prefix { $0 == space || $0 == tab })
            let unit = Array(style.indentUnit.utf8)
            var result = ""
            for piece in pieces {
                if piece.hole != nil {
                    result += String(decoding: piece.bytes, as: UTF8.self)
                    continue
                }
                var text = String(decoding: piece.bytes, as: UTF8.self)
                if style.lineEnding == "\r\n" { text = text.replacingOccurrences(of: "\r\n", with: "\n") }
                if text.utf8.contains(UInt8(ascii: "\r")) { return nil }
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
                for i in lines.indices.dropFirst() {
                    let line = lines[i]
                    let indent = line.prefix { $0 == space || $0 == tab }.count
                    if indent == line.count, i < lines.count - 1 {
                        // A blank line in a rewrite is written out empty.
                        guard line.isEmpty else { return nil }
                        continue
                    }
                    guard line.starts(with: baseIndent) else { return nil }
                    var p = baseIndent.count
                    var levels = 0
                    while !unit.isEmpty, p + unit.count <= indent, Array(line[p..<(p + unit.count)]) == unit {
                        levels += 1
                        p += unit.count
                    }
                    let spaces = indent - p
                    guard spaces < 4, line[p..<indent].allSatisfy({ $0 == space }) else { return nil }
                    lines[i] = Array(String(repeating: " ", count: 4 * levels + spaces).utf8) + line[indent...]
                }
                result += lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
            }
            return result
        }

        /// The texts of the code tokens in `range`, a string literal group as one text
        /// (verbatim, so no whitespace inside a string changes).
        private func tokenTexts(_ range: Range<CodePosition>) -> [String] {
            var texts: [String] = []
            var p = range.lowerBound
            while p < range.upperBound {
                if source.codeToken(p).kind == .stringStart, let partner = source.partner(ofCode: p), partner > p {
                    texts.append(text(source.byteRange(ofCode: p..<(partner + 1))))
                    p = partner + 1
                } else {
                    texts.append(text(source.codeToken(p).range))
                    p += 1
                }
            }
            return texts
        }

        /// Property 3: the template's tokens joined by single spaces (string literals kept
        /// verbatim), with a comment between two literal tokens, finds exactly the matches
        /// the template finds.
        private mutating func checkLayoutInsensitivity(
            _ template: Template, _ found: [Match], _ atoms: [Range<CodePosition>], _ cuts: [Cut], _ report: inout Report,
            _ stats: inout Stats
        ) {
            // Each unit: its text in the respaced template, and the site tokens it stands for.
            var units: [(text: String, literal: Bool, tokens: [String])] = []
            var a = 0
            while a < atoms.count {
                if let cut = cuts.first(where: { $0.atoms.lowerBound == a }) {
                    units.append((cut.syntax, false, tokenTexts(cut.code)))
                    a = cut.atoms.upperBound
                    continue
                }
                units += tokenTexts(atoms[a]).map { ($0, true, [$0]) }
                a += 1
            }
            let gaps = units.indices.dropFirst().filter { units[$0 - 1].literal && units[$0].literal }
            let comment = gaps.isEmpty ? nil : gaps[rng.int(0...(gaps.count - 1))]
            if let comment { units.insert(("/* c */", false, ["/* c */"]), at: comment) }
            let spaced = units.map(\.text).joined(separator: " ")
            report.spacedText = spaced

            // Some tokens end at a line break: an unterminated regex or string, a `##/`
            // opening a multi-line regex. Joined to the next line by a space they lex as
            // something else, and the respaced template says something else: skipped
            // (counted) unless the site's own tokens, laid out the same way, lex as themselves.
            let site = atoms[0].lowerBound..<atoms[atoms.count - 1].upperBound
            let probe = TokenizedSource(units.flatMap(\.tokens).joined(separator: " "))
            let expected = (site).map { text(source.codeToken($0).range) }
            guard probe.codePositions.map({ probe.text(ofCode: $0) }) == expected else {
                stats.joinsDifferently += 1
                return
            }
            if comment != nil { stats.commented += 1 }

            let respaced: Template
            do {
                respaced = try Template(spaced)
            } catch {
                return fail("property 3", "the respaced template did not compile: \(error)", &report, &stats)
            }
            stats.layoutChecked += 1
            let foundAgain = matcher.matches(of: respaced)
            if foundAgain != found {
                let first = zip(found, foundAgain).first { $0 != $1 }.map { "\($0.0) vs \($0.1)" } ?? "counts \(found.count) vs \(foundAgain.count)"
                fail("property 3", "the respaced template finds other matches: \(first)", &report, &stats)
            }
        }

        private func fail(_ property: String, _ message: String, _ report: inout Report, _ stats: inout Stats) {
            stats.failures += 1
            test.record(property, message, report)
        }
    }

    /// What a failure prints, to reproduce it.
    struct Report {
        var file: String
        var trial: Int
        var site: Range<CodePosition>
        var siteBytes: Range<ByteOffset>
        var siteText: String
        var templateText: String
        var found: Match?
        var rewriteText: String?
        var spacedText: String?
    }

    private let printed = Counter()

    fileprivate func record(_ property: String, _ message: String, _ report: Report) {
        // Print the first failures in full; the count is in the summary.
        if printed.increment() <= 25 {
            print("""
                TemplatePropertyTests: \(property) FAILED: \(message)
                  file: \(report.file), trial \(report.trial)
                  site: code \(report.site), bytes \(report.siteBytes)
                  site text: \(report.siteText.debugDescription)
                  template: \(report.templateText.debugDescription)
                \(report.found.map { "  match found: code \($0.code), bindings \($0.bindings.sorted { $0.key < $1.key })\n" } ?? "")\
                \(report.rewriteText.map { "  rewrite: \($0.debugDescription)\n" } ?? "")\
                \(report.spacedText.map { "  respaced: \($0.debugDescription)\n" } ?? "")
                """)
        }
        XCTFail("\(property): \(message) [\(report.file), trial \(report.trial), template \(report.templateText.debugDescription)]")
    }

    final class Counter: @unchecked Sendable {
        private var value = 0
        func increment() -> Int {
            value += 1
            return value
        }
    }

    /// SplitMix64: a tiny deterministic generator, so every run makes the same choices.
    struct SplitMix64 {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }

        mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    }

    // MARK: - Inputs

    /// The `.swift` files in `folder`, by name.
    private func swiftFiles(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// About 30 real files of OpenCombine 0.14.0, extracted once from the local mirror into
    /// `folder`, as paths relative to it; none when the mirror or git is missing.
    private func extractOpenCombine(into folder: URL) -> [String] {
        let repository = "/opt/swift-packages/OpenCombine/OpenCombine.git"
        guard FileManager.default.fileExists(atPath: repository),
            (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        else { return [] }
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", repository, "archive", "0.14.0", "Sources/OpenCombine"]
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-x", "-C", folder.path]
        let pipe = Pipe()
        git.standardOutput = pipe
        tar.standardInput = pipe
        git.standardError = FileHandle.nullDevice
        tar.standardError = FileHandle.nullDevice
        do {
            try tar.run()
            try git.run()
        } catch {
            if tar.isRunning {
                tar.terminate()
                tar.waitUntilExit()
            }
            return []
        }
        // Our copies of the pipe must close, or tar never sees the end of its input.
        try? pipe.fileHandleForWriting.close()
        try? pipe.fileHandleForReading.close()
        git.waitUntilExit()
        tar.waitUntilExit()
        guard git.terminationStatus == 0, tar.terminationStatus == 0 else { return [] }
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        let all = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        guard !all.isEmpty else { return [] }
        // Evenly spread over the sorted paths, so the choice is stable.
        let step = max(1, all.count / openCombineFileCount)
        return Array(stride(from: 0, to: all.count, by: step).prefix(openCombineFileCount).map { all[$0] })
    }
}

/// FNV-1a, to derive a stable seed from a file's name.
private func fnv1a<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
}

private func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "-" : String(format: "%.1f%%", 100 * Double(part) / Double(whole))
}
