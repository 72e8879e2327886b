import Core
import Structure
import Tokenizer

/// The types each module of the run declares across its files (`ModuleTypes`), for the
/// rules that ask where code runs (`isolation(at:in:)`): the subscription rules, and the
/// one-shot rules' Tasks. Only modules the project places files in (`ProjectFacts`); a
/// file outside them is judged alone.
struct ModuleTypeIndex: RunFacts {
    static let none = ModuleTypeIndex(modules: [:])
    /// By module number (`ProjectFacts.moduleNumber(ofPath:)`): the modules of the files
    /// that may hold a subscription or declare a one-shot function, and the project's
    /// modules those files import.
    let modules: [Int: ModuleTypes]
    var anchorNames: [String] { [] }
}

extension RunContext {
    /// The types of the module of `source`'s file, if the run read them; nil judges the
    /// file alone.
    func moduleTypes(of source: TokenizedSource) -> ModuleTypes? {
        project.moduleNumber(ofPath: source.path).flatMap { self[ModuleTypeIndex.self].modules[$0] }
    }

    /// Where `source`'s code looks names up beyond its file: its module's files, the
    /// project's modules it imports (`import Core`, `@testable import App`), and the files
    /// that a target of its module builds too (`ProjectFacts.modulesSharingTargets(with:)`),
    /// as far as the run read them.
    func nameScope(of source: TokenizedSource) -> NameScope {
        let index = self[ModuleTypeIndex.self].modules
        let own = project.moduleNumber(ofPath: source.path)
        let imports = CodeView(source).importedModules
        // The modules it imports, and those whose files a target of its module builds too.
        let sharing = own.map(project.modulesSharingTargets(with:)) ?? []
        let imported = project.modules.indices.compactMap { number -> (name: String, types: ModuleTypes)? in
            guard number != own, imports.contains(project.modules[number].name) || sharing.contains(number), let types = index[number]
            else { return nil }
            return (project.modules[number].name, types)
        }
        return NameScope(module: own.flatMap { index[$0] }, imported: imported)
    }
}

/// Builds the run's `ModuleTypeIndex`. Its survey notes the files that may hold a
/// subscription, and the type names they may declare; then, for the modules of those files
/// alone, it scans the other files for the names they may declare — a view model's base
/// class may be in a file that never mentions Combine. A file is tokenized and summarized
/// only when a question needs a name it may declare (`ModuleTypes`): a subscription's own
/// file is summarized from its current version when it is rewritten. A run whose files are
/// in no known module reads nothing more.
struct ModuleTypesPreparation: RunPreparation {
    var anchors: Anchors { Anchors(anyOf: ["sink", "assign", "AnyPublisher", "Future"]) }

    /// What the survey learns of a file whose code calls `.sink` or `.assign`, or declares a
    /// function returning `AnyPublisher` or `Future`: its path, the type names it may
    /// declare, and the modules it imports.
    private struct SiteFile: Sendable {
        var path: String
        var names: DeclaredNames
        var imports: Set<String>
    }

    /// The file's `SiteFile` when its code calls `.sink` or `.assign` (`.sink {`,
    /// `.assign(`): where a subscription rule may ask where code runs, and which names it
    /// may write (`Task`); or when it declares a one-shot rule's candidate, whose failure
    /// (`Error`) and bridge (`Task`, `Future`) depend on the names of its module.
    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        guard let path = source.path else { return nil }
        let view = CodeView(source)
        func site() -> SiteFile { SiteFile(path: path, names: DeclaredNames(scanning: source.bytes), imports: view.importedModules) }
        if source.mayContainName(Array("sink".utf8)) || source.mayContainName(Array("assign".utf8)) {
            for p in view.positions where view.isAny(p, of: ["sink", "assign"]) && view.kind(p - 1) == .period {
                if view.kind(p + 1) == .leftParen || view.kind(p + 1) == .leftBrace { return site() }
            }
        }
        return PublisherFunction.all(in: source).isEmpty ? nil : site()
    }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        let project = files.project
        let sites = surveys.compactMap { $0 as? SiteFile }
        // The sites' modules, and the project's modules they import.
        let imported = sites.reduce(into: Set<String>()) { $0.formUnion($1.imports) }
        let own = Set(sites.compactMap { project.moduleNumber(ofPath: $0.path) })
        let wanted = own.union(own.flatMap(project.modulesSharingTargets(with:)))
            .union(project.modules.indices.filter { imported.contains(project.modules[$0].name) })
        guard !wanted.isEmpty else { return }
        var modules: [Int: ModuleTypes] = [:]
        for number in wanted where project.modules.indices.contains(number) {
            modules[number] = ModuleTypes(defaultIsolation: project.modules[number].defaultIsolation?.value)
        }
        var surveyed: [String: DeclaredNames] = [:]
        for site in sites { surveyed[site.path, default: DeclaredNames()].formUnion(site.names) }
        let known = surveyed
        // A file rewritten in parts is as many files of the run, one a part, under its path:
        // each part is scanned, whether or not its survey was a site's, and its names are
        // the file's, those of every part.
        var seen: Set<String> = []
        var inParts: Set<String> = []
        for index in 0..<files.count {
            if let path = files.path(index), !seen.insert(path).inserted { inParts.insert(path) }
        }
        let parted = inParts
        let module: @Sendable (Int) -> Int? = { files.path($0).flatMap(project.moduleNumber(ofPath:)) }
        // The other files of those modules, by the names they may declare.
        let scanned = files.map(including: { index in
            guard let number = module(index), wanted.contains(number) else { return false }
            return files.path(index).map { known[$0] == nil || parted.contains($0) } ?? false
        }) { _, bytes in DeclaredNames(scanning: bytes) }
        var fileNames = known
        for index in 0..<files.count {
            if let path = files.path(index), parted.contains(path), let names = scanned[index] {
                fileNames[path, default: DeclaredNames()].formUnion(names)
            }
        }
        // In file order, as the files are named; each summarized when a question needs it.
        let read = files.reader
        for index in 0..<files.count {
            guard let number = module(index), let path = files.path(index),
                let names = fileNames[path] ?? scanned[index], names.mayDeclareAny
            else { continue }
            modules[number]?.add(names, file: path) { read(index).map { CodeView($0).typeSummary() } }
        }
        run[ModuleTypeIndex.self] = ModuleTypeIndex(modules: modules)
    }
}
