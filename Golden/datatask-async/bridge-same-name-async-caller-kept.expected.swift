import Combine
import Foundation

// A bridge of the async function's own name and labels serves a call that stays in
// Combine only in synchronous code: in an `async` function or a `Task`, Swift picks the
// async overload, and `let request = api.account(id: id)` would stop compiling. So
// `account(id:)` stays as it is, with a warning naming that call. `plan(id:)`'s call that
// stays in Combine is in a `flatMap` closure inside an async function — a synchronous
// closure, where the bridge is picked — so it becomes async and keeps its bridge (its chain
// checks the response with the API's own method, so it held the API while the request ran,
// as the bridge does).
struct Account: Decodable {
    let id: Int
    let planID: Int
}

struct Plan: Decodable {
    let name: String
}

final class BillingAPI {
    let session = URLSession.shared
    let base = URL(fileURLWithPath: "/")

    func account(id: Int) -> AnyPublisher<Account, Error> {
        session.dataTaskPublisher(for: base.appendingPathComponent("accounts/\(id)"))
            .map(\.data)
            .decode(type: Account.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func plan(id: Int) -> AnyPublisher<Plan, Error> {
        TaskPublisher { try await self.plan(id: id) }
            .receive(on: session.delegateQueue)
            .eraseToAnyPublisher()
    }

    func plan(id: Int) async throws -> Plan {
        let output: (data: Data, response: URLResponse) = try await session.data(from: base.appendingPathComponent("plans/\(id)"))
        let body = try self.checked(output)
        return try JSONDecoder().decode(Plan.self, from: body)
    }

    func checked(_ output: URLSession.DataTaskPublisher.Output) throws -> Data {
        guard (output.response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        return output.data
    }
}

final class BillingModel {
    private let api = BillingAPI()
    private var cancellables = Set<AnyCancellable>()
    private(set) var planName = ""

    func refresh(id: Int) async {
        let request = api.account(id: id)
        request
            .flatMap { account in self.api.plan(id: account.planID) }
            .map(\.name)
            .replaceError(with: "")
            .sink { name in
                self.planName = name
            }
            .store(in: &cancellables)
    }
}
