// Look-alikes: parameter lists the loop cannot bind as the closure did stay, with a
// warning — a type that spans lines, a tuple whose elements carry types, an implicitly
// unwrapped type (`for await x: T! in …` is not Swift).
import Combine
import Foundation

@MainActor
final class ScoreBoard {
    private var cancellables = Set<AnyCancellable>()
    var line = ""

    func bind(scores: AnyPublisher<(String, Int), Never>, table: AnyPublisher<[String: Int], Never>, names: AnyPublisher<String?, Never>) {
        names
            .receive(on: DispatchQueue.main)
            .sink { [weak self] (name: String!) in
                self?.line = name
            }
            .store(in: &cancellables)

        scores
            .receive(on: DispatchQueue.main)
            .sink { [weak self] (name: String, score: Int) in
                self?.line = "\(name): \(score)"
            }
            .store(in: &cancellables)

        table
            .receive(on: DispatchQueue.main)
            .sink { [weak self] (entries: Dictionary<String,
                                                     Int>) in
                self?.line = "\(entries.count) entries"
            }
            .store(in: &cancellables)
    }
}
