// validation: runnable
import Foundation

// Negative fixture: both sides compile and exit 0, but the "rewrite" forgets that a
// CurrentValueSubject replays its current value to a new subscriber, so it prints one line
// fewer. Scripts/validate.sh --self-test requires a failure here.
let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
continuation.yield(1)
continuation.yield(2)
continuation.finish()
for await value in stream {
    print("value", value)
}
print("done")
