import Foundation
import XCTest

@testable import Structure
@testable import Rules
@testable import Rewriting
@testable import Inventory
@testable import CommandLine

/// `combine-migrate inventory`: counts, site classification, modules, order, formats.
final class InventoryTests: XCTestCase {
    private func analyzer() -> InventoryAnalyzer {
        InventoryAnalyzer(rewriter: Rewriter(rules: RuleCatalog.select(only: nil, disabled: []).rules))
    }

    private func inventory(_ text: String) -> FileInventory {
        analyzer().inventory(of: Array(text.utf8), path: "File.swift")
    }

    // MARK: Counts

    func testCountsCodeTokensOnly() {
        let file = inventory("""
            import Combine

            final class Model: ObservableObject {
                @Published var query = ""
                let events = PassthroughSubject<Int, Never>()
                let state = CurrentValueSubject<Int, Never>(0)
                var cancellables = Set<AnyCancellable>()
                // sink, AnyPublisher, Future and @Published in a comment do not count
                let text = "p.sink { }.store(in: &c) AnyPublisher dataTaskPublisher"

                func load(_ session: URLSession, _ url: URL) -> AnyPublisher<Data, Error> {
                    session.dataTaskPublisher(for: url)
                        .map(\\.data)
                        .mapError { $0 as Error }
                        .flatMap { data in Just(data).setFailureType(to: Error.self) }
                        .eraseToAnyPublisher()
                }

                func values<P: Publisher>(_ p: P) -> Future<Int, Never> {
                    Future { $0(.success(1)) }
                }
            }
            """)
        let c = file.counts
        XCTAssertEqual(c[.anyPublisher], 1)
        XCTAssertEqual(c[.publisher], 1)
        XCTAssertEqual(c[.anyCancellable], 1)
        XCTAssertEqual(c[.sink], 0)
        XCTAssertEqual(c[.store], 0)
        XCTAssertEqual(c[.flatMap], 1)
        XCTAssertEqual(c[.eraseToAnyPublisher], 1)
        XCTAssertEqual(c[.future], 2)
        XCTAssertEqual(c[.dataTaskPublisher], 1)
        XCTAssertEqual(c.subjects, 2)
        XCTAssertEqual(c[.published], 1)
        XCTAssertTrue(file.network)
        XCTAssertEqual(file.imports, ["Combine"])
    }

    // MARK: Classification

    func testAutoSitesAreTheRewritersEdits() {
        let text = """
            import Combine

            @MainActor final class SearchViewModel {
                @Published var query = ""
                var cancellables = Set<AnyCancellable>()

                func bind() {
                    $query
                        .sink { [weak self] query in
                            self?.search(query)
                        }
                        .store(in: &cancellables)
                    $query.first().sink { [weak self] query in
                        self?.search(query)
                    }
                    .store(in: &cancellables)
                }

                func search(_ query: String) {}
            }
            """
        // With the default rules both are manual: their rules are opt-in.
        let byDefault = inventory(text)
        XCTAssertEqual(byDefault.auto, 0)
        XCTAssertEqual(byDefault.sites.map(\.classification), [.manual, .manual])
        XCTAssertEqual(byDefault.sites.map(\.rule), ["receive-main-actor", "receive-main-actor"])
        XCTAssertTrue(byDefault.sites[0].reason.contains("--enable sink-for-await"), byDefault.sites[0].reason)
        XCTAssertTrue(byDefault.sites[1].reason.contains("--enable first-value"), byDefault.sites[1].reason)

        let rules = RuleCatalog.select(only: nil, disabled: [], overrides: ["sink-for-await": true, "first-value": true]).rules
        let file = InventoryAnalyzer(rewriter: Rewriter(rules: rules)).inventory(of: Array(text.utf8), path: "File.swift")
        let outcome = Rewriter(rules: rules).rewrite(Array(text.utf8))
        XCTAssertEqual(file.autoByRule, outcome.appliedEdits.filter { $0.value > 0 })
        XCTAssertEqual(file.autoByRule["sink-for-await"], 1)
        XCTAssertEqual(file.autoByRule["first-value"], 1)
        XCTAssertEqual(file.auto, 2)
        XCTAssertEqual(file.manual, 0)
        XCTAssertEqual(file.keep, 0)
        // `--rules` narrows what counts as auto: the rest is then not reached.
        let only = InventoryAnalyzer(rewriter: Rewriter(rules: RuleCatalog.select(only: ["first-value"], disabled: []).rules))
            .inventory(of: Array(text.utf8), path: "File.swift")
        XCTAssertEqual(only.autoByRule, ["first-value": 1])
    }

