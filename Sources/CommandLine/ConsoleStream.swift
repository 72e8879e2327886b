import Foundation

/// Standard output or standard error, or a stand-in for one in tests. A write never traps
/// and never kills the process: when the stream is full (`>/dev/full`), closed (`>&-`) or its
/// reader went away (`| head -1`, an EPIPE since `Console.standard` ignores SIGPIPE), the
/// stream keeps the first failure and writes nothing more, while the run goes on — so a
/// `--write` run still leaves every file migrated or untouched — and `Console.closing`
/// reports it at the end.
package final class ConsoleStream: @unchecked Sendable {
    /// `write(2)` or a stand-in: the count of bytes written, or -1 with `errno` set.
    package typealias WriteBytes = @Sendable (UnsafeRawBufferPointer) -> Int

    private let writeBytes: WriteBytes
    /// One write at a time, whole: threads' lines never interleave.
    private let lock = NSLock()
    private var firstFailure: Int32?

    package init(writeBytes: @escaping WriteBytes) {
        self.writeBytes = writeBytes
    }

    /// The `errno` of the write that failed, or nil while all have succeeded.
    package var failure: Int32? { lock.withLock { firstFailure } }

    package func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Bytes as they are — standard input echoed as a filter need not be UTF-8.
    package func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) {
        lock.withLock {
            guard firstFailure == nil else { return }
            firstFailure = writeAll(bytes, with: writeBytes)
        }
    }
}

/// Writes all of `bytes` with `write` (`write(2)` or a stand-in: the count written, or -1
/// with `errno` set), going on after a partial write or EINTR; the `errno` of the failure,
/// or nil.
func writeAll(_ bytes: UnsafeRawBufferPointer, with write: (UnsafeRawBufferPointer) -> Int) -> Int32? {
    var written = 0
    while written < bytes.count {
        let count = write(UnsafeRawBufferPointer(rebasing: bytes[written...]))
        if count < 0 {
            if errno == EINTR { continue }
            return errno
        }
        written += count
    }
    return nil
}
