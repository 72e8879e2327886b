import Combine
import Foundation

@MainActor
final class InboxViewModel: ObservableObject {
    @Published private(set) var unreadCount = 0
    @Published private(set) var banner: String?
    private let mailService: MailService
    private var cancellables = Set<AnyCancellable>()

    init(mailService: MailService) {
        self.mailService = mailService
        mailService.unreadCount
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in
                self?.unreadCount = count
            }
            .store(in: &cancellables)
    }

    func watchBanners() {
        mailService.banners
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in self?.banner = text }
            .store(in: &cancellables)
    }
}
