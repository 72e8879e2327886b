import Foundation
import Output

/// The one-line progress of a long run on a terminal's standard error: `[n/N] path`,
/// redrawn in place (`\r`) as files finish, at most every 50 ms, and cleared before
/// anything else is printed and at the end. Pipes get none.
final class Progress: @unchecked Sendable {
    /// Runs over this many files show progress.
    static let threshold = 50
    /// Longest line drawn, so that it never wraps on an 80-column terminal (a wrapped line
    /// cannot be redrawn with `\r`).
    static let width = 78

    private let total: Int
    private let console: Console
    private let lock = NSLock()
    private var done = 0
    private var drawn = false
    private var lastDraw: UInt64 = 0

    /// A progress line for `total` files, or nil when none should be shown.
    static func make(total: Int, console: Console, quiet: Bool) -> Progress? {
        guard console.errorIsTerminal, !quiet, total > threshold else { return nil }
        return Progress(total: total, console: console)
    }

    private init(total: Int, console: Console) {
        self.total = total
        self.console = console
    }

    /// One more file is done.
    func advance(_ path: String) {
        lock.withLock {
            done += 1
            let now = DispatchTime.now().uptimeNanoseconds
            guard !drawn || now - lastDraw >= 50_000_000 || done == total else { return }
            lastDraw = now
            drawn = true
            console.writeError(TerminalStyle.clearLine + Self.line(done: done, total: total, path: path))
        }
    }

    /// Removes the line, before other output or at the end.
    func clear() {
        lock.withLock {
            guard drawn else { return }
            drawn = false
            lastDraw = 0
            console.writeError(TerminalStyle.clearLine)
        }
    }

    /// Runs `body` (which prints) with the line removed, and not redrawn meanwhile by the
    /// threads still working.
    func cleared(_ body: () -> Void) {
        lock.withLock {
            if drawn {
                drawn = false
                lastDraw = 0
                console.writeError(TerminalStyle.clearLine)
            }
            body()
        }
    }

    /// `[n/N] path`, the path shortened from the left to fit `width`.
    static func line(done: Int, total: Int, path: String) -> String {
        let counter = "[\(done)/\(total)] "
        let room = width - counter.count
        guard path.count > room else { return counter + path }
        return counter + "…" + path.suffix(max(0, room - 1))
    }
}

extension Optional<Progress> {
    /// `body` with the progress line, if any, cleared (`Progress.cleared`).
    func cleared(_ body: () -> Void) {
        if let progress = self { progress.cleared(body) } else { body() }
    }
}
