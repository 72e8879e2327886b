import Combine
import Foundation

final class RegistrationViewModel {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var canSubmit = false
    @Published private(set) var status = ""
    private let pushEvents: AnyPublisher<String, Never>
    private let socketEvents: AnyPublisher<String, Never>
    private var cancellables = Set<AnyCancellable>()

    init(pushEvents: AnyPublisher<String, Never>, socketEvents: AnyPublisher<String, Never>) {
        self.pushEvents = pushEvents
        self.socketEvents = socketEvents
        $email
            .combineLatest($password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .sink { [weak self] valid in self?.canSubmit = valid }
            .store(in: &cancellables)
        Publishers.CombineLatest($email, $password)
            .sink { [weak self] _ in self?.status = "" }
            .store(in: &cancellables)
        pushEvents
            .merge(with: socketEvents)
            .sink { [weak self] event in self?.status = event }
            .store(in: &cancellables)
        $email.zip($password).sink { pair in Log.info("pair \(pair.0)") }.store(in: &cancellables)
    }
}
