import Foundation

/// The process's standard input, output and error as `Console.standard` uses them: read and
/// written with `read(2)` and `write(2)`, never through calls that trap on an error.
enum StandardDescriptors {
    /// Readies the three descriptors for a run and returns those that were closed (`>&-`).
    ///
    /// SIGPIPE is ignored, so that a write to a pipe whose reader went away fails with EPIPE
    /// instead of killing the process in the middle of a `--write`. A closed descriptor is
    /// held with `/dev/null`: otherwise the next file the run opens — a temporary file about to
    /// replace a source file — would get its number, and what is printed would go into it.
    static func prepare() -> Set<Int32> {
        signal(SIGPIPE, SIG_IGN)
        var closed: Set<Int32> = []
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            closed.insert(fd)
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != fd {
                dup2(null, fd)
                close(null)
            }
        }
        return closed
    }

    /// `write(2)` on `fd`, waiting while a non-blocking descriptor (one shared with a parent
    /// that set O_NONBLOCK) is full rather than failing.
    static func writer(_ fd: Int32, closed: Bool) -> ConsoleStream.WriteBytes {
        guard !closed else { return { _ in errno = EBADF; return -1 } }
        return { bytes in
            while true {
                let count = write(fd, bytes.baseAddress, bytes.count)
                guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK else { return count }
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            }
        }
    }

    /// All of standard input, or the `errno` of the read that failed (a folder, `<&-`).
    static func readAll(_ fd: Int32, closed: Bool) -> Result<[UInt8], Console.ReadFailure> {
        guard !closed else { return .failure(Console.ReadFailure(code: EBADF)) }
        return SourceFiles.readToEnd(fd)
    }
}
