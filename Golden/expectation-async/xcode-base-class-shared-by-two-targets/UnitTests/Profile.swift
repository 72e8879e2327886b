import Combine

final class Profile {
    let name = PassthroughSubject<String, Never>()
}

/// A helper of the unit tests: not the base class's, which the run reads.
func makeProfile() -> Profile { Profile() }
