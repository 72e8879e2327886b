import Combine
import Foundation

// A chain written one operator a line whose `map` closure spans lines, one of them starting
// with `.` (a call continued on the next line): `.bufferedValues()` goes on a line of its
// own, indented as the chain's operators (as the `}` that closes the closure is), not as the
// line inside the closure.
@MainActor
final class TutorialViewModel {
    private(set) var items: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(language: AnyPublisher<String, Never>, tutorials: TutorialStore) {
        language
            .dropFirst()
            .map { language in
                tutorials
                    .items(for: language)
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] items in
                self?.items = items
            }
            .store(in: &cancellables)
    }
}
