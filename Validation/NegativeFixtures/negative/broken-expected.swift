import Combine

// Negative fixture: the input compiles, the expected output does not (an `await` in a
// function that is not `async`). Scripts/validate.sh --self-test requires a failure here.
func answer() -> AnyPublisher<Int, Never> {
    Just(42).eraseToAnyPublisher()
}
