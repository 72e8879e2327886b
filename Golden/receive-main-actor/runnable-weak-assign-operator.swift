// validation: runnable
// An `assign(to:onWeaklyHeld:)` operator the run declares (DuckDuckGo's), whose body is the
// one `sink` that sets the property on the weakly held object: its calls after
// `receive(on: DispatchQueue.main)` are read as `assign(to:on:)` is, and the loop holds the
// object weakly, as the operator did. The values arrive in order; a view model released
// while its loop waits is not kept alive. The same lines print before and after.
import Combine
import Foundation

extension Publisher where Failure == Never {
    func assign<T: AnyObject>(to keyPath: ReferenceWritableKeyPath<T, Output>, onWeaklyHeld object: T) -> AnyCancellable {
        sink { [weak object] value in
            object?[keyPath: keyPath] = value
        }
    }
}

final class VPNSettings {
    let dnsServer = PassthroughSubject<String, Never>()
    let isSnoozing = CurrentValueSubject<Bool, Never>(false)
}

@MainActor
final class DNSSettingsViewModel {
    private(set) var dnsServer = "automatic"
    private(set) var isSnoozing = true
    private var cancellables = Set<AnyCancellable>()

    init(settings: VPNSettings) {
        settings.dnsServer
            .receive(on: DispatchQueue.main)
            .assign(to: \.dnsServer, onWeaklyHeld: self)
            .store(in: &cancellables)
        settings.isSnoozing
            .map { !$0 }
            .receive(on: DispatchQueue.main)
            .assign(to: \.isSnoozing, onWeaklyHeld: self)
            .store(in: &cancellables)
    }

    deinit {
        print("view model released")
    }
}

MainActor.assumeIsolated {
    let settings = VPNSettings()
    var model: DNSSettingsViewModel? = DNSSettingsViewModel(settings: settings)
    settings.dnsServer.send("1.1.1.1")
    settings.dnsServer.send("9.9.9.9")
    settings.isSnoozing.send(true)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    print("dns \(model!.dnsServer) snoozing \(model!.isSnoozing)")
    model = nil
    RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    settings.dnsServer.send("8.8.8.8")
    RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    print("done")
}
