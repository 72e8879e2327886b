// Exists only so that `swift build` in Validation/ builds every OpenCombine product once;
// Scripts/validate.sh then compiles golden files against the built modules directly.
import Foundation
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation
import OpenCombineShim

/// Touches one symbol of each product so none is dead-stripped from the build.
public enum ValidationSupport {
    public static func smokeTest() -> Int {
        var received = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject
            .receive(on: DispatchQueue.main.ocombine)
            .sink { received += $0 }
        subject.send(1)
        _ = RunLoop.main.ocombine
        cancellable.cancel()
        return received
    }
}
