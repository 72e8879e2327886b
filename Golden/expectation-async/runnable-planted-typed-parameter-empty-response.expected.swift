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
    @MainActor func testExplainDecodesRows() async throws {
        let query = Query(response: Data(#"[{"yolo": "yarr"}]"#.utf8))
        let values: TestValues<[[String: String]], _> = query.explainPublisher().testValues()
        for results in try await values.untilFinished(timeout: 1.0) {
            XCTAssertEqual(results, [["yolo": "yarr"]])
        }
    }

    @MainActor func testExplainFirstRow() async throws {
        let query = Query(response: Data(#"{"yolo": "yarr"}"#.utf8))
        let values: TestValues<[String: String], _> = query.explainPublisher().testValues()
        let row = try await values.next(timeout: 1.0)
        XCTAssertEqual(row["yolo"], "yarr")
        try values.checkNothingMore()
    }
}

runTests([
    test("testExplainDecodesRows", PlantedTypedParameterTests.testExplainDecodesRows),
    test("testExplainFirstRow", PlantedTypedParameterTests.testExplainFirstRow),
])
