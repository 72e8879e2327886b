import Foundation
import OpenCombine

final class DiaryDayModel {
    var entries: [String] = []
    private var subscriptions = Set<AnyCancellable>()

    init(store: DiaryStore) {
        store.$entries
            .sink { [weak self] entries in
                DispatchQueue.main.async {
                    self?.entries = entries
                }
            }
            .store(in: &subscriptions)
    }
}

final class DiaryStore {
    @Published var entries: [String] = []
}
