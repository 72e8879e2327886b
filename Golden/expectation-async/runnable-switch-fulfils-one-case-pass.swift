// validation: runnable
// A value closure whose last statement is a `switch`: one case ends with the fulfilment, every
// other case only fails the test (as Azure's chat event tests check an event's type). A value
// that took another case failed the test whatever came next, so the first value decides it:
// the test awaits it and runs the closure's code, the fulfilment gone (`break` where it was
// alone in its case). So does a failure expected whose `.failure` branch ends with such a
// `switch` over the error (the test awaits the failure). Look-alikes that stay: another case
// that does more than fail (it lets a value go by), and a case that fulfils before other code.
// The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// The code under test.
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
        DispatchQueue.main.async {
            self.events.send(ChatEvent(type: type, info: "trouter"))
        }
    }

    /// Connecting to a host that is down fails with its status code.
    func connect(to host: String) -> AnyPublisher<ChatEvent, ChatError> {
        let subject = PassthroughSubject<ChatEvent, ChatError>()
        DispatchQueue.main.async {
            subject.send(completion: .failure(host == "down" ? .serverError(503) : .refused))
        }
        return subject.eraseToAnyPublisher()
    }
}

final class SwitchFulfilsOneCaseTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testConnectedEventIsForwarded() {
        let expectation = expectation(description: "connected")
        let expectedType = ChatEventType.connected
        let handler = ChatEventsHandler()
        handler.events.sink { event in
            let type = event.type
            let info = event.info
            switch (type, info) {
            case (expectedType, _):
                expectation.fulfill()
            default:
                XCTFail("Should not reach default case")
            }
        }.store(in: &cancellables)

        handler.handle(.connected)
        wait(for: [expectation], timeout: 1)
    }

    func testTypingEventNamesTheParticipant() {
        let expectation = expectation(description: "typing")
        let handler = ChatEventsHandler()
        handler.events.sink { event in
            switch event.type {
            case .typing(let name):
                XCTAssertEqual(name, "Ada")
                expectation.fulfill()
            case .connected, .disconnected:
                XCTFail("unexpected \(event.type)")
            }
        }.store(in: &cancellables)

        handler.handle(.typing("Ada"))
        wait(for: [expectation], timeout: 1)
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
    func testUnavailableServerFails() {
        let expectation = expectation(description: "failed")
        let handler = ChatEventsHandler()
        handler.connect(to: "down")
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    XCTFail("Did not expect a success")
                case .failure(let error):
                    switch error {
                    case .serverError(let code):
                        XCTAssertEqual(code, 503)
                        expectation.fulfill()
                    default:
                        XCTFail("Expected a server error")
                    }
                }
            }, receiveValue: { _ in
                XCTFail("Did not expect a value")
            })
            .store(in: &cancellables)

        wait(for: [expectation], timeout: 1)
    }
}

runTests([
    test("testConnectedEventIsForwarded", SwitchFulfilsOneCaseTests.testConnectedEventIsForwarded),
    test("testTypingEventNamesTheParticipant", SwitchFulfilsOneCaseTests.testTypingEventNamesTheParticipant),
    test("testOtherEventsAreSkipped", SwitchFulfilsOneCaseTests.testOtherEventsAreSkipped),
    test("testFulfilledBeforeTheCheck", SwitchFulfilsOneCaseTests.testFulfilledBeforeTheCheck),
    test("testUnavailableServerFails", SwitchFulfilsOneCaseTests.testUnavailableServerFails),
])
