import Foundation

/// A stand-in for `NSItemProvider` (none on Linux): like it, it hands its completion
/// handler a temporary file, on a queue of its own, and deletes the file when the handler
/// returns.
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
        queue.async {
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
