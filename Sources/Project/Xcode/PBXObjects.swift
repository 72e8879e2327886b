import Core

/// The objects of a `project.pbxproj` by id, and where on disk the files and groups among
/// them are: a path resolved through the group tree (`sourceTree = "<group>"`: below the
/// parent group's folder), from the project's folder (`SOURCE_ROOT`), or absolute
/// (`<absolute>`); nil for anything else (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`, a
/// custom tree), whose folder the reader cannot know.
struct PBXObjects {
    /// How deep the group tree is followed before a path is taken as unknown (a cycle of
    /// groups ends there too).
    static let maximumGroupDepth = 64

    typealias Object = [String: PropertyList]

    let objects: [String: Object]
    /// The project object (`rootObject`).
    let project: Object
    /// The folder `SOURCE_ROOT` names: the one holding the `.xcodeproj`, moved by the
    /// project's `projectDirPath` when it has one.
    let sourceRoot: String
    /// By id of a file or group: the group listing it among its `children`.
    private let parents: [String: String]
    private let mainGroup: String?
    /// The ids of the Xcode 16 synchronized folders (`PBXFileSystemSynchronizedRootGroup`),
    /// sorted.
    let synchronizedGroups: [String]

    /// The objects of the property list of a `project.pbxproj` in the `.xcodeproj` at
    /// `projectFolder`.
    init(_ root: PropertyList, projectFolder: String) throws(ProjectFileError) {
        guard let table = root["objects"]?.dictionary else { throw ProjectFileError("no 'objects' dictionary in the project file") }
        var objects: [String: Object] = [:]
        for (id, value) in table {
            if let object = value.dictionary { objects[id] = object }
        }
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw ProjectFileError("the project file's 'rootObject' is not a PBXProject")
        }
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.strings ?? [] where parents[child] == nil {
                parents[child] = id
            }
        }
        let containing = ProjectPath.folder(of: projectFolder)
        self.objects = objects
        self.project = project
        self.parents = parents
        self.mainGroup = project["mainGroup"]?.string
        self.synchronizedGroups = objects.filter { $0.value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }.keys.sorted()
        self.sourceRoot = ProjectPath.join(containing, project["projectDirPath"]?.string ?? "")
    }

    subscript(id: String?) -> Object? {
        id.flatMap { objects[$0] }
    }

    /// The objects `ids` name, those that exist.
    func objects(_ ids: [String]) -> [(id: String, object: Object)] {
        ids.compactMap { id in objects[id].map { (id, $0) } }
    }

    /// The absolute path of the file or group `id`; nil when it cannot be known.
    func path(of id: String) -> String? {
        // The paths from `id` up to the group its tree is rooted at, innermost first.
        var below: [String] = []
        var current = id
        for _ in 0..<Self.maximumGroupDepth {
            guard let object = objects[current] else { return nil }
            if let path = object["path"]?.string, !path.isEmpty { below.append(path) }
            let relative = below.reversed().joined(separator: "/")
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<absolute>":
                return relative.hasPrefix("/") ? FilePath.standardized(relative) : nil
            case "SOURCE_ROOT":
                return ProjectPath.join(sourceRoot, relative)
            case "<group>":
                guard let parent = parents[current] else {
                    return current == mainGroup ? ProjectPath.join(sourceRoot, relative) : nil
                }
                current = parent
            default:
                return nil
            }
        }
        return nil
    }
}
