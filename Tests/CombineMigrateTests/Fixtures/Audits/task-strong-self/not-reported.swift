import Combine

final class ProfileModel {
    @Published var name = ""
    var cancellables = Set<AnyCancellable>()
    var log: [String] = []
    private var task: Task<Void, Never>?

    func bindWeakly() {
        let names = $name.values
        Task { [weak self] in
            for await name in names {
                self?.log.append(name)
            }
        }
    }

    func bindStored() {
        Task {
            for await name in self.$name.values {
                self.log.append(name)
            }
        }
        .store(in: &cancellables)
    }

    func bindCancelled() {
        task = Task {
            for await name in self.$name.values {
                self.log.append(name)
            }
        }
    }

    func stop() {
        task?.cancel()
    }

    func noLoop() {
        Task {
            self.log.append(await loadName())
        }
    }

    func localsOnly(_ stream: AsyncStream<Int>) {
        Task {
            var total = 0
            for await value in stream {
                total += value
            }
            print(total)
        }
    }

    func returned(_ stream: AsyncStream<String>) -> Task<Void, Never> {
        return Task {
            for await value in stream {
                self.log.append(value)
            }
        }
    }

    static func shared(_ stream: AsyncStream<String>) {
        Task {
            for await value in stream {
                print(value)
            }
        }
    }

    func loadName() async -> String { "" }
}

struct ContentView {
    let model: ProfileModel

    func onAppear() {
        Task {
            for await name in model.$name.values {
                print(name)
            }
        }
    }
}

let description = "Task { for await x in self.values { } }"