    func testManualSites() {
        let file = inventory("""
            import Combine

            final class Loader {
                var cancellables = Set<AnyCancellable>()

                func run(_ p: AnyPublisher<Int, Never>, _ session: URLSession, _ url: URL) {
                    _ = p.sink { value in print(value) }
                    var total = 0
                    p.sink { value in total += value }
                        .store(in: &cancellables)
                    let future = Future<Int, Never> { promise in promise(.success(1)) }
                    session.dataTaskPublisher(for: url)
                        .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
                        .store(in: &cancellables)
                    _ = future
                }
            }
            """)
        let manual = file.sites.filter { $0.classification == .manual }
        XCTAssertEqual(manual.map(\.what), ["sink", "sink", "Future", "dataTaskPublisher"], "\(manual)")
        XCTAssertEqual(manual.map(\.line), [7, 9, 11, 12])
        XCTAssertTrue(manual[0].reason.hasPrefix("not a subscription"), manual[0].reason)
        XCTAssertEqual(manual[1].rule, "receive-main-actor")
        XCTAssertTrue(manual[1].reason.hasPrefix("not migrated by default"), manual[1].reason)
        XCTAssertNil(manual[2].rule)
        // The sink on the data task only keeps it running (empty closures): kept in Combine.
        XCTAssertEqual(file.autoByRule, [:])
        XCTAssertEqual(file.keep, 1)
    }

    func testKeepSitesWithReasons() {
        let file = inventory("""
            import Combine

            @MainActor final class Search {
                @Published var query = ""
                @Published var results: [String] = []
                var cancellables = Set<AnyCancellable>()

                func bind(_ other: AnyPublisher<String, Never>) {
                    $query
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .sink { [weak self] in self?.run($0) }
                        .store(in: &cancellables)
                    other.map { [$0] }.assign(to: &$results)
                    let merged = $query.merge(with: other)
                    _ = merged
                }

                func run(_ query: String) {}
            }
            """)
        let keep = file.sites.filter { $0.classification == .keep }
        XCTAssertEqual(keep.map(\.what), ["debounce", "assign(to: &$property)", "merge"], "\(keep)")
        XCTAssertTrue(keep[0].reason.contains("time-based"), keep[0].reason)
        XCTAssertEqual(keep[0].rule, "receive-main-actor")
        XCTAssertTrue(keep[1].reason.contains("republishes"), keep[1].reason)
        XCTAssertNil(keep[2].rule)
        XCTAssertEqual(file.auto, 0)
    }

