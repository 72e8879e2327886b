import Tokenizer

/// The modules a file imports, wherever the `import` stands (inside `#if` too).
extension CodeView {
    /// `Foundation`, `Combine`, `OpenCombine` (from `import OpenCombine`, `@testable import X`,
    /// `import struct X.Y`), computed once per file version.
    package var importedModules: Set<String> {
        analyses.value(ImportedModulesKey.self) {
            var modules: Set<String> = []
            for p in positions where kind(p) == .keyword && isWord(p, "import") {
                // `import X` as a statement, or after an attribute (`@testable import X`).
                guard startsStatement(p) || isAttribute(endingAt: p - 1) else { continue }
                var q = p + 1
                // `import struct Module.Type`
                if kind(q) == .keyword || isAny(q, of: ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]), isName(q + 1) {
                    q += 1
                }
                if isName(q) { modules.insert(text(q)) }
            }
            return modules
        }
    }
}

private enum ImportedModulesKey: FileAnalysisKey { typealias Value = Set<String> }

extension CodeView {
    /// Whether the file imports OpenCombine and not Combine: its publishers are OpenCombine's.
    package var importsOpenCombineAlone: Bool {
        let modules = importedModules
        return modules.contains("OpenCombine") && !modules.contains("Combine")
    }

    /// Whether the file imports both Combine and OpenCombine (each under its `#if`, as
    /// SpotifyAPI's files do): its publishers are Combine's where it can be imported, and
    /// OpenCombine's elsewhere (Linux).
    package var importsCombineOrOpenCombine: Bool {
        let modules = importedModules
        return modules.contains("OpenCombine") && modules.contains("Combine")
    }
}

extension CodeView {
    /// Modules whose objects are confined to the thread or queue that made or froze them
    /// (Realm's, Core Data's managed objects): code that reads them checks where it runs.
    static let threadConfinedModules: Set<String> = ["RealmSwift", "Realm", "CoreData"]

    /// The module the file imports whose objects are confined to a thread, if it imports one.
    package var importedThreadConfinedModule: String? {
        importedModules.intersection(Self.threadConfinedModules).sorted().first
    }
}
