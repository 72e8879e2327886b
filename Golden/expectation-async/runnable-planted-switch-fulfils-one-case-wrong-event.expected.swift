// validation: runnable fails
// A planted bug in the code under test, for `runnable-switch-fulfils-one-case-pass`'s tests:
// the handler sends a connection as a disconnection, names every typing participant "Bob", and
// fails a connection to a host that is down as refused, not with its status code. Before, the
// `default:` case's `XCTFail` runs and the wait times out, or the case's assertion fails;
// after, the first value (or the failure) takes the same case and fails the test the same way. The tests
// fail on both sides (exit status 1, the same `failed:` lines), and none hangs.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug.
enum ChatEventType: Equatable {
    case connected
    case disconnected
    case typing(String)
}

struct ChatEvent {
    var type: ChatEventType
    var info: String?
}

enum ChatError: Error, Equatable {
    case serverError(Int)
    case refused
}

final class ChatEventsHandler {
    let events = PassthroughSubject<ChatEvent, Never>()

    func handle(_ type: ChatEventType) {
        let sent: ChatEventType
        switch type {
        case .connected: sent = .disconnected
        case .typing: sent = .typing("Bob")
        case .disconnected: sent = .disconnected
        }
        DispatchQueue.main.async {
            self.events.send(ChatEvent(type: sent, info: "trouter"))
        }
    }

    /// Connecting to a host that is down fails with its status code.
    func connect(to host: String) -> AnyPublisher<ChatEvent, ChatError> {
        let subject = PassthroughSubject<ChatEvent, ChatError>()
        DispatchQueue.main.async {
            subject.send(completion: .failure(host == "down" ? .refused : .refused))
        }
        return subject.eraseToAnyPublisher()
    }
}

final class PlantedSwitchFulfilsOneCaseTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    @MainActor func testConnectedEventIsForwarded() async throws {
        let expectedType = ChatEventType.connected
        let handler = ChatEventsHandler()
        let values = handler.events.testValues()

        handler.handle(.connected)
        let event = try await values.next(timeout: 1)
        let type = event.type
        let info = event.info
        switch (type, info) {
        case (expectedType, _):
            break
        default:
            XCTFail("Should not reach default case")
        }
        try values.checkNothingMore()
    }

    @MainActor func testTypingEventNamesTheParticipant() async throws {
        let handler = ChatEventsHandler()
        let values = handler.events.testValues()

        handler.handle(.typing("Ada"))
        let event = try await values.next(timeout: 1)
        switch event.type {
        case .typing(let name):
            XCTAssertEqual(name, "Ada")
        case .connected, .disconnected:
            XCTFail("unexpected \(event.type)")
        }
        try values.checkNothingMore()
    }

    func testOtherEventsAreSkipped() {
        let expectation = expectation(description: "disconnected")
        let handler = ChatEventsHandler()
        handler.events.sink { event in
            switch event.type {
            case .disconnected:
                expectation.fulfill()
            default:
                print("skipped \(event.type)")
            }
        }.store(in: &cancellables)

        handler.handle(.connected)
        handler.handle(.disconnected)
        wait(for: [expectation], timeout: 1)
    }

    func testFulfilledBeforeTheCheck() {
        let expectation = expectation(description: "typing")
        let handler = ChatEventsHandler()
        handler.events.sink { event in
            switch event.type {
            case .typing(let name):
                expectation.fulfill()
                XCTAssertEqual(name, "Ada")
            default:
                XCTFail("unexpected \(event.type)")
            }
        }.store(in: &cancellables)

        handler.handle(.typing("Ada"))
        wait(for: [expectation], timeout: 1)
    }

    /// A failure expected, its error checked by a `switch` of the `.failure` branch whose other
    /// case only fails the test (corona-warn-app's provider tests check a server error so).
    @MainActor func testUnavailableServerFails() async throws {
        let handler = ChatEventsHandler()
        let values = handler.connect(to: "down").testValues()

        let error = try await values.failure(timeout: 1)
        switch error {
        case .serverError(let code):
            XCTAssertEqual(code, 503)
        default:
            XCTFail("Expected a server error")
        }
    }
}

runTests([
    test("testConnectedEventIsForwarded", PlantedSwitchFulfilsOneCaseTests.testConnectedEventIsForwarded),
    test("testTypingEventNamesTheParticipant", PlantedSwitchFulfilsOneCaseTests.testTypingEventNamesTheParticipant),
    test("testOtherEventsAreSkipped", PlantedSwitchFulfilsOneCaseTests.testOtherEventsAreSkipped),
    test("testFulfilledBeforeTheCheck", PlantedSwitchFulfilsOneCaseTests.testFulfilledBeforeTheCheck),
    test("testUnavailableServerFails", PlantedSwitchFulfilsOneCaseTests.testUnavailableServerFails),
])
