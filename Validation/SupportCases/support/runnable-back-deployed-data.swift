// validation: runnable network
// `URLSession.backDeployedData(for:)` / `(from:)`, what `datatask-async` awaits in a module
// that deploys below iOS 15 / macOS 12: the data and the response of the loopback server
// (an HTTP error is a response, not a thrown error, as with `dataTaskPublisher`); cancelling
// the awaiting task cancels the data task (the protocol stub below sees `stopLoading()`) and
// throws `URLError(.cancelled)`; a task cancelled already does not start the request.
import Combine
import Foundation

/// A URL protocol that never answers, and records when the session starts and stops it.
final class SilentProtocol: URLProtocol, @unchecked Sendable {
    static let events = EventLog()

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() { Self.events.record("started \(request.url?.path ?? "")") }
    override func stopLoading() { Self.events.record("stopped \(request.url?.path ?? "")") }
}

func loopbackSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    return URLSession(configuration: configuration)
}

func silentSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [SilentProtocol.self]
    return URLSession(configuration: configuration)
}

func valueAndHTTPError(base: URL) async {
    let session = loopbackSession()
    do {
        let (data, response) = try await session.backDeployedData(from: base.appendingPathComponent("datatask/user.json"))
        let status = (response as? HTTPURLResponse)?.statusCode
        check(status == 200 && String(decoding: data, as: UTF8.self).contains("Ada Lovelace"), "data(from:): the body and a 200 response")
        let request = URLRequest(url: base.appendingPathComponent("datatask/missing.json"))
        let (_, missing) = try await session.backDeployedData(for: request)
        check((missing as? HTTPURLResponse)?.statusCode == 404, "data(for:): a 404 is the response, not an error")
    } catch {
        check(false, "the loopback requests succeed: \(error)")
    }
}

func cancelWhileWaiting() async {
    let session = silentSession()
    let events = SilentProtocol.events
    let task = Task {
        try await session.backDeployedData(for: URLRequest(url: URL(string: "http://example.invalid/slow")!))
    }
    check(await eventually { events.all == ["started /slow"] }, "the request started: \(events.all)")
    task.cancel()
    check(await eventually { events.contains("stopped /slow") }, "cancelling the task cancels the data task")
    do {
        _ = try await task.value
        check(false, "a cancelled request returns nothing")
    } catch let error as URLError {
        check(error.code == .cancelled, "and throws URLError(.cancelled): \(error.code)")
    } catch {
        check(false, "a cancelled request throws a URLError: \(error)")
    }
}

func cancelledBeforehand() async {
    let session = silentSession()
    let events = SilentProtocol.events
    let task = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return try await session.backDeployedData(from: URL(string: "http://example.invalid/never")!)
    }
    do {
        _ = try await task.value
        check(false, "a task cancelled already gets nothing")
    } catch let error as URLError {
        check(error.code == .cancelled, "a task cancelled already throws URLError(.cancelled): \(error.code)")
    } catch {
        check(false, "a task cancelled already throws a URLError: \(error)")
    }
    await settle()
    check(!events.contains("started /never"), "and does not start the request: \(events.all)")
}

startWatchdog("back-deployed-data")
guard let base = ProcessInfo.processInfo.environment["VALIDATION_BASE_URL"].flatMap(URL.init(string:)) else {
    print("FAIL: VALIDATION_BASE_URL is not set")
    exit(1)
}
await valueAndHTTPError(base: base)
await cancelWhileWaiting()
await cancelledBeforehand()
