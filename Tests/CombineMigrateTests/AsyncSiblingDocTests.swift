import XCTest

@testable import Rules

/// The doc comment an async sibling or overload is given: the publisher's, less a
/// `- Returns:` field that speaks of the publisher.
final class AsyncSiblingDocTests: XCTestCase {
    func testPublisherReturnsFieldAndItsContinuationGo() {
        let comment = """
                /// Loads the user.
                ///
                /// - Parameter id: the user's id
                /// - Returns: a publisher of the user,
                ///   decoded from the response
                /// - Throws: never; the publisher fails instead
            
            """
        XCTAssertEqual(
            AsyncSibling.withoutPublisherReturns(comment),
            """
                /// Loads the user.
                ///
                /// - Parameter id: the user's id
                /// - Throws: never; the publisher fails instead
            
            """)
    }

    func testReturnsThatNamesTheValueStays() {
        let comment = "/// - Returns: A ``Server``\n///   as the instance describes it\n/// - Returns: Future appointments\n"
        XCTAssertEqual(AsyncSibling.withoutPublisherReturns(comment), comment)
    }

    func testBlankLineEndsTheFieldAndLineEndingsStay() {
        let comment = "/// - returns: `AnyPublisher` contains `Token`\r\n///\r\n///   An example, indented.\r\n"
        XCTAssertEqual(AsyncSibling.withoutPublisherReturns(comment), "///\r\n///   An example, indented.\r\n")
    }

    func testCarriageReturnLines() {
        let comment = "/// Loads.\r/// - Returns: `AnyPublisher` of the user\r///   decoded\r/// - Note: cached\r"
        XCTAssertEqual(AsyncSibling.withoutPublisherReturns(comment), "/// Loads.\r/// - Note: cached\r")
    }

    func testFutureReturnsGoesAndBlockCommentsStay() {
        XCTAssertEqual(AsyncSibling.withoutPublisherReturns("/// - Returns: a `Future` of the token\n"), "")
        let block = "/**\n - Returns: a publisher\n */\n"
        XCTAssertEqual(AsyncSibling.withoutPublisherReturns(block), block)
    }
}
