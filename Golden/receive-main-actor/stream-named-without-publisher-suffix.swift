import Combine
import Foundation

final class RemoteConfigService {
    private var cancellables = Set<AnyCancellable>()
    private(set) var refreshCount = 0
    private(set) var state = ""

    init(configuration: ConfigurationManager) {
        configuration.updatesPublisher
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in
                self?.refreshCount += 1
            }
            .store(in: &cancellables)
        configuration.stateSubject
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.state = "changed"
            }
            .store(in: &cancellables)
    }
}

final class ConfigurationManager {
    let updatesPublisher = PassthroughSubject<Void, Never>()
    let stateSubject = CurrentValueSubject<Int, Never>(0)
}
