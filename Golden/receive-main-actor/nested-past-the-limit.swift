import Combine
import Foundation

var bag = Set<AnyCancellable>()

final class Nested {
    init(a: AnyPublisher<Int, Never>) {
        a.receive(on: DispatchQueue.main).sink { v0 in
        a.receive(on: DispatchQueue.main).sink { v1 in
        a.receive(on: DispatchQueue.main).sink { v2 in
        a.receive(on: DispatchQueue.main).sink { v3 in
        a.receive(on: DispatchQueue.main).sink { v4 in
        a.receive(on: DispatchQueue.main).sink { v5 in
        a.receive(on: DispatchQueue.main).sink { v6 in
        a.receive(on: DispatchQueue.main).sink { v7 in
        a.receive(on: DispatchQueue.main).sink { v8 in
        a.receive(on: DispatchQueue.main).sink { v9 in
        a.receive(on: DispatchQueue.main).sink { v10 in
        a.receive(on: DispatchQueue.main).sink { v11 in
        a.receive(on: DispatchQueue.main).sink { v12 in
        a.receive(on: DispatchQueue.main).sink { v13 in
        a.receive(on: DispatchQueue.main).sink { v14 in
        a.receive(on: DispatchQueue.main).sink { v15 in
        a.receive(on: DispatchQueue.main).sink { v16 in
        a.receive(on: DispatchQueue.main).sink { v17 in
        print(0)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
        }.store(in: &bag)
    }
}
