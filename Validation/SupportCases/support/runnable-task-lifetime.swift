// validation: runnable
// The lifetime helpers the `Task` rewrites use: a `Task` stored with `store(in:)` in a set
// or an array of `AnyCancellable`s, or held as `cancellable`, is cancelled when that
// storage releases it — as a `sink`'s subscription would be — and runs on while it is held.
import Combine
import Foundation

/// A task that waits until it is cancelled, recording it as `name cancelled`.
func waitingTask(_ name: String, _ events: EventLog) -> Task<Void, Never> {
    Task {
        do {
            try await Task.sleep(nanoseconds: 60_000_000_000)
        } catch {
            events.record("\(name) cancelled")
        }
    }
}

func storedInASet() async {
    let events = EventLog()
    var cancellables = Set<AnyCancellable>()
    waitingTask("set", events).store(in: &cancellables)
    await settle()
    check(events.all.isEmpty, "a task held by a set runs on")
    cancellables.removeAll()
    check(await eventually { events.contains("set cancelled") }, "clearing the set cancels it")
}

func storedInAnArray() async {
    let events = EventLog()
    var cancellables: [AnyCancellable] = []
    waitingTask("array", events).store(in: &cancellables)
    check(cancellables.count == 1, "store(in:) appends to an array")
    cancellables = []
    check(await eventually { events.contains("array cancelled") }, "releasing the array cancels it")
}

func heldAsCancellable() async {
    let events = EventLog()
    var held: AnyCancellable? = waitingTask("property", events).cancellable
    await settle()
    check(events.all.isEmpty, "a task held as an AnyCancellable runs on")
    if held != nil { held = nil }
    check(await eventually { events.contains("property cancelled") }, "releasing the AnyCancellable cancels it")

    let explicit = waitingTask("explicit", events).cancellable
    explicit.cancel()
    check(await eventually { events.contains("explicit cancelled") }, "cancel() on it cancels the task")
}

startWatchdog("task-lifetime")
await storedInASet()
await storedInAnArray()
await heldAsCancellable()
