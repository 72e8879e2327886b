// validation: runnable
// A repository's Future+Task function and a view model subscribing to it: the function
// becomes async and the subscription a Task; input and output print the same lines.
import Combine
import Foundation

enum LookupError: Error {
    case notFound(String)
}

actor Directory {
    private let people = ["ada": "Ada Lovelace", "grace": "Grace Hopper"]

    func fullName(of handle: String) throws -> String {
        guard let name = people[handle] else { throw LookupError.notFound(handle) }
        return name
    }
}

final class PeopleRepository: @unchecked Sendable {
    private let directory = Directory()

    func person(handle: String) async throws -> String {
        let name = try await self.directory.fullName(of: handle)
        return name
    }
}

final class PersonViewModel {
    private let repository: PeopleRepository
    private var cancellables = Set<AnyCancellable>()
    private(set) var lines: [String] = []

    init(repository: PeopleRepository) {
        self.repository = repository
    }

    func show(handle: String) {
        Task { [repository] in
            do {
                let name = try await repository.person(handle: handle)
                guard !Task.isCancelled else { return }
                print("\(handle): \(name)")
                print("\(handle): done")
            } catch {
                guard !Task.isCancelled else { return }
                print("\(handle): failed with \(error)")
            }
        }
        .store(in: &cancellables)
    }
}

let viewModel = PersonViewModel(repository: PeopleRepository())
viewModel.show(handle: "ada")
RunLoop.main.run(until: Date().addingTimeInterval(0.3))
viewModel.show(handle: "linus")
RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("end")
