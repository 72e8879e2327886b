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
        let countStream = mailService.unreadCount.bufferedValues()
        Task { [weak self] in
            for await count in countStream {
                self?.unreadCount = count
            }
        }
        .store(in: &cancellables)
    }

    func watchBanners() {
        let textStream = mailService.banners.bufferedValues()
        Task { [weak self] in
            for await text in textStream {
                self?.banner = text
            }
        }
        .store(in: &cancellables)
    }
}
