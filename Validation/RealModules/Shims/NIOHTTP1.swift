// Shim module `NIOHTTP1` (swift-nio): only `HTTPResponseStatus` and its `init(statusCode:)`, as
// Mastodon's SDK (`import enum NIOHTTP1.HTTPResponseStatus`) keeps a failed response's status.
// Type-checking only.
public enum HTTPResponseStatus: Sendable, Equatable {
    case ok
    case custom(code: UInt, reasonPhrase: String)

    public init(statusCode: Int, reasonPhrase: String = "") {
        self = statusCode == 200 ? .ok : .custom(code: UInt(statusCode), reasonPhrase: reasonPhrase)
    }
}
