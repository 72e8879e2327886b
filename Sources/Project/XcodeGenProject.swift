import Core

/// An XcodeGen spec (`project.yml`) read as its modules.
package enum XcodeGenProject {
    /// The targets of the spec at `path` (absolute) with `bytes`, as modules.
    package static func modules(specFile path: String, bytes: [UInt8], disk: ProjectDisk) throws(ProjectFileError) -> [ProjectModule] {
        throw ProjectFileError("not implemented")
    }
}
