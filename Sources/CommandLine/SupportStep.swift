import Core
import Foundation
import Support

/// The end of a run, for the support file: each module whose rewrites call helpers no file of
/// it declares is named, with the command that writes the file there, in every format; with
/// `--write --support` the file is written there instead (with `--access`, `internal` unless
/// asked: whether another module uses the helpers is not guessed).
struct SupportStep {
    let mode: Options.Mode
    let writesFile: Bool
    let access: String
    let writer: FileWriter

    func finish(_ summary: inout RunSummary, run files: [String], project: ProjectFacts, output: RunOutput) {
        for missing in SupportCheck.readingDisk().missing(in: summary.support, run: files, project: project) {
            guard writesFile else {
                output.moduleNotice(.warning, Self.warning(missing, mode: mode), path: missing.path, line: missing.line)
                continue
            }
            if let error = Self.write(missing.text(access: access), to: missing.output, with: writer) {
                output.error(path: error.path, reason: error.reason)
                summary.failed += 1
                output.moduleNotice(.warning, Self.warning(missing, mode: mode), path: missing.path, line: missing.line)
            } else {
                var message = "wrote \(missing.output): the helpers the migrated code of \(missing.module) calls (\(missing.helpers.listed))"
                if let target = missing.addedByHandTo { message += "; add it to the target `\(target)` in Xcode, which lists its files one by one" }
                output.moduleNotice(.note, message, path: missing.path, line: missing.line)
            }
        }
    }

    /// `module Feed needs the support file: … run: combine-migrate support --output …`.
    static func warning(_ missing: SupportCheck.Missing, mode: Options.Mode) -> String {
        let start = "\(missing.module) needs the support file: "
        let addIt = missing.addedByHandTo.map { "; then add it to the target `\($0)` in Xcode, which lists its files one by one" } ?? ""
        if mode == .write {
            return start + "the migrated code calls \(missing.helpers.listed), which no file of the module declares, "
                + "and does not build until you run: \(missing.command)" + addIt
        }
        return start + "the rewrites call \(missing.helpers.listed), which no file of the module declares; "
            + "write it with --write --support, or run: \(missing.command)" + addIt
    }

    /// Writes the support file at `path` (`--write --support`, `support --output`): a file
    /// there is replaced only if `combine-migrate support` wrote it (an upgrade, the file
    /// `SupportCheck` names), and only if it is still what was read; any other file there is
    /// the user's, and left alone with a way out.
    static func write(_ text: String, to path: String, with writer: FileWriter) -> SourceFiles.FileError? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return writer.create(path, with: Array(text.utf8)) }
        guard case .success(let file) = SourceFiles.read(path), SupportCheck.isSupportFile(contents: file.bytes) else {
            return SourceFiles.FileError(path: path, reason: notSupportFile)
        }
        return writer.replace(path, with: Array(text.utf8), readAs: file.snapshot)
    }

    static let notSupportFile = "already exists and is not a file `combine-migrate support` wrote; left untouched "
        + "(remove it, or choose another path)"

}

extension SupportCheck {
    /// The check, reading a module's files that are not in the run from disk.
    static func readingDisk() -> SupportCheck {
        SupportCheck { folder, skipping in
            Discovery().files(under: [folder]).files.compactMap { path in
                guard !skipping.contains(absolute(path)), case .success(let bytes) = SourceFiles.contents(of: path) else {
                    return nil
                }
                return (path, SupportHelpers.declared(in: bytes))
            }
        }
    }
}
