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
    test("testExplainDecodesRows", TypedParameterTests.testExplainDecodesRows),
    test("testExplainFirstRow", TypedParameterTests.testExplainFirstRow),
])
