// Shared by the runnable cases of Validation/SupportCases/support/, which exercise the
// helpers `combine-migrate support` writes: a way to fail loudly, a watchdog that turns a
// hang into a failure with the case's own message, and recorders for callbacks that arrive
// on any thread. Declarations only: no top-level code.
import Foundation

/// Prints `FAIL: message` and ends the case with exit status 1.
func fail(_ message: String) -> Never {
    print("FAIL: \(message)")
    exit(1)
}

/// Prints `ok: message` when the condition holds; fails the case otherwise.
func check(_ condition: Bool, _ message: String) {
    if condition {
        print("ok: \(message)")
    } else {
        fail(message)
    }
}

/// Fails the case if it is still running after `seconds` (well before validate.sh's
/// RUN_TIMEOUT): a helper that hangs is a failure that says so.
func startWatchdog(_ name: String, seconds: Int = 20) {
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) {
        print("FAIL: \(name) still running after \(seconds) s: something hangs")
        exit(1)
    }
}

/// Waits until `condition` holds, checking every 10 ms for at most `seconds`; whether it
/// held. Runs on the caller's actor, so the condition may read the caller's state.
func eventually(
    within seconds: Double = 5, isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool
) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return true
}

/// Lets 200 ms (or `milliseconds`) pass, so that anything that should not happen has had
/// the time to happen.
func settle(milliseconds: UInt64 = 200) async {
    try? await Task.sleep(nanoseconds: milliseconds * 1_000_000)
}

/// Events recorded from any thread, in order. `@unchecked Sendable`: every access to
/// `events` holds `lock`.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []

    func record(_ event: String) {
        lock.lock()
        events.append(event)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }

    func contains(_ event: String) -> Bool {
        all.contains(event)
    }
}
