import Foundation

/// The helpers of the support file (`combine-migrate support`) that migrated code calls. An
/// `Edit` says which its replacement calls (the rules that write `bufferedValues()` or
/// `Task { … }.store(in:)` mark their edits), and a file which it declares, so that a run can
/// tell a module that needs the support file from one that has it (`SupportCheck`).
package struct SupportHelpers: OptionSet, Sendable, Hashable {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `Task { … }.store(in: &set)`.
    package static let taskStore = SupportHelpers(rawValue: 1 << 0)
    /// `target = Task { … }.cancellable`.
    package static let taskCancellable = SupportHelpers(rawValue: 1 << 1)
    /// `publisher.bufferedValues()`, with its stream's `isFinished` and `failure(_:)`.
    package static let bufferedValues = SupportHelpers(rawValue: 1 << 2)
    /// `firstValue()`, `firstValueOrNil()`.
    package static let firstValue = SupportHelpers(rawValue: 1 << 3)
    package static let asyncMap = SupportHelpers(rawValue: 1 << 4)
    package static let asyncPublisher = SupportHelpers(rawValue: 1 << 5)
    /// `TaskPublisher { try await … }`: the bridge beside a function made async.
    package static let taskPublisher = SupportHelpers(rawValue: 1 << 6)
    /// `publisher.testValues()`, awaited by a migrated test with `next(timeout:)`, `failure(timeout:)`,
    /// `untilFinished(timeout:)` or `nextAndArrived(timeout:)`.
    package static let testValues = SupportHelpers(rawValue: 1 << 7)
    /// `session.backDeployedData(for:)` / `(from:)`: `data(for:)` before iOS 15 / macOS 12.
    package static let backDeployedData = SupportHelpers(rawValue: 1 << 8)
    /// Not a helper: the helpers are called on OpenCombine's publishers (a file that imports
    /// OpenCombine and not Combine), so the support file must be the one that extends them
    /// (`combine-migrate support --open-combine`), whose declarations carry Swift
    /// concurrency's availability for modules that deploy below it. A support file declares
    /// it when it imports OpenCombine.
    package static let openCombine = SupportHelpers(rawValue: 1 << 9)
    /// `values.untilCompletion(timeout:)` of `testValues()`, which a support file written
    /// before it was added lacks.
    package static let untilCompletion = SupportHelpers(rawValue: 1 << 10)
    /// Not a helper: the helpers are called in a file that imports Combine where it can and
    /// OpenCombine elsewhere (`#if canImport(Combine) import Combine #else import OpenCombine
    /// #endif`, SpotifyAPI's files on Linux), so the support file must be the form that extends
    /// both (`combine-migrate support --or-open-combine`). A support file declares it when it
    /// imports both.
    package static let orOpenCombine = SupportHelpers(rawValue: 1 << 11)
    /// `values.receivedCompletion()` of `testValues()`, which a support file written before
    /// it was added lacks.
    package static let receivedCompletion = SupportHelpers(rawValue: 1 << 12)
    /// `values.next(_:timeout:where:)` of `testValues()`, which a support file written before
    /// it was added lacks.
    package static let nextCountedWhere = SupportHelpers(rawValue: 1 << 13)

    /// What a `Task` loop over a publisher's values calls, stored as `lifetime` says.
    package static func taskLoop(assigned: Bool) -> SupportHelpers {
        [.bufferedValues, assigned ? .taskCancellable : .taskStore]
    }

    private static let described: [(SupportHelpers, String)] = [
        (.bufferedValues, "bufferedValues()"), (.taskStore, "Task.store(in:)"), (.taskCancellable, "Task.cancellable"),
        (.firstValue, "firstValue()"), (.asyncMap, "asyncMap(_:)"), (.asyncPublisher, "asyncPublisher"),
        (.taskPublisher, "TaskPublisher"), (.backDeployedData, "URLSession.backDeployedData(for:)"),
        (.testValues, "testValues()"), (.untilCompletion, "TestValues.untilCompletion(timeout:)"),
        (.receivedCompletion, "TestValues.receivedCompletion()"), (.nextCountedWhere, "TestValues.next(_:timeout:where:)"),
    ]

    /// The helpers as code names them: `bufferedValues()`, `Task.store(in:)`…
    package var names: [String] { Self.described.filter { contains($0.0) }.map(\.1) }

    /// `bufferedValues() and Task.store(in:)`; `testValues() in the support file's OpenCombine form`.
    package var listed: String {
        let names = self.names
        let form = contains(.orOpenCombine) ? "the support file's form for Combine or OpenCombine"
            : contains(.openCombine) ? "the support file's OpenCombine form" : nil
        guard !names.isEmpty else { return form ?? "" }
        let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names[0]
        return form.map { "\(listed) in \($0)" } ?? listed
    }

    /// The words a file that declares a helper holds (`declared(in:)`).
    package static let declarationAnchors = Anchors(alternatives: [
        ["bufferedValues"], ["firstValue"], ["firstValueOrNil"], ["asyncMap"], ["asyncPublisher"], ["TaskPublisher"], ["backDeployedData"],
        ["testValues"], ["untilCompletion"], ["receivedCompletion"], ["extension", "Task", "store"], ["extension", "Task", "cancellable"],
    ])
}
