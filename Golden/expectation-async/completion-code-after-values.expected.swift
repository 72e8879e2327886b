import Combine
import Foundation
import XCTest

final class ScoreStoreCompletionCodeTests: XCTestCase {
    /// The completion handler prints the completion, whatever it is, then fulfils the
    /// expectation (SpotifyAPI's `followedArtistsPages`): every value until the end, then the
    /// print, with the completion the handler was given.
    @MainActor func testPrintsTheCompletion() async throws {
        let values = ScoreStore().pages(count: 3).testValues()
        for page in try await values.untilCompletion(timeout: 2) {
            XCTAssertGreaterThan(page, 0)
        }
        let completion = values.receivedCompletion()
        print("pages completion: \(completion)")
    }

    /// A leading `defer` fulfils it; the code asserts on the completion, and the value closure
    /// only fails the test.
    @MainActor func testDeferredFulfilmentAssertsTheEnd() async throws {
        let values = ScoreStore(rejects: true).save(Score(points: 1, id: nil)).testValues()
        for score in try await values.untilCompletion(timeout: 2) {
            XCTFail("unexpected \(score)")
        }
        let completion = values.receivedCompletion()
        XCTAssertEqual(completion, .failure(.rejected("read-only")))
    }

    /// The handler ignores the completion (`_`): its code runs after the values, without it.
    @MainActor func testIgnoresTheCompletion() async throws {
        let values = ScoreStore().pages(count: 2).testValues()
        _ = try await values.untilCompletion(timeout: 2)
        print("pages done")
    }

    /// Three requests waited for together, each handler naming its completion `completion`:
    /// the later ones take fresh names after their values. Another closure of the test binds
    /// `completion` for itself, which a declaration beside it leaves alone.
    @MainActor func testThreeRequestsPrintTheirCompletions() async throws {
        let describe = { (completion: Subscribers.Completion<StoreError>) in "\(completion)" }
        let values = ScoreStore().pages(count: 1).testValues()
        let values2 = ScoreStore().pages(count: 2).testValues()
        let values3 = ScoreStore(rejects: true).save(Score(points: 1, id: nil)).testValues()
        let deadline = Date().addingTimeInterval(2)
        _ = try await values.untilCompletion(timeout: deadline.timeIntervalSinceNow)
        let completion = values.receivedCompletion()
        print("first: \(completion)")
        _ = try await values2.untilCompletion(timeout: deadline.timeIntervalSinceNow)
        let completion2 = values2.receivedCompletion()
        print("second: \(completion2)")
        _ = try await values3.untilCompletion(timeout: deadline.timeIntervalSinceNow)
        let completion3 = values3.receivedCompletion()
        print("third: \(completion3)")
        print(describe(.finished))
    }
}
