import Core

/// An Xcode project (`X.xcodeproj/project.pbxproj`) read as its modules.
package enum XcodeProject {
    /// The targets of the project whose `project.pbxproj` is at `path` (absolute) with
    /// `bytes`, as modules: the native targets that compile Swift files, with the files of
    /// their sources build phase (through groups) and their synchronized folders, and the
    /// facts of their build settings (project level, target level, and the `.xcconfig` files
    /// of each, read through `disk`).
    package static func modules(projectFile path: String, bytes: [UInt8], disk: ProjectDisk) throws(ProjectFileError) -> [ProjectModule] {
        throw ProjectFileError("not implemented")
    }
}
