import Combine
import Foundation

/// A support ticket; its `assign(to:)` hands the ticket to an agent, nothing to do with Combine.
final class Ticket {
    private(set) var agent: String?

    func assign(to agent: String) {
        self.agent = agent
    }

    func assign(to agent: String, on date: Date) {
        self.agent = agent
    }
}

final class TicketRouter {
    private var cancellables = Set<AnyCancellable>()
    // Not Combine: ticket.assign(to: \.agent, on: self).store(in: &cancellables)
    let hint = "publisher.assign(to: \\.title, on: self).store(in: &cancellables)"
    let pattern = #/\.assign\(to: \\\.\w+, on: self\)/#

    func route(_ ticket: Ticket) {
        ticket.assign(to: "first-line")
        ticket.assign(to: "second-line", on: Date())
    }
}
