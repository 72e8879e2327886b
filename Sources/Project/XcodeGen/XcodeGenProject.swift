import Core

/// An XcodeGen spec (`project.yml`) read as its modules.
package enum XcodeGenProject {
    /// The targets of the spec at `path` (absolute) with `bytes`, as modules: those whose
    /// `sources:` give Swift files or folders, with the facts of the settings the project
    /// XcodeGen generates would give them. Included specs and `.xcconfig` files are read
    /// through `disk`.
    package static func modules(specFile path: String, bytes: [UInt8], disk: ProjectDisk) throws(ProjectFileError) -> [ProjectModule] {
        let specFolder = ProjectPath.folder(of: path)
        let spec = try XcodeGenSpec(path: path, bytes: bytes, disk: disk)
        let fileName = ProjectPath.name(of: path)
        let projectName = spec.root["name"]?.text ?? fileName
        var settings = XcodeGenSettings(spec: spec, specFolder: specFolder, disk: disk)
        var modules: [ProjectModule] = []
        for target in spec.targets {
            let sources = XcodeGenSources(target.node, specFolder: specFolder, disk: disk)
            guard let root = sources.root else { continue }
            let configurations = settings.configurations(of: target, projectName: projectName)
            let facts = SettingsFacts(configurations: configurations, subject: "\(fileName): target \(target.name)")
            let moduleFacts = facts.module(
                productName: target.productName ?? target.name, kind: ProductType.kind(of: target.node["type"]?.text ?? ""), root: root,
                projectFile: path, listsFiles: sources.folders.isEmpty)
            modules.append(ProjectModule(facts: moduleFacts, files: sources.files, folders: sources.folders))
        }
        return modules
    }
}
