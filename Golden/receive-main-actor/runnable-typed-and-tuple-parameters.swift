// validation: runnable
// Closures that declare their parameter's type, and one that takes a tuple's elements (the
// values of `scan`): the loop binds the value as the closure did — with the type it declared,
// so `describe` picks the same overload (`Shape`, not `Circle`), and the tuple's elements by
// name, the one the closure never read as `_` — in parentheses or not.
import Combine
import Foundation

class Shape {}
final class Circle: Shape {}

func describe(_ shape: Shape) -> String { "shape" }
func describe(_ circle: Circle) -> String { "circle" }

final class Gallery {
    private var cancellables = Set<AnyCancellable>()
    var seen: [String] = []
    var changes: [String] = []
    var latest: Int?
    var pairs: [String] = []

    func bind(shapes: PassthroughSubject<Circle, Never>, counts: PassthroughSubject<Int, Never>) {
        shapes
            .receive(on: DispatchQueue.main)
            .sink { [weak self] (shape: Shape) in
                self?.seen.append(describe(shape))
            }
            .store(in: &cancellables)

        counts
            .scan((0, 0)) { ($0.1, $1) }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] (old, new) in
                self?.changes.append("\(old) -> \(new)")
            }
            .store(in: &cancellables)

        counts
            .map { ($0, $0 * 2) }
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: { [weak self] (count, _) in
                self?.latest = count
            })
            .store(in: &cancellables)

        counts
            .map { ($0, $0 * 3) }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count, tripled in
                self?.pairs.append("\(count) \(tripled)")
            }
            .store(in: &cancellables)
    }
}

let shapes = PassthroughSubject<Circle, Never>()
let counts = PassthroughSubject<Int, Never>()
let gallery = Gallery()
gallery.bind(shapes: shapes, counts: counts)
DispatchQueue.global().async {
    shapes.send(Circle())
    counts.send(3)
    counts.send(5)
}
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
print("seen \(gallery.seen) changes \(gallery.changes) latest \(String(describing: gallery.latest)) pairs \(gallery.pairs)")
