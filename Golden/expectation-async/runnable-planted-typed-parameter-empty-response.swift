// validation: runnable fails
// A planted bug in the code under test: the query's canned response is empty, so the rows
// test gets no row and the first-row test fails to decode. Both fail before and after the
// rewrite (exit status 1, the same `failed:` lines), not hang. The tests are those of
// runnable-typed-parameter-pass.
import Combine
import Foundation
import XCTest

struct QueryError: Error, Equatable {}

/// A query whose result type the caller picks, decoded from a canned response.
/// The code under test, with its bug: the canned response loses its rows.
final class Query {
    let response: Data

    init(response: Data) {
        self.response = Data("[]".utf8)
    }

    func explainPublisher<Result: Decodable>() -> AnyPublisher<Result, QueryError> {
        Just(response)
            .tryMap { try JSONDecoder().decode(Result.self, from: $0) }
            .mapError { _ in QueryError() }
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }
}

final class PlantedTypedParameterTests: XCTestCase {
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
    test("testExplainDecodesRows", PlantedTypedParameterTests.testExplainDecodesRows),
    test("testExplainFirstRow", PlantedTypedParameterTests.testExplainFirstRow),
])
