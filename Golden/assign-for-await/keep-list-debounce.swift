import Combine
import Foundation

final class NoteEditorViewModel {
    @Published var text = ""
    @Published private(set) var savedText = ""
    @Published private(set) var wordCount = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $text
            .debounce(for: .seconds(1), scheduler: RunLoop.main)
            .assign(to: \.savedText, on: self)
            .store(in: &cancellables)
        $text
            .throttle(for: .milliseconds(500), scheduler: DispatchQueue.main, latest: true)
            .map { $0.split(separator: " ").count }
            .assign(to: \.wordCount, on: self)
            .store(in: &cancellables)
    }
}
