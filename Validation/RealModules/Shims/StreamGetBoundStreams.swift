// Shim (compiled into the module): `Stream.getBoundStreams(withBufferSize:inputStream:
// outputStream:)`, which swift-corelibs-foundation lacks (Mastodon's SDK streams a media upload
// through a bound pair; `inout` for Apple's autoreleasing pointers). Type-checking only; it makes
// no streams.
import Foundation

extension Stream {
    static func getBoundStreams(withBufferSize bufferSize: Int, inputStream: inout InputStream?, outputStream: inout OutputStream?) {}
}
