import Combine
import Foundation

var bag = Set<AnyCancellable>()

final class Nested {
    init(a: AnyPublisher<Int, Never>) {
        let valueStream = a.bufferedValues()
        Task { @MainActor in
            for await _ in valueStream {
                let valueStream = a.bufferedValues()
                Task {
                    for await _ in valueStream {
                        let valueStream = a.bufferedValues()
                        Task {
                            for await _ in valueStream {
                                let valueStream = a.bufferedValues()
                                Task {
                                    for await _ in valueStream {
                                        let valueStream = a.bufferedValues()
                                        Task {
                                            for await _ in valueStream {
                                                let valueStream = a.bufferedValues()
                                                Task {
                                                    for await _ in valueStream {
                                                        let valueStream = a.bufferedValues()
                                                        Task {
                                                            for await _ in valueStream {
                                                                let valueStream = a.bufferedValues()
                                                                Task {
                                                                    for await _ in valueStream {
                                                                        let valueStream = a.bufferedValues()
                                                                        Task {
                                                                            for await _ in valueStream {
                                                                                let valueStream = a.bufferedValues()
                                                                                Task {
                                                                                    for await _ in valueStream {
                                                                                        let valueStream = a.bufferedValues()
                                                                                        Task {
                                                                                            for await _ in valueStream {
                                                                                                let valueStream = a.bufferedValues()
                                                                                                Task {
                                                                                                    for await _ in valueStream {
                                                                                                        let valueStream = a.bufferedValues()
                                                                                                        Task {
                                                                                                            for await _ in valueStream {
                                                                                                                let valueStream = a.bufferedValues()
                                                                                                                Task {
                                                                                                                    for await _ in valueStream {
                                                                                                                        let valueStream = a.bufferedValues()
                                                                                                                        Task {
                                                                                                                            for await _ in valueStream {
                                                                                                                                let valueStream = a.bufferedValues()
                                                                                                                                Task {
                                                                                                                                    for await _ in valueStream {
                                                                                                                                        let valueStream = a.bufferedValues()
                                                                                                                                        Task {
                                                                                                                                            for await _ in valueStream {
                                                                                                                                                a.receive(on: DispatchQueue.main).sink { v17 in
                                                                                                                                                print(0)
                                                                                                                                                }.store(in: &bag)
                                                                                                                                            }
                                                                                                                                        }.store(in: &bag)
                                                                                                                                    }
                                                                                                                                }.store(in: &bag)
                                                                                                                            }
                                                                                                                        }.store(in: &bag)
                                                                                                                    }
                                                                                                                }.store(in: &bag)
                                                                                                            }
                                                                                                        }.store(in: &bag)
                                                                                                    }
                                                                                                }.store(in: &bag)
                                                                                            }
                                                                                        }.store(in: &bag)
                                                                                    }
                                                                                }.store(in: &bag)
                                                                            }
                                                                        }.store(in: &bag)
                                                                    }
                                                                }.store(in: &bag)
                                                            }
                                                        }.store(in: &bag)
                                                    }
                                                }.store(in: &bag)
                                            }
                                        }.store(in: &bag)
                                    }
                                }.store(in: &bag)
                            }
                        }.store(in: &bag)
                    }
                }.store(in: &bag)
            }
        }.store(in: &bag)
    }
}
