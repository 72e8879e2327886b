import Combine

final class Counter {
    private let subject = CurrentValueSubject<Int, Never>(0)
    private var bag = Set<AnyCancellable>()
    private(set) var seen: [Int] = []

    init() {
        subject.sink { [weak self] in self?.seen.append($0) }.store(in: &bag)
    }

    func increment() {
        subject.send(subject.value + 1)
    }
}
