import Combine
import Foundation

final class AvatarCell {
    var imageName = ""
    var subscriptions = Set<AnyCancellable>()
}

final class ContactsDataSource {
    let avatars: [String: CurrentValueSubject<String, Never>]
    private var cells: [Int: AvatarCell] = [:]

    init(avatars: [String: CurrentValueSubject<String, Never>]) {
        self.avatars = avatars
    }

    func tableView(_ tableView: AnyObject, cellForRowAt index: Int) -> AvatarCell {
        let cell = cells[index] ?? AvatarCell()
        avatars["contact-\(index)"]!
            .sink { [weak cell] name in
                cell?.imageName = name
            }
            .store(in: &cell.subscriptions)
        return cell
    }

    func prepareForReuse(_ cell: AvatarCell) {
        cell.subscriptions.removeAll()
        avatars["placeholder"]!
            .sink { [weak cell] name in
                cell?.imageName = name
            }
            .store(in: &cell.subscriptions)
    }
}
