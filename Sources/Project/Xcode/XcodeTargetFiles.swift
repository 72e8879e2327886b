/// The Swift files a native target of a `project.pbxproj` compiles: those its sources build
/// phase lists (`PBXBuildFile` → `PBXFileReference`, or the files of a `PBXVariantGroup`),
/// and the folders of its Xcode 16 synchronized groups (`fileSystemSynchronizedGroups`)
/// less their exceptions for it. An exception set of a folder the target does not
/// synchronize adds its files to the target instead, as Xcode reads membership exceptions:
/// they invert the folder's membership for that target.
struct XcodeTargetFiles {
    var files: Set<String> = []
    var folders: [ProjectModule.Folder] = []

    init(target id: String, _ target: PBXObjects.Object, in objects: PBXObjects) {
        for (_, phase) in objects.objects(target["buildPhases"]?.strings ?? []) where phase["isa"]?.string == "PBXSourcesBuildPhase" {
            for (_, buildFile) in objects.objects(phase["files"]?.strings ?? []) {
                guard let reference = buildFile["fileRef"]?.string, let file = objects[reference] else { continue }
                let members = file["isa"]?.string == "PBXVariantGroup" ? file["children"]?.strings ?? [] : [reference]
                for member in members {
                    if let path = objects.path(of: member), ProjectPath.isSwift(path) { files.insert(path) }
                }
            }
        }
        let synchronized = target["fileSystemSynchronizedGroups"]?.strings ?? []
        for (groupID, group) in objects.objects(synchronized) {
            guard let folder = objects.path(of: groupID) else { continue }
            let excluded = Self.exceptions(of: group, for: id, in: objects).map { ProjectPath.join(folder, $0) }
            folders.append(ProjectModule.Folder(path: folder, excluded: excluded))
        }
        for (groupID, group) in objects.objects(objects.synchronizedGroups) where !synchronized.contains(groupID) {
            let added = Self.exceptions(of: group, for: id, in: objects)
            guard !added.isEmpty, let folder = objects.path(of: groupID) else { continue }
            for path in added.map({ ProjectPath.join(folder, $0) }) where ProjectPath.isSwift(path) { files.insert(path) }
        }
    }

    /// The paths (relative to the folder) the synchronized group's exception sets list for
    /// the target `id`.
    private static func exceptions(of group: PBXObjects.Object, for id: String, in objects: PBXObjects) -> [String] {
        objects.objects(group["exceptions"]?.strings ?? []).flatMap { _, exceptionSet -> [String] in
            guard exceptionSet["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet", exceptionSet["target"]?.string == id else { return [] }
            return exceptionSet["membershipExceptions"]?.strings ?? []
        }
    }

    /// The folder a new file of the target goes in.
    var root: String? {
        ProjectPath.root(files: files, folders: folders)
    }
}
