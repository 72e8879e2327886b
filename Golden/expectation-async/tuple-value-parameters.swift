import Combine
import XCTest

enum AuthResult {
    case success(String)
    case failure(Error)
}

final class DappClient {
    let updates = PassthroughSubject<(topic: String, accounts: [String]), Never>()
    let extensions = PassthroughSubject<(String, Date), Never>()
    let responses = PassthroughSubject<(Int, AuthResult), Never>()

    func connect() async throws {}
}

// A value closure over a publisher of tuples names each part (`_, accounts in`, `(_, result)`):
// the awaited value is bound to the same names, in a tuple's pattern.
final class DappTupleTests: XCTestCase {
    private var publishers = Set<AnyCancellable>()
    private let dapp = DappClient()

    func testSessionUpdates() async throws {
        let expectation = expectation(description: "updated")
        dapp.updates.sink { _, accounts in
            XCTAssertEqual(accounts.count, 2)
            expectation.fulfill()
        }.store(in: &publishers)
        try await dapp.connect()
        await fulfillment(of: [expectation], timeout: 5)
    }

    func testSessionExtends() async throws {
        let expectation = expectation(description: "extended")
        dapp.extensions.sink { _, _ in
            expectation.fulfill()
        }.store(in: &publishers)
        try await dapp.connect()
        await fulfillment(of: [expectation], timeout: 5)
    }

    func testResponseSucceeds() async throws {
        let responded = expectation(description: "responded")
        dapp.responses.sink { (id, result) in
            guard case .success = result else { XCTFail(); return }
            XCTAssertGreaterThan(id, 0)
            responded.fulfill()
        }
        .store(in: &publishers)
        try await dapp.connect()
        await fulfillment(of: [responded], timeout: 5)
    }

    // Stays: a parameter with its type written.
    func testTypedParameter() async throws {
        let responded = expectation(description: "responded")
        dapp.responses.sink { (response: (Int, AuthResult)) in
            XCTAssertGreaterThan(response.0, 0)
            responded.fulfill()
        }
        .store(in: &publishers)
        try await dapp.connect()
        await fulfillment(of: [responded], timeout: 5)
    }
}
