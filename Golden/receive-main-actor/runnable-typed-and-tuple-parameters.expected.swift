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
        let shapeStream = shapes.bufferedValues()
        Task { @MainActor [weak self] in
            for await shape: Shape in shapeStream {
                self?.seen.append(describe(shape))
            }
        }
        .store(in: &cancellables)

        let valueStream = counts
            .scan((0, 0)) { ($0.1, $1) }
            .bufferedValues()
        Task { @MainActor [weak self] in
            for await (old, new) in valueStream {
                self?.changes.append("\(old) -> \(new)")
            }
        }
        .store(in: &cancellables)

        let valueStream3 = counts
            .map { ($0, $0 * 2) }
            .bufferedValues()
        Task { @MainActor [weak self] in
            for await (count, _) in valueStream3 {
                self?.latest = count
            }
        }
        .store(in: &cancellables)

        let valueStream2 = counts
            .map { ($0, $0 * 3) }
            .bufferedValues()
        Task { @MainActor [weak self] in
            for await (count, tripled) in valueStream2 {
                self?.pairs.append("\(count) \(tripled)")
            }
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