    /// Code whose subject is Combine offers publishers on purpose: a `…+Combine.swift` file
    /// (an SDK's Combine wrapper) and an extension of `Publisher`. Its publisher functions are
    /// keep sites; the same function in another file is not a site at all.
    func testCombineAPIsAreKeepSites() {
        let text = """
            import Combine
            import Foundation

            extension RemoteCommandCenter {
                func playPublisher() -> AnyPublisher<Void, Never> {
                    Future { promise in self.addTarget { promise(.success(())) } }.eraseToAnyPublisher()
                }
            }

            extension Publisher {
                func retrying(_ times: Int) -> AnyPublisher<Output, Failure> {
                    retry(times).eraseToAnyPublisher()
                }
            }
            """
        let wrapper = analyzer().inventory(of: Array(text.utf8), path: "Sources/Playlist/RemoteCommandCenter+Combine.swift")
        XCTAssertEqual(wrapper.sites.map(\.classification), [.keep, .keep], "\(wrapper.sites)")
        XCTAssertEqual(wrapper.sites.map(\.what), ["playPublisher", "retrying"])
        for site in wrapper.sites {
            XCTAssertTrue(site.reason.contains("in `RemoteCommandCenter+Combine.swift`, a file that exists to offer a Combine API"), site.reason)
        }
        let other = analyzer().inventory(of: Array(text.utf8), path: "Sources/Playlist/RemoteCommands.swift")
        XCTAssertEqual(other.sites.filter { $0.classification == .keep }.map(\.what), ["retrying"], "\(other.sites)")
        let retrying = other.sites.first { $0.what == "retrying" }
        XCTAssertTrue(retrying?.reason.contains("extension of Combine's own types") == true, "\(other.sites)")
    }

    /// The names an SDK gives its Combine wrappers and their tests; files that merely mention
    /// Combine in their name are not wrappers.
    func testCombineWrapperFileNames() {
        for name in ["Player+Combine.swift", "ParseUser+combine.swift", "URLSessionCombine.swift", "ParseUserCombineTests.swift", "Query+CombineTest.swift"] {
            XCTAssertNotNil(CombineImplementation.fileReason(path: "Sources/Kit/" + name), name)
        }
        for name in ["Combine.swift", "CombineTestUtilities.swift", "Combined.swift", "Player+Combine.swift.orig", "Tests.swift"] {
            XCTAssertNil(CombineImplementation.fileReason(path: "Sources/Kit/" + name), name)
        }
    }

    func testDeclarationsAreNotSites() {
        let file = inventory("""
            import Combine
            extension Future {
                func merge(with other: Future) -> Publishers.Merge<Future, Future> { fatalError() }
            }
            func make() -> Future<Int, Never> { fatalError() }
            let d = [1: 1].merging([2: 2]) { a, _ in a }
            """)
        XCTAssertEqual(file.sites, [], "\(file.sites)")
    }

    /// Methods that share a name with a kept operator are not keep sites: in a file that
    /// does not use Combine at all, nor with another API's arguments in one that does.
    func testLookAlikeOperatorsAreNotKeepSites() {
        let nio = inventory("""
            import NIOCore
            func f(_ allocator: ByteBufferAllocator, _ x: [Int]?) {
                var buffer = allocator.buffer(capacity: 4)
                _ = x.flatMap { $0.first }
                writer.sink.finish()
                _ = source.sink(into: &buffer)
            }
            """)
        XCTAssertEqual(nio.sites, [], "\(nio.sites)")
        let combine = inventory("""
            import Combine
            func f(_ p: AnyPublisher<Int, Never>, _ allocator: Allocator) {
                var d = [1: 1]
                d.merge([2: 2]) { $1 }
                _ = allocator.buffer(capacity: 4)
                _ = p.buffer(size: 4, prefetch: .byRequest, whenFull: .dropOldest)
                _ = p.delay(for: 1, scheduler: RunLoop.main).share()
            }
            """)
        XCTAssertEqual(combine.sites.map(\.what), ["buffer", "delay", "share"], "\(combine.sites)")
    }

