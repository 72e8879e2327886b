/// Formerly returned `AnyPublisher<Int, Never>`; callers used `.sink { }`.
func answer() async -> Int {
    /* CurrentValueSubject /* nested: Just(42) */ was here */
    42 // .store(in: &cancellables)
}
