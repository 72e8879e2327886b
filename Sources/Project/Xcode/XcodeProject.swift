import Core

/// An Xcode project (`X.xcodeproj/project.pbxproj`) read as its modules.
package enum XcodeProject {
    /// The targets of the project whose `project.pbxproj` is at `path` (absolute) with
    /// `bytes`, as modules: the native targets that compile Swift files, with the files of
    /// their sources build phase (through groups) and their synchronized folders, and the
    /// facts of their build settings (project level, target level, and the `.xcconfig` files
    /// of each, read through `disk`).
    package static func modules(projectFile path: String, bytes: [UInt8], disk: ProjectDisk) throws(ProjectFileError) -> [ProjectModule] {
        let bundle = ProjectPath.folder(of: path)
        let bundleName = ProjectPath.name(of: bundle)
        let projectName = bundleName.hasSuffix(".xcodeproj") ? String(bundleName.dropLast(".xcodeproj".count)) : bundleName
        let objects = try PBXObjects(PropertyList.parse(bytes), projectFolder: bundle)
        var xcconfigs = XCConfigReader(disk: disk, projectFolder: objects.sourceRoot)
        var modules: [ProjectModule] = []
        for (id, target) in objects.objects(objects.project["targets"]?.strings ?? []) where target["isa"]?.string == "PBXNativeTarget" {
            guard let name = target["name"]?.string else { continue }
            let files = XcodeTargetFiles(target: id, target, in: objects)
            guard let root = files.root else { continue }
            let configurations = XcodeTargetSettings.configurations(of: target, named: name, projectName: projectName, in: objects, xcconfigs: &xcconfigs)
            let settings = SettingsFacts(configurations: configurations, subject: "\(bundleName): target \(name)")
            let facts = settings.module(
                productName: name, kind: ProductType.kind(of: target["productType"]?.string ?? ""), root: root, projectFile: path,
                listsFiles: files.folders.isEmpty)
            modules.append(ProjectModule(facts: facts, files: files.files, folders: files.folders))
        }
        return modules
    }
}
