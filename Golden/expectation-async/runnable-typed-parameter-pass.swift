// validation: runnable
// A value closure that declares its parameter's type (`{ (results: [[String: String]]) in`),
// as Parse-Swift's explain queries do: the query's output type is generic, inferred from the
// closure. The values' declaration keeps the type (`TestValues<[[String: String]], _>`), so
// the publisher still infers it; the failure's type stays inferred. The same `passed:` lines
// print on both sides.
import Combine
import Foundation
import XCTest

struct QueryError: Error, Equatable {}

/// A query whose result type the caller picks, decoded from a canned response.
final class Query {
    let response: Data

    init(response: Data) {
        self.response = response
    }

    func explainPublisher<Result: Decodable>() -> AnyPublisher<Result, QueryError> {
        Just(response)
            .tryMap { try JSONDecoder().decode(Result.self, from: $0) }
            .mapError { _ in QueryError() }
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }
}

final class TypedParameterTests: XCTestCase {
    func testExplainDecodesRows() {
        var subscriptions = Set<AnyCancellable>()
        let expectation1 = XCTestExpectation(description: "Explain")
        let query = Query(response: Data(#"[{"yolo": "yarr"}]"#.utf8))
        query.explainPublisher()
            .sink(receiveCompletion: { result in
                if case let .failure(error) = result {
                    XCTFail(error.localizedDescription)
                }
                expectation1.fulfill()
            }, receiveValue: { (results: [[String: String]]) in
                XCTAssertEqual(results, [["yolo": "yarr"]])
            })
            .store(in: &subscriptions)
        wait(for: [expectation1], timeout: 1.0)
    }

    func testExplainFirstRow() {
        var subscriptions = Set<AnyCancellable>()
        let expectation1 = expectation(description: "First row")
        let query = Query(response: Data(#"{"yolo": "yarr"}"#.utf8))
        query.explainPublisher()
            .sink(receiveCompletion: { _ in }, receiveValue: { (row: [String: String]) in
                XCTAssertEqual(row["yolo"], "yarr")
                expectation1.fulfill()
            })
            .store(in: &subscriptions)
        wait(for: [expectation1], timeout: 1.0)
    }
}

runTests([
    test("testExplainDecodesRows", TypedParameterTests.testExplainDecodesRows),
    test("testExplainFirstRow", TypedParameterTests.testExplainFirstRow),
])
