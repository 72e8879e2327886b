import Foundation
import Core
import Structure
import Support

/// The module a file of an inventory is built in: a target of its project (Xcode, XcodeGen,
/// package), with what the project says of it, or else the file's folder.
package struct InventoryModule: Sendable {
    package var name: String
    package var path: String
    /// `target` or `folder`.
    package var kind: String
    package var facts: ModuleFacts?

    package init(name: String, path: String, kind: String, facts: ModuleFacts? = nil) {
        self.name = name
        self.path = path
        self.kind = kind
        self.facts = facts
    }

    /// The module of the file at `path` in `project`.
    package init(ofFile path: String, in project: ProjectFacts) {
        if let facts = project.module(ofPath: path) {
            self.init(name: facts.name, path: facts.root, kind: "target", facts: facts)
        } else {
            let folder = (path as NSString).deletingLastPathComponent
            self.init(name: folder.isEmpty ? "." : folder, path: folder.isEmpty ? "." : folder, kind: "folder")
        }
    }
}

/// The inventory of a set of files: per file, per module (a project's target, or a folder),
/// in total, and the order in which to migrate the modules.
package struct InventoryReport: Sendable {
    /// One module's totals: the sums over its files.
    package struct ModuleSummary: Sendable {
        package var name: String
        package var path: String
        /// `target` or `folder`.
        package var kind: String
        /// What the module's project says of it (a target's).
        package var facts: ModuleFacts?
        package var files: Int = 0
        package var counts = CombineCounts()
        package var autoByRule: [String: Int] = [:]
        package var manual = 0
        package var keep = 0
        package var findings = 0
        package var network = false
        /// Other modules of the inventory that import this one.
        package var dependents = 0
        /// 1-based place in the suggested order; nil when there is nothing to migrate.
        package var rank: Int?

        package var auto: Int { autoByRule.values.reduce(0, +) }
        /// `auto / (auto + manual)`; nil when there is nothing to migrate.
        package var readiness: Double? { Self.readiness(auto: auto, manual: manual) }

        static func readiness(auto: Int, manual: Int) -> Double? {
            auto + manual == 0 ? nil : Double(auto) / Double(auto + manual)
        }
    }

    package struct FileError: Sendable, Equatable {
        package var path: String
        package var reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Files in the order they were listed, each with the path of its module.
    package var files: [(inventory: FileInventory, module: String)] = []
    /// For each of `files`, its module's index in `modules` (targets may share a path).
    package var fileModules: [Int] = []
    /// Modules in the order their first file was listed.
    package var modules: [ModuleSummary] = []
    package var errors: [FileError] = []
    /// The modules whose auto sites call helpers of the support file that none of their
    /// files declares (`SupportCheck`).
    package var support: [SupportCheck.Missing] = []
    /// The project files that could not be read as projects.
    package var projectProblems: [ProjectProblem] = []

    package init() {}

    /// The sums over every file.
    package var totals: ModuleSummary {
        var total = ModuleSummary(name: "total", path: "", kind: "total")
        for module in modules {
            total.files += module.files
            total.counts = total.counts + module.counts
            for (rule, count) in module.autoByRule { total.autoByRule[rule, default: 0] += count }
            total.manual += module.manual
            total.keep += module.keep
            total.findings += module.findings
            total.network = total.network || module.network
        }
        return total
    }

    /// The modules to migrate, first to last (see `rank`).
    package var order: [ModuleSummary] {
        modules.filter { $0.rank != nil }.sorted { $0.rank! < $1.rank! }
    }

    /// Builds the report from the files' inventories and their modules.
    package init(files: [(FileInventory, InventoryModule)], errors: [FileError]) {
        self.errors = errors
        var index: [String: Int] = [:]
        var importsByModule: [[String]] = []
        for (inventory, module) in files {
            self.files.append((inventory, module.path))
            let i: Int
            // Targets may share a folder (an app and its tests at the project's root): a
            // module is its name and its folder.
            let key = module.name + "\u{0}" + module.path
            if let known = index[key] {
                i = known
            } else {
                i = modules.count
                index[key] = i
                modules.append(ModuleSummary(name: module.name, path: module.path, kind: module.kind, facts: module.facts))
                importsByModule.append([])
            }
            fileModules.append(i)
            modules[i].files += 1
            modules[i].counts = modules[i].counts + inventory.counts
            for (rule, count) in inventory.autoByRule { modules[i].autoByRule[rule, default: 0] += count }
            modules[i].manual += inventory.manual
            modules[i].keep += inventory.keep
            modules[i].findings += inventory.findings.count
            modules[i].network = modules[i].network || inventory.network
            importsByModule[i] += inventory.imports
        }
        // Dependents: other modules importing a target module by name.
        for i in modules.indices where modules[i].kind == "target" {
            modules[i].dependents = modules.indices.filter { j in
                j != i && importsByModule[j].contains(modules[i].name)
            }.count
        }
        rankModules()
    }

    /// The suggested order (docs/inventory.md): modules with something to migrate, network
    /// layers first, then fewest keep sites, highest readiness, fewest dependents, least
    /// work (auto + manual), and path.
    private mutating func rankModules() {
        let candidates = modules.indices.filter { modules[$0].auto + modules[$0].manual > 0 }
        let sorted = candidates.sorted { a, b in
            let x = modules[a]
            let y = modules[b]
            if x.network != y.network { return x.network }
            if x.keep != y.keep { return x.keep < y.keep }
            if x.readiness! != y.readiness! { return x.readiness! > y.readiness! }
            if x.dependents != y.dependents { return x.dependents < y.dependents }
            if x.auto + x.manual != y.auto + y.manual { return x.auto + x.manual < y.auto + y.manual }
            return x.path < y.path
        }
        for (rank, i) in sorted.enumerated() { modules[i].rank = rank + 1 }
    }
}
