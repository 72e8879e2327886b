// Stubs for Golden/receive-main-actor/chain-closure-with-member-lines.
import Foundation

final class TutorialStore {
    func items(for language: String) -> [String] { [language] }
}
