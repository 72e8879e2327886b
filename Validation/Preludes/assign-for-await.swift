// Stubs for the app types that Golden/assign-for-await cases name. Compiled in the same
// module as each case of that folder (input and expected output alike), so nothing here
// may clash with a declaration in a case (the runnable case declares `Thermostat` and
// `TemperatureLabel`). Declarations only: no top-level code.
//
// The UIKit names are stand-ins (there is no UIKit on Linux): plain classes with the few
// members the cases use, not marked `@MainActor`.
import Combine
import Foundation

// MARK: - UIKit stand-ins

class UIView {
    var isHidden = false
}

final class UILabel: UIView {
    var text: String?
}

final class UIButton: UIView {
    var isEnabled = true
}

class UIViewController {
    var title: String?
    init() {}
    func viewDidLoad() {}
}

// MARK: - App services and models

struct User {
    var firstName: String
    var lastName: String
    var isVerified: Bool
}

final class UserSession {
    @Published var user = User(firstName: "", lastName: "", isVerified: false)
}

final class LoginViewModel {
    @Published var errorText: String?
    @Published var canSubmit = false
}

final class DashboardViewModel {
    @Published var greeting = ""
    @Published var summary = ""
}

final class WorkoutClock {
    let ticks = PassthroughSubject<Int, Never>()
}

final class HeartRateSensor {
    let beatsPerMinute = PassthroughSubject<Int, Never>()
}

final class EditorToolbar {
    let saveButton = UIButton()
    let undoButton = UIButton()
}

final class EditableDocument {
    @Published var hasChanges = false
    @Published var canUndo = false
}

final class BatteryMonitor {
    @Published var level = 1.0
}

final class Reachability {
    @Published var isReachable = true
}

struct NowPlaying {
    var title: String
    var artist: String
}

enum PlaybackState {
    case playing
    case paused
}

final class MediaPlayer {
    @Published var nowPlaying = NowPlaying(title: "", artist: "")
    @Published var state = PlaybackState.paused
}

// MARK: - Combine API that OpenCombine 0.14 does not have
//
// Signatures only (Apple's Combine has them; the keep-list cases name them and are never
// run).

extension Publishers {
    struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        typealias Output = (A.Output, B.Output)
        typealias Failure = A.Failure

        init(_ a: A, _ b: B) {}

        func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            fatalError("signature stub")
        }
    }
}
