import Combine
import Foundation

final class WhatsNewPresenter {
    private let releaseNotes: ReleaseNotesService
    private(set) var presented: String?
    private var cancellables = Set<AnyCancellable>()

    init(releaseNotes: ReleaseNotesService) {
        self.releaseNotes = releaseNotes
        releaseNotes.latest
            .first() // later updates wait for the next launch
            .sink { [weak self] notes in
                self?.presented = notes
            }
            .store(in: &cancellables)
    }
}
