// Shim module `MastodonExtension` (Mastodon's): only `Publisher.singleOutput()`, a publisher's
// first value awaited, which the SDK's MastodonStatus calls (the module is loaded there through
// CoreDataStack and MastodonCommon). Type-checking only.
import Combine

extension Publishers {
    public struct MissingOutputError: Error {}
}

extension Publisher {
    public func singleOutput() async throws -> Output {
        for try await value in values { return value }
        throw Publishers.MissingOutputError()
    }
}
