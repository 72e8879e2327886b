import Core

/// A SwiftPM manifest (`Package.swift`) read as text, never run, as its modules.
package enum PackageManifest {
    /// The targets of the manifest at `path` (absolute) with `bytes`, as modules.
    package static func modules(manifest path: String, bytes: [UInt8], disk: ProjectDisk) throws(ProjectFileError) -> [ProjectModule] {
        throw ProjectFileError("not implemented")
    }
}
