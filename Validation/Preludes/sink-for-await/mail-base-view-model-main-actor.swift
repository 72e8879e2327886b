// Stubs for the mailbox cases: the store the view model subscribes to.
import Combine

struct MailThread {
    let subject: String
}

final class MailStore {
    let threads = CurrentValueSubject<[MailThread], Never>([])
}
