// validation: runnable
// A sink whose whole body is `DispatchQueue.main.async { }` handles each value on the main
// queue, in order, a turn after it is sent: the loop on the main actor does the same, and
// the hop goes.
import Combine
import Foundation

final class UploadListViewModel {
    private var cancellables = Set<AnyCancellable>()
    var rows: [String] = []

    func observe(_ uploads: PassthroughSubject<String, Never>) {
        uploads
            .sink { [weak self] name in
                DispatchQueue.main.async {
                    dispatchPrecondition(condition: .onQueue(.main))
                    self?.rows.append(name)
                }
            }
            .store(in: &cancellables)
    }
}

let uploads = PassthroughSubject<String, Never>()
let model = UploadListViewModel()
model.observe(uploads)
DispatchQueue.global().async {
    for name in ["a.png", "b.png", "c.png"] {
        uploads.send(name)
    }
}
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
print("rows \(model.rows)")
