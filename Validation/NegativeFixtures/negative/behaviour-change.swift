// validation: runnable
import Combine
import Foundation

// Negative fixture: both sides compile and exit 0, but the "rewrite" forgets that a
// CurrentValueSubject replays its current value to a new subscriber, so it prints one line
// fewer. Scripts/validate.sh --self-test requires a failure here.
let subject = CurrentValueSubject<Int, Never>(0)
var bag = Set<AnyCancellable>()
subject.sink { print("value", $0) }.store(in: &bag)
subject.send(1)
subject.send(2)
print("done")
