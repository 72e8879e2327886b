import Foundation

/// SIGINT, SIGTERM, SIGHUP (the terminal closed) and SIGQUIT while files are written
/// (`--write`, the support file): the run stops writing, lets each write in flight either
/// finish its rename or remove its temporary file, says how far it got, then ends as the
/// signal asks — by the signal's default action. So an interrupted run leaves every file as it
/// was or fully migrated, and no temporary file behind.
///
/// A signal handler may do almost nothing safely, so it only records the signal and wakes a
/// watcher thread through a pipe (the self-pipe trick); the watcher does the rest.
enum Interruption {
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Runs `body` with the signals handled as above (if `handled`: when the run writes),
    /// calling `onInterrupt` once the writes in flight are done; a signal ignored when the run
    /// started (a background job's SIGINT, `nohup`'s SIGHUP) stays ignored.
    static func handlingSignals<T>(
        if handled: Bool = true, onInterrupt: @escaping @Sendable () -> Void = {}, _ body: () -> T
    ) -> T {
        var fds: [Int32] = [-1, -1]
        guard handled, pipe(&fds) == 0 else { return body() }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        caughtSignal = 0
        wakeDescriptor = writeEnd
        gate.reopen()
        let previous = signals.map { signal($0, onSignal) }
        // By index: `zip` over optional C function pointers loses elements in debug builds
        // (Swift 6.3, Linux).
        for index in signals.indices where unsafeBitCast(previous[index], to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
            signal(signals[index], SIG_IGN)
        }
        let watcherDone = DispatchSemaphore(value: 0)
        let watcher = Thread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) < 0 && errno == EINTR {}
            if byte == wake, signals.contains(caughtSignal) {
                gate.closeAndDrain()
                onInterrupt()
                // The default action, not the handler found: for SIGQUIT that is the Swift
                // runtime's crash reporter, which would report a crash that did not happen.
                signal(caughtSignal, SIG_DFL)
                raise(caughtSignal)
            }
            watcherDone.signal()
        }
        watcher.start()
        let result = body()
        for index in signals.indices { signal(signals[index], previous[index]) }
        var done = finish
        _ = write(writeEnd, &done, 1)
        watcherDone.wait()
        wakeDescriptor = -1
        close(readEnd)
        close(writeEnd)
        return result
    }

    /// Whether a write may start: false once a signal came. Each `true` is paired with an
    /// `endWrite()`.
    static func beginWrite() -> Bool { gate.enter() }

    static func endWrite() { gate.leave() }

    /// Whether a signal came: a write that has not renamed yet removes its temporary file.
    static var isInterrupted: Bool { caughtSignal != 0 }

    private static let wake: UInt8 = 1
    private static let finish: UInt8 = 0
    private static let gate = WriteGate()
}

/// Set by the handler, read by writers; a plain 32-bit flag, as C's `sig_atomic_t`.
nonisolated(unsafe) private var caughtSignal: Int32 = 0
nonisolated(unsafe) private var wakeDescriptor: Int32 = -1

/// The signal handler: records the signal, wakes the watcher. Nothing else is safe here.
private let onSignal: @convention(c) (Int32) -> Void = { number in
    caughtSignal = number
    var byte: UInt8 = 1
    _ = write(wakeDescriptor, &byte, 1)
}

/// The writes in flight, and whether new ones may start.
private final class WriteGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var inFlight = 0
    private var closed = false

    func enter() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !closed, !Interruption.isInterrupted else { return false }
        inFlight += 1
        return true
    }

    func leave() {
        condition.lock()
        inFlight -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Lets no new write start, and waits for those in flight.
    func closeAndDrain() {
        condition.lock()
        closed = true
        while inFlight > 0 { condition.wait() }
        condition.unlock()
    }

    func reopen() {
        condition.lock()
        closed = false
        condition.unlock()
    }
}
