import Combine
import Foundation

final class RemoteConfigService {
    private var cancellables = Set<AnyCancellable>()
    private(set) var refreshCount = 0
    private(set) var state = ""

    init(configuration: ConfigurationManager) {
        let updatesStream = configuration.updatesPublisher.bufferedValues()
        Task { @MainActor [weak self] in
            for await _ in updatesStream {
                self?.refreshCount += 1
            }
        }
        .store(in: &cancellables)
        let stateStream = configuration.stateSubject.bufferedValues()
        Task { @MainActor [weak self] in
            for await _ in stateStream {
                self?.state = "changed"
            }
        }
        .store(in: &cancellables)
    }
}

final class ConfigurationManager {
    let updatesPublisher = PassthroughSubject<Void, Never>()
    let stateSubject = CurrentValueSubject<Int, Never>(0)
}
