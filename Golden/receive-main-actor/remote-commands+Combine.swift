import Combine
import Foundation

/// Bridges the player's remote commands to Combine for the rest of the app: a file that
/// exists to offer publishers, whose subscriptions are part of that offer.
@MainActor
final class RemoteCommandRelay {
    let commands = PassthroughSubject<RemoteCommand, Never>()
    private var cancellables = Set<AnyCancellable>()

    func relay(from center: RemoteCommandCenter) {
        center.events
            .receive(on: DispatchQueue.main)
            .sink { [weak self] event in
                self?.commands.send(RemoteCommand(event))
            }
            .store(in: &cancellables)
    }
}
