import Foundation

/// What the run knows of the module a file is built in, read from its project (an Xcode
/// target, an XcodeGen target, a package target) — or, without one, only its folder. Rules
/// ask these facts instead of guessing them from one file. A fact the project does not
/// settle is nil: the rules then act as they would on a file alone.
package struct ModuleFacts: Sendable, Hashable {
    /// What a module builds.
    package enum Kind: String, Sendable, Hashable {
        case application, extensionBundle = "extension", framework, library, executable, tests, uiTests = "ui-tests"
        case other
        /// No project file names it: the folder the files are in.
        case folder

        /// Whether the module is a test bundle (unit or UI tests).
        package var isTests: Bool { self == .tests || self == .uiTests }
    }

    /// The isolation a module gives declarations that write none (SE-0466:
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION`, `.defaultIsolation(MainActor.self)`).
    package enum DefaultIsolation: String, Sendable, Hashable {
        case mainActor = "MainActor"
        case nonisolated
    }

    /// A value and where it came from, so a user can check it: `Trio.xcodeproj: target
    /// Trio, IPHONEOS_DEPLOYMENT_TARGET = 16.0 (project level)`.
    package struct Fact<Value: Sendable & Hashable>: Sendable, Hashable {
        package var value: Value
        package var origin: String

        package init(_ value: Value, from origin: String) {
            self.value = value
            self.origin = origin
        }
    }

    /// The target's name (the module name), or the folder's path for a folder module.
    package var name: String
    package var kind: Kind
    /// The folder a new file of the module goes in (the support file): the target's folder,
    /// or the folder of its files. As the run names paths (relative paths stay relative).
    package var root: String
    /// The project file the module was read from (`App.xcodeproj/project.pbxproj`,
    /// `project.yml`, `Package.swift`); nil for a folder module.
    package var projectFile: String?
    /// Whether a new file in `root` is built only once it is added to the target by hand: an
    /// Xcode target that lists its files (not a synchronized folder, not a package target).
    package var listsFiles: Bool
    /// The Swift language mode's major version (4, 5, 6).
    package var languageMode: Fact<Int>?
    package var defaultIsolation: Fact<DefaultIsolation>?
    /// Upcoming features enabled (`NonisolatedNonsendingByDefault`, `InferIsolatedConformances`,
    /// …), sorted.
    package var upcomingFeatures: Fact<[String]>?
    /// `minimal`, `targeted` or `complete`.
    package var strictConcurrency: Fact<String>?
    /// The minimum version of each platform the module is built for (only those).
    package var deploymentTargets: Fact<PlatformVersions>?

    package init(
        name: String, kind: Kind, root: String, projectFile: String? = nil, listsFiles: Bool = false,
        languageMode: Fact<Int>? = nil, defaultIsolation: Fact<DefaultIsolation>? = nil,
        upcomingFeatures: Fact<[String]>? = nil, strictConcurrency: Fact<String>? = nil,
        deploymentTargets: Fact<PlatformVersions>? = nil
    ) {
        self.name = name
        self.kind = kind
        self.root = root
        self.projectFile = projectFile
        self.listsFiles = listsFiles
        self.languageMode = languageMode
        self.defaultIsolation = defaultIsolation
        self.upcomingFeatures = upcomingFeatures
        self.strictConcurrency = strictConcurrency
        self.deploymentTargets = deploymentTargets
    }

    /// Whether the module may build in Swift 6 language mode.
    package var buildsInSwift6: Bool { (languageMode?.value ?? 0) >= 6 }
}

extension ModuleFacts {
    /// What code built several ways — in several configurations of a target, or by several
    /// targets — can count on, one rule per fact, for every place that combines them: the
    /// highest language mode, the strictest concurrency checking, a default isolation only
    /// when all agree (and the upcoming features on in all, the lowest deployment target).
    package static func sharedLanguageMode(_ modes: [Int]) -> Int? { modes.max() }

    /// `minimal`, `targeted`, `complete`, from the least strict.
    package static let strictConcurrencyLevels = ["minimal", "targeted", "complete"]

