import Core
import Foundation

/// Which module each file of a run is built in, read from the project files above it: the
/// `X.xcodeproj/project.pbxproj`, `project.yml` (XcodeGen) and `Package.swift` of the nearest
/// folder, at or above the file's, whose projects build it.
///
/// A file that several targets of that folder build (an app and its extension sharing a
/// model file) gets the facts they all agree on, and the earliest deployment target of
/// each platform (`ModuleFacts.shared(by:)`). An XcodeGen spec counts only where no Xcode
/// project beside it builds the file (the project is what Xcode builds, the spec what
/// generated it). A file no project builds is in no module: rules judge it alone.
package struct ProjectMap {
    private let disk: ProjectDisk
    /// By folder: the project files in it, Xcode projects first (`rank`).
    private var projectFiles: [String: [String]] = [:]
    /// By folder: the folders at or above it that hold project files, nearest first.
    private var levels: [String: [String]] = [:]
    /// Every module read, and by project file the range of its modules there.
    private var all: [ProjectModule] = []
    private var modulesOf: [String: Range<Int>] = [:]
    /// By folder: `candidates(forFilesIn:)`.
    private var candidates: [String: [[CandidateGroup]]] = [:]
    /// By project file: its modules by the folders they build, and those listing files one
    /// by one (`modulesMayBuild(in:of:)`).
    private var byFolder: [String: (folders: [String: [Int]], listing: [Int])] = [:]
    /// The project files that could not be read, and why.
    package private(set) var problems: [ProjectProblem] = []

    package init(disk: ProjectDisk) {
        self.disk = disk
    }

    /// The facts of the run's files, named by `paths` as the run names them (relative to
    /// `currentFolder` when not absolute).
    package static func facts(of paths: [String], disk: ProjectDisk, currentFolder: String) -> ProjectFacts {
        var map = ProjectMap(disk: disk)
        var modules: [ModuleFacts] = []
        // By the modules that build a file (their indices in `all`): the number of their facts.
        var numbers: [[Int]: Int] = [:]
        var moduleIndex: [String: Int] = [:]
        // The folder of the files last asked about, as the run names it and resolved, and the
        // modules that build all of its files when they build each the same.
        var lastFolder: (named: Substring, resolved: String, sameForAll: [Int]?)?
        for path in paths {
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
            let named = slash.map { path[..<$0] } ?? ""
            if lastFolder?.named != named {
                let resolved = FilePath.resolved(named.isEmpty ? "." : String(named), from: currentFolder)
                lastFolder = (named, resolved, map.sameModules(forFilesIn: resolved))
            }
            guard let folder = lastFolder else { continue }
            let name = slash.map { path[path.index(after: $0)...] } ?? Substring(path)
            let absolute = (folder.resolved == "/" ? "" : folder.resolved) + "/" + name
            let building = folder.sameForAll ?? map.moduleIndices(building: absolute)
            guard !building.isEmpty else { continue }
            if let number = numbers[building] {
                moduleIndex[path] = number
                continue
            }
            var facts = ModuleFacts.shared(by: building.map { map.all[$0].facts })
            facts.root = displayed(facts.root, forFile: path, absolute: absolute)
            numbers[building] = modules.count
            moduleIndex[path] = modules.count
            modules.append(facts)
        }
        let building = numbers.sorted { $0.value < $1.value }.map { $0.key.map { map.all[$0] } }
        let outsideRun = ModuleFilesOutsideRun { number in
            let inRun = paths.map { FilePath.resolved($0, from: currentFolder) }
            let outside = Set(building[number].flatMap { $0.swiftFiles(on: disk) }).subtracting(inRun)
            // As a diagnostic names them: relative to the current folder when below it.
            let here = FilePath.resolved(".", from: currentFolder)
            return outside.sorted().map { ProjectPath.relative($0, to: here) }
        }
        return ProjectFacts(
            modules: modules, moduleIndex: moduleIndex, problems: map.problems, outsideRun: outsideRun, builtBy: numbers.sorted { $0.value < $1.value }.map(\.key))
    }

    /// The modules that build the file at `path` (absolute, standardized): those of the
    /// nearest folder above it whose project files build it.
    package mutating func modules(building path: String) -> [ProjectModule] {
        moduleIndices(building: path).map { all[$0] }
    }

    /// `modules(building:)` as indices in `all`: the first of the folder's candidate levels
    /// where a candidate builds the file.
    private mutating func moduleIndices(building path: String) -> [Int] {
        guard let folder = Self.parent(of: path) else { return [] }
        for level in candidates(forFilesIn: folder) {
            var found: [Int] = []
            var xcodeBuilds = false
            for group in level {
                if group.isSpec, xcodeBuilds { continue }
                let count = found.count
                for index in group.modules where all[index].contains(path) { found.append(index) }
                if group.isXcode, found.count > count { xcodeBuilds = true }
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The modules that build every file directly in `folder` (absolute, standardized), when
    /// that is the same for all of them: no candidate module lists files one by one or
    /// leaves out a path directly in the folder. Then one answer serves the folder's files.
    private mutating func sameModules(forFilesIn folder: String) -> [Int]? {
        let levels = candidates(forFilesIn: folder)
        for group in levels.joined() {
            for index in group.modules {
                let module = all[index]
                guard module.files.isEmpty else { return nil }
                let leavesOutAFile = module.folders.contains { entry in
                    entry.excluded.contains { Self.parent(of: $0) == folder }
                }
                if leavesOutAFile { return nil }
            }
        }
        return moduleIndices(building: (folder == "/" ? "" : folder) + "/-")
    }

    /// The modules of one project file that may build a file of some folder, with what
    /// kind of project file declares them (an XcodeGen spec yields to an Xcode project).
    private struct CandidateGroup {
        var modules: [Int]
        var isXcode: Bool
        var isSpec: Bool
    }

    /// For the files directly in `folder`, by level above it (nearest first), the modules
    /// that may build them: those listing files one by one, and those building a folder at
    /// or above `folder`. The rest cannot build any of them, so each file of a folder asks
    /// only these (`ProjectModule.contains`), the same answer at a fraction of the cost.
    private mutating func candidates(forFilesIn folder: String) -> [[CandidateGroup]] {
        if let known = candidates[folder] { return known }
        var found: [[CandidateGroup]] = []
        for level in levels(above: folder) {
            var groups: [CandidateGroup] = []
            for file in projectFiles(in: level) {
                let modules = modulesMayBuild(in: folder, of: file)
                guard !modules.isEmpty else { continue }
                groups.append(CandidateGroup(
                    modules: modules, isXcode: file.hasSuffix("/project.pbxproj"), isSpec: file.hasSuffix("/project.yml")))
            }
            if !groups.isEmpty { found.append(groups) }
        }
        candidates[folder] = found
        return found
    }

    /// The modules of the project file at `file` that may build files directly in `folder`,
    /// in order: those listing files one by one, and those building `folder` or a folder
    /// above it (but the root); for the others `ProjectModule.contains` is false for all of
    /// them. Found by the folder and the folders above it, each looked up once, rather than
    /// by asking each of the project's modules.
    private mutating func modulesMayBuild(in folder: String, of file: String) -> [Int] {
        if byFolder[file] == nil {
            var folders: [String: [Int]] = [:]
            var listing: [Int] = []
            for index in modules(of: file) {
                if !all[index].files.isEmpty {
                    listing.append(index)
                    continue
                }
                for entry in Set(all[index].folders.map(\.path)) { folders[entry, default: []].append(index) }
            }
            byFolder[file] = (folders, listing)
        }
        guard let index = byFolder[file] else { return [] }
        var found = index.listing
        // The folder itself, then each folder above it but the root (a module of the root
        // folder is no candidate for the folders below it).
        var current: String? = folder
        while let path = current {
            found += index.folders[path] ?? []
            current = Self.parent(of: path).flatMap { $0 == "/" ? nil : $0 }
        }
        // A module that builds a folder and one inside it is found twice.
        var unique: [Int] = []
        for index in found.sorted() where unique.last != index { unique.append(index) }
        return unique
    }

    /// The folders at or above `folder` that hold project files, nearest first.
    private mutating func levels(above folder: String) -> [String] {
        if let known = levels[folder] { return known }
        var found = projectFiles(in: folder).isEmpty ? [] : [folder]
        if let parent = Self.parent(of: folder) { found += levels(above: parent) }
        levels[folder] = found
        return found
    }

    /// The modules of the project file at `path` (their indices in `all`), read once; none
    /// (and a problem) when it cannot be read.
    private mutating func modules(of path: String) -> Range<Int> {
        if let known = modulesOf[path] { return known }
        var read: [ProjectModule] = []
        if let bytes = disk.read(path) {
            do {
                if path.hasSuffix("/project.pbxproj") {
                    read = try XcodeProject.modules(projectFile: path, bytes: bytes, disk: disk)
                } else if path.hasSuffix("/project.yml") {
                    read = try XcodeGenProject.modules(specFile: path, bytes: bytes, disk: disk)
                } else {
                    read = try PackageManifest.modules(manifest: path, bytes: bytes, disk: disk)
                }
            } catch {
                problems.append(ProjectProblem(file: path, message: "\(error.message); its files are judged one by one"))
            }
        } else {
            problems.append(ProjectProblem(file: path, message: "cannot be read; its files are judged one by one"))
        }
        let range = all.count..<(all.count + read.count)
        all += read
        modulesOf[path] = range
        return range
    }

    /// The project files in `folder`: `Package.swift`, `project.yml`, and the
    /// `project.pbxproj` of each `*.xcodeproj` in it.
    private mutating func projectFiles(in folder: String) -> [String] {
        if let known = projectFiles[folder] { return known }
        var found: [String] = []
        let base = folder == "/" ? "" : folder
        for name in disk.names(folder) ?? [] {
            if name == "Package.swift" || name == "project.yml" {
                found.append(base + "/" + name)
            } else if name.hasSuffix(".xcodeproj") {
                let file = base + "/" + name + "/project.pbxproj"
                if disk.read(file) != nil || disk.isFolder(base + "/" + name) { found.append(file) }
            }
        }
        found.sort { (Self.rank($0), $0) < (Self.rank($1), $1) }
        projectFiles[folder] = found
        return found
    }

    /// Xcode projects first, then packages, then XcodeGen specs.
    private static func rank(_ file: String) -> Int {
        file.hasSuffix("/project.pbxproj") ? 0 : file.hasSuffix("/Package.swift") ? 1 : 2
    }

    private static func parent(of path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `root` (absolute) as the run names the file `path` whose absolute path is `absolute`:
    /// relative when the file was named relatively and the root holds it.
    static func displayed(_ root: String, forFile path: String, absolute: String) -> String {
        guard !path.hasPrefix("/"), absolute.hasPrefix(root + "/") else { return root }
        let below = absolute.dropFirst(root.count)
        guard path.hasSuffix(below) else { return root }
        let shown = String(path.dropLast(below.count))
        return shown.isEmpty ? "." : shown
    }
}

extension ProjectDisk {
    /// The file system.
    package static let local = local(listed: nil)

    /// The file system, with the folders `listed` holds read from it instead of listed again.
    package static func local(listed: FolderListings?) -> ProjectDisk {
        ProjectDisk(
            read: { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } },
            isFolder: { path in
                // `stat` itself: a manifest's targets ask for their folders by the hundred.
                var status = stat()
                return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            },
            names: { path in listed?.names(in: path) ?? (try? FolderEntries.list(path).get().map(\.name)) })
    }
}

extension ModuleFacts {
    /// What a file built by each of `modules` can count on: the name and kind of the first
    /// (with the others named), each fact as `sharedLanguageMode` and its kin choose it, the
    /// earliest deployment target of each platform any builds for, the features all enable.
    package static func shared(by modules: [ModuleFacts]) -> ModuleFacts {
        guard var result = modules.first else { preconditionFailure("a file's modules are never empty") }
        for other in modules.dropFirst() {
            if other.name != result.name { result.name += ", " + other.name }
            if other.kind != result.kind { result.kind = .other }
            result.listsFiles = result.listsFiles || other.listsFiles
            if result.root != other.root { result.root = ProjectPath.commonFolder(of: [result.root + "/", other.root + "/"]) ?? "/" }
            result.defaultIsolation = shared(result.defaultIsolation, other.defaultIsolation, by: sharedDefaultIsolation)
            result.strictConcurrency = shared(result.strictConcurrency, other.strictConcurrency, by: sharedStrictConcurrency)
            // The highest mode: Swift 6 (the highest there is) whatever the other build's.
            result.languageMode = [result.languageMode, other.languageMode].compactMap { $0 }.first { $0.value >= 6 }
                ?? shared(result.languageMode, other.languageMode, by: sharedLanguageMode)
            if let features = other.upcomingFeatures, let known = result.upcomingFeatures {
                result.upcomingFeatures = Fact(known.value.filter(features.value.contains), from: known.origin)
            } else {
                result.upcomingFeatures = nil
            }
            if let targets = other.deploymentTargets, let known = result.deploymentTargets {
                var merged = known.value
                for (platform, version) in targets.value.versions {
                    if let current = merged.versions[platform], !PlatformVersions.isBelow(version, current) { continue }
                    merged.versions[platform] = version
                }
                result.deploymentTargets = Fact(merged, from: known.origin + "; " + targets.origin)
            } else {
                result.deploymentTargets = nil
            }
        }
        return result
    }

    /// `a` and `b` as `choose` combines their values, with the origin of the chosen one;
    /// nil when either is unknown or `choose` finds none.
    private static func shared<Value>(_ a: Fact<Value>?, _ b: Fact<Value>?, by choose: ([Value]) -> Value?) -> Fact<Value>? {
        guard let a, let b, let value = choose([a.value, b.value]) else { return nil }
        return value == a.value ? a : b
    }
}
