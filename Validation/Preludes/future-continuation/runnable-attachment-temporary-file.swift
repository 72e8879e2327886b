import Foundation

/// A stand-in for `NSItemProvider` (none on Linux): like it, it hands its completion
/// handler a temporary file, on a queue of its own, and deletes the file when the handler
/// returns. It takes 50 ms to produce the file, as a real provider takes its time: the
/// case's eager `Future` is then always subscribed to before its callback runs (without
/// the delay the callback could win that race, cache the URL and delete the file, in the
/// original code as in the rewritten one).
final class NSItemProvider: @unchecked Sendable {
    private let contents: [String: Data]
    private let queue = DispatchQueue(label: "item-provider")

    init(contents: [String: Data]) {
        self.contents = contents
    }

    @discardableResult
    func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, Error?) -> Void
    ) -> Progress {
        queue.asyncAfter(deadline: .now() + .milliseconds(50)) {
            guard let data = self.contents[typeIdentifier] else {
                completionHandler(nil, CocoaError(.fileReadNoSuchFile))
                return
            }
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            try? data.write(to: url)
            completionHandler(url, nil)
            try? FileManager.default.removeItem(at: url)
        }
        return Progress(totalUnitCount: 1)
    }
}