    package static func sharedStrictConcurrency(_ levels: [String]) -> String? {
        levels.max { (strictConcurrencyLevels.firstIndex(of: $0) ?? 0) < (strictConcurrencyLevels.firstIndex(of: $1) ?? 0) }
    }

    package static func sharedDefaultIsolation(_ values: [DefaultIsolation]) -> DefaultIsolation? {
        values.allSatisfy { $0 == values.first } ? values.first : nil
    }
}

/// The modules of a run and which module each file is built in (`ModuleFacts`), as the
/// command line read them from the project files above the run's files.
package struct ProjectFacts: Sendable {
    package private(set) var modules: [ModuleFacts]
    /// By path as the run names the file: the index of its module in `modules`.
    private var moduleIndex: [String: Int]
    /// What could not be read (a malformed project file), for the run to report once.
    package var problems: [ProjectProblem]
    /// The Swift files each module builds that the run does not hold (`ModuleFilesOutsideRun`);
    /// nil when that cannot be told (no project said which files a module builds).
    private var outsideRun: ModuleFilesOutsideRun?
    /// By module number: the targets that build its files (indices of the project's targets),
    /// a module being the files that the same targets build.
    private var builtBy: [[Int]]

    /// Nothing known: every file judged alone.
    package static let none = ProjectFacts(modules: [], moduleIndex: [:], problems: [])

    package init(
        modules: [ModuleFacts], moduleIndex: [String: Int], problems: [ProjectProblem] = [],
        outsideRun: ModuleFilesOutsideRun? = nil, builtBy: [[Int]] = []
    ) {
        self.modules = modules
        self.moduleIndex = moduleIndex
        self.problems = problems
        self.outsideRun = outsideRun
        self.builtBy = builtBy
    }

    /// The other modules whose files a target of module `number` builds too: a file that
    /// two targets build (corona-warn-app's `CWATestCase.swift`, in its unit and UI test
    /// targets) is a module of its own, whose declarations the files of either target see.
    package func modulesSharingTargets(with number: Int) -> [Int] {
        guard builtBy.indices.contains(number) else { return [] }
        let targets = Set(builtBy[number])
        return builtBy.indices.filter { $0 != number && !targets.isDisjoint(with: builtBy[$0]) }
    }

    /// The Swift files of the module of the file at `path` (as the run names it) that the
    /// run does not hold, as the run would name them: code there may call the file's
    /// functions. Empty when the run holds the whole module; nil when that is not known.
    package func filesOutsideRun(ofModuleOf path: String?) -> [String]? {
        guard let number = moduleNumber(ofPath: path) else { return nil }
        return outsideRun?.files(ofModule: number)
    }

    /// The module of the file at `path` (as the run names it), if known.
    package func module(ofPath path: String?) -> ModuleFacts? {
        guard let path, let index = moduleIndex[path] else { return nil }
        return modules[index]
    }

    /// The index in `modules` of the module of the file at `path`.
    package func moduleNumber(ofPath path: String?) -> Int? {
        path.flatMap { moduleIndex[$0] }
    }
}

/// The Swift files of each module of a run that the run does not hold (a run on one folder
/// of a target): worked out on the first question about a module, by listing its folders
/// (`find`), then kept. A rule whose rewrite of a function reaches its callers in other
/// files asks, and leaves the function alone when code it cannot see may call it.
package final class ModuleFilesOutsideRun: @unchecked Sendable {
    private let find: @Sendable (_ module: Int) -> [String]
    private let lock = NSLock()
    private var found: [Int: [String]] = [:]

    /// `find` lists the files of the module of that number (in `ProjectFacts.modules`)
    /// that the run does not hold.
    package init(find: @escaping @Sendable (_ module: Int) -> [String]) {
        self.find = find
    }

    package func files(ofModule number: Int) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let files = found[number] { return files }
        let files = find(number)
        found[number] = files
        return files
    }
}

/// A project file the run could not read as a project, and what it did instead.
package struct ProjectProblem: Sendable, Equatable {
    package var file: String
    package var message: String

    package init(file: String, message: String) {
        self.file = file
        self.message = message
    }
}
