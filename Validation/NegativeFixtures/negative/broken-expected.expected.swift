// Negative fixture: the input compiles, the expected output does not (an `await` in a
// function that is not `async`). Scripts/validate.sh --self-test requires a failure here.
func compute() async -> Int { 42 }

func answer() -> Int {
    await compute()
}