    /// Neither the inventory nor the audits crash or hang on cut-off files.
    func testTruncatedInputs() throws {
        let folder = AuditTests.casesFolder
        let files = SourceFiles.discover([folder.path], excludes: []).files
        XCTAssertGreaterThan(files.count, 5)
        let analyzer = analyzer()
        for path in files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            for end in stride(from: 0, through: bytes.count, by: 23) {
                let prefix = Array(bytes[0..<end])
                _ = analyzer.inventory(of: prefix, path: path)
                // Unbalanced the other way: the file's end without its start.
                _ = Auditor().findings(in: Array(bytes[end...]))
            }
        }
    }

    // MARK: Modules and totals

    /// A package with two targets (one with `path:`), a test target, a dependency written
    /// `.target(name:)` and a product, plus a loose folder outside any target.
    private func makeWorkspace() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("App/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "App",
                products: [.library(name: "Networking", targets: ["Networking"])],
                dependencies: [.package(url: "https://example.com/x", from: "1.0.0")],
                targets: [
                    .target(name: "Networking"),
                    .target(
                        name: "Feed",
                        dependencies: [.target(name: "Networking"), .product(name: "X", package: "x")],
                        path: "Modules/FeedUI"
                    ),
                    .testTarget(name: "FeedTests", dependencies: ["Feed"]),
                ]
            )
            """)
        try scratch.write("App/Sources/Networking/Client.swift", """
            import Combine
            import Foundation

            struct Client {
                let session: URLSession
                func user(_ url: URL) -> AnyPublisher<Data, URLError> {
                    session.dataTaskPublisher(for: url).map(\\.data).eraseToAnyPublisher()
                }
            }
            """)
        try scratch.write("App/Sources/Networking/Helpers/Empty.swift", "struct Empty {}\n")
        try scratch.write("App/Modules/FeedUI/FeedModel.swift", """
            import Combine
            import Networking

            @MainActor final class FeedModel {
                @Published var items: [String] = []
                var cancellables = Set<AnyCancellable>()
                func bind(_ p: AnyPublisher<[String], Never>) {
                    p.receive(on: DispatchQueue.main).sink { [weak self] items in
                        self?.items = items
                    }
                    .store(in: &cancellables)
                    p.throttle(for: 1, scheduler: RunLoop.main, latest: true)
                        .sink { [weak self] in self?.items = $0 }
                        .store(in: &cancellables)
                }
            }
            """)
        try scratch.write("App/Tests/FeedTests/FeedTests.swift", """
            import Combine
            @testable import Feed
            func wait(_ p: AnyPublisher<Int, Never>) async -> Int {
                await withCheckedContinuation { continuation in
                    _ = p.first().sink { continuation.resume(returning: $0) }
                }
            }
            """)
        try scratch.write("Scripts/tool.swift", "let x = 1 // sink\n")
        return scratch
    }

    func testModulesFromPackageTargetsAndFolders() throws {
        let scratch = try makeWorkspace()
        let files = SourceFiles.discover([scratch.path], excludes: []).files
        let report = InventoryCommand.inventory(files, [], analyzer: analyzer(), jobs: 2)
        let modules = Dictionary(uniqueKeysWithValues: report.modules.map { ($0.name, $0) })
        XCTAssertEqual(Set(modules.keys), ["Networking", "Feed", "FeedTests", scratch.path + "/App", scratch.path + "/Scripts"])
        XCTAssertEqual(modules["Networking"]?.path, scratch.path + "/App/Sources/Networking")
        XCTAssertEqual(modules["Networking"]?.files, 2)
        XCTAssertEqual(modules["Feed"]?.path, scratch.path + "/App/Modules/FeedUI")
        XCTAssertEqual(modules["Feed"]?.kind, "target")
        XCTAssertEqual(modules[scratch.path + "/Scripts"]?.kind, "folder")
        XCTAssertEqual(modules["Networking"]?.dependents, 1)
        XCTAssertEqual(modules["Feed"]?.dependents, 1)
        XCTAssertEqual(modules["FeedTests"]?.findings, 1)

        XCTAssertEqual(modules["FeedTests"]?.facts?.kind, .tests)
        XCTAssertEqual(modules["Networking"]?.facts?.projectFile, scratch.path + "/App/Package.swift")
    }

    /// Totals add up: every count and class summed over files equals the module totals,
    /// and those summed over modules equal the report's totals.
    func testTotalsAddUpAcrossFilesAndModules() throws {
        let scratch = try makeWorkspace()
        let files = SourceFiles.discover([scratch.path], excludes: []).files
        let report = InventoryCommand.inventory(files, [], analyzer: analyzer(), jobs: 2)
        assertTotalsAddUp(report)
        XCTAssertEqual(report.totals.files, files.count)
        XCTAssertGreaterThan(report.totals.auto, 0)
        XCTAssertGreaterThan(report.totals.manual, 0)
        XCTAssertGreaterThan(report.totals.keep, 0)
    }

    /// The same over every golden case of the repository (many shapes, several folders).
    func testTotalsAddUpOverTheGoldenCases() {
        let folder = GoldenTests.goldenFolder.path
        let files = SourceFiles.discover([folder], excludes: []).files
        let report = InventoryCommand.inventory(files, [], analyzer: analyzer(), jobs: 2)
        XCTAssertGreaterThan(report.modules.count, 1)
        assertTotalsAddUp(report)
    }

    private func assertTotalsAddUp(_ report: InventoryReport, file: StaticString = #filePath, line: UInt = #line) {
        for (index, module) in report.modules.enumerated() {
            let mine = report.files.indices.filter { report.fileModules[$0] == index }.map { report.files[$0].inventory }
            XCTAssertEqual(mine.count, module.files, file: file, line: line)
            XCTAssertEqual(mine.reduce(CombineCounts()) { $0 + $1.counts }, module.counts, module.path, file: file, line: line)
            XCTAssertEqual(mine.reduce(0) { $0 + $1.auto }, module.auto, file: file, line: line)
            XCTAssertEqual(mine.reduce(0) { $0 + $1.manual }, module.manual, file: file, line: line)
            XCTAssertEqual(mine.reduce(0) { $0 + $1.keep }, module.keep, file: file, line: line)
            XCTAssertEqual(mine.reduce(0) { $0 + $1.findings.count }, module.findings, file: file, line: line)
        }
        let totals = report.totals
        let files = report.files.map(\.inventory)
        XCTAssertEqual(files.count, totals.files, file: file, line: line)
        XCTAssertEqual(files.reduce(CombineCounts()) { $0 + $1.counts }, totals.counts, file: file, line: line)
        XCTAssertEqual(report.modules.reduce(CombineCounts()) { $0 + $1.counts }, totals.counts, file: file, line: line)
        XCTAssertEqual(files.reduce(0) { $0 + $1.auto }, totals.auto, file: file, line: line)
        XCTAssertEqual(report.modules.reduce(0) { $0 + $1.auto }, totals.auto, file: file, line: line)
        XCTAssertEqual(files.reduce(0) { $0 + $1.manual }, totals.manual, file: file, line: line)
        XCTAssertEqual(report.modules.reduce(0) { $0 + $1.manual }, totals.manual, file: file, line: line)
        XCTAssertEqual(files.reduce(0) { $0 + $1.keep }, totals.keep, file: file, line: line)
        XCTAssertEqual(report.modules.reduce(0) { $0 + $1.keep }, totals.keep, file: file, line: line)
        XCTAssertEqual(files.reduce(0) { $0 + $1.findings.count }, totals.findings, file: file, line: line)
        // Per rule too.
        var byRule: [String: Int] = [:]
        for file in files { for (rule, count) in file.autoByRule { byRule[rule, default: 0] += count } }
        XCTAssertEqual(byRule, totals.autoByRule, file: file, line: line)
        // Sites are the classes' counts.
        XCTAssertEqual(files.reduce(0) { $0 + $1.sites.count }, totals.manual + totals.keep, file: file, line: line)
    }

    /// An app and its tests whose files share the project's folder are two modules.
    func testTargetsSharingAFolderAreTwoModules() {
        let files = [
            (FileInventory(path: "App/Feed.swift"), InventoryModule(name: "App", path: "App", kind: "target")),
            (FileInventory(path: "App/FeedTests.swift"), InventoryModule(name: "AppTests", path: "App", kind: "target")),
            (FileInventory(path: "App/Cart.swift"), InventoryModule(name: "App", path: "App", kind: "target")),
        ]
        let report = InventoryReport(files: files, errors: [])
        XCTAssertEqual(report.modules.map(\.name), ["App", "AppTests"])
        XCTAssertEqual(report.modules.map(\.files), [2, 1])
    }

    // MARK: Order

    func testSuggestedOrder() {
        func module(_ name: String, auto: Int, manual: Int, keep: Int, network: Bool = false, dependents: Int = 0) -> (FileInventory, InventoryModule) {
            var file = FileInventory(path: "\(name)/File.swift")
            if auto > 0 { file.autoByRule = ["sink-for-await": auto] }
            file.sites = Array(repeating: .init(classification: .manual, line: 1, column: 1, what: "sink", reason: "", rule: nil), count: manual)
                + Array(repeating: .init(classification: .keep, line: 1, column: 1, what: "debounce", reason: "", rule: nil), count: keep)
            file.network = network
            return (file, InventoryModule(name: name, path: name, kind: "target"))
        }
        let report = InventoryReport(files: [
            module("Settings", auto: 4, manual: 0, keep: 0),
            module("Search", auto: 9, manual: 1, keep: 3),
            module("Networking", auto: 0, manual: 5, keep: 0, network: true),
            module("Profile", auto: 1, manual: 1, keep: 0),
            module("Empty", auto: 0, manual: 0, keep: 2),
            module("Chat", auto: 4, manual: 0, keep: 0),
        ], errors: [])
        XCTAssertEqual(report.order.map(\.name), ["Networking", "Chat", "Settings", "Profile", "Search"])
        XCTAssertNil(report.modules.first { $0.name == "Empty" }?.rank)
    }

    // MARK: Formats and command line

    func testFormats() throws {
        let scratch = try makeWorkspace()
        let table = runTool(["inventory", scratch.path])
        XCTAssertEqual(table.code, .unchanged, table.error)
        XCTAssertTrue(table.output.hasPrefix("combine-migrate inventory: 6 files in 5 modules"), table.output)
        // Aligned: in the modules table, every row is as wide as the header (trailing blanks trimmed).
        let lines = table.output.components(separatedBy: "\n")
        let header = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("#  MODULE") })
        let totalRow = try XCTUnwrap(lines[header...].firstIndex { $0.contains("TOTAL") })
        for line in lines[header...totalRow] {
            XCTAssertEqual(line.count, lines[header].count, line)
        }
        XCTAssertTrue(table.output.contains("SUGGESTED ORDER\n  1. Networking ("), table.output)

        let markdown = runTool(["inventory", "--format", "markdown", scratch.path])
        XCTAssertEqual(markdown.code, .unchanged)
        XCTAssertTrue(markdown.output.hasPrefix("# Combine inventory\n"), markdown.output)
        XCTAssertTrue(markdown.output.contains("| **total** |"), markdown.output)
        XCTAssertTrue(markdown.output.contains("## Suggested order\n\n1. **Networking**"), markdown.output)

        let json = runTool(["inventory", "--format=json", scratch.path])
        XCTAssertEqual(json.code, .unchanged)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["version", "tool", "totals", "order", "support", "modules", "files", "errors", "projectProblems"])
        let totals = try XCTUnwrap(object["totals"] as? [String: Any])
        let modules = try XCTUnwrap(object["modules"] as? [[String: Any]])
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        for key in ["auto", "manual", "keep"] {
            XCTAssertEqual(modules.reduce(0) { $0 + ($1[key] as? Int ?? 0) }, totals[key] as? Int, key)
            XCTAssertEqual(files.reduce(0) { $0 + ($1[key] as? Int ?? 0) }, totals[key] as? Int, key)
        }
        XCTAssertEqual(modules.reduce(0) { $0 + ($1["auditFindings"] as? Int ?? 0) }, totals["auditFindings"] as? Int)
        XCTAssertEqual(files.reduce(0) { $0 + (($1["findings"] as? [Any])?.count ?? 0) }, totals["auditFindings"] as? Int)
        let totalCounts = try XCTUnwrap(totals["counts"] as? [String: Int])
        XCTAssertEqual(Set(totalCounts.keys), Set(CombineName.allCases.map(\.rawValue)))
        for name in CombineName.allCases {
            XCTAssertEqual(files.reduce(0) { $0 + (($1["counts"] as? [String: Int])?[name.rawValue] ?? 0) }, totalCounts[name.rawValue])
        }
        let site = try XCTUnwrap(files.flatMap { ($0["sites"] as? [[String: Any]]) ?? [] }.first)
        XCTAssertEqual(Set(site.keys), ["classification", "line", "column", "what", "reason", "rule"])
    }

    /// `--format json` is pretty-printed two spaces a level, keys in schema order,
    /// readiness a number (null without sites), files not read listed under `errors`.
    func testJSONLayout() throws {
        let scratch = try Scratch()
        let path = try scratch.write("Search.swift", """
            import Combine

            @MainActor final class Search {
                var cancellables = Set<AnyCancellable>()
                func bind(_ query: AnyPublisher<String, Never>) {
                    query.receive(on: DispatchQueue.main).sink { print($0) }.store(in: &cancellables)
                    query.sink { print($0) }
                }
            }

            """)
        let missing = scratch.path + "/Missing.swift"
        let run = runTool(["inventory", "--format", "json", path, missing])
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertEqual(run.error, "\(missing): error: no such file or directory\n")
        XCTAssertTrue(run.output.hasPrefix("""
            {
              "version": 1,
              "tool": "combine-migrate \(MigrateCommand.version)",
              "totals": {
                "files": 1,
                "counts": {
                  "AnyPublisher": 1,

            """), run.output)
        XCTAssertTrue(run.output.contains("""
                "auto": 1,
                "autoByRule": {
                  "receive-main-actor": 1
                },
                "manual": 1,
                "keep": 0,
                "readiness": 0.5,
                "auditFindings": 0
              },

            """), run.output)
        XCTAssertTrue(run.output.hasSuffix("""
                  "findings": []
                }
              ],
              "errors": [
                {
                  "path": "\(missing)",
                  "reason": "no such file or directory"
                }
              ],
              "projectProblems": []
            }

            """), run.output)
    }

    func testInventoryCommandLine() throws {
        let scratch = try makeWorkspace()
        XCTAssertEqual(runTool(["inventory", scratch.path, scratch.path + "/missing"]).code, .fileErrors)
        let usage: [([String], String)] = [
            (["inventory"], "no paths given"),
            (["inventory", "--format", "diff", scratch.path], "--format takes table, markdown or json"),
            (["inventory", "--rules", "no-such-rule", scratch.path], "unknown rule 'no-such-rule'"),
            (["inventory", "--list", scratch.path], "unknown option '--list' for 'inventory'"),
        ]
        for (arguments, message) in usage {
            let run = runTool(arguments)
            XCTAssertEqual(run.code, .usageError, "\(arguments)")
            XCTAssertTrue(run.error.contains(message), "\(arguments): \(run.error)")
        }
        XCTAssertTrue(runTool(["inventory", "--help"]).output.contains("USAGE: combine-migrate inventory"))
        XCTAssertTrue(runTool(["--help"]).output.contains("combine-migrate inventory PATH..."))
        // Excluded paths are not counted.
        let excluded = runTool(["inventory", "--exclude", "Tests/*", "--format", "json", scratch.path])
        XCTAssertFalse(excluded.output.contains("FeedTests.swift"))
    }
}
