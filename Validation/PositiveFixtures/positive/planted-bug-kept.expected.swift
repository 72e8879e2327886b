// validation: runnable fails
import Foundation

// Positive control: a case with a planted bug that fails (exit status 1, the same output)
// before and after its "rewrite", which only changes how the check is written.
let total = [1, 2, 3].reduce(0) { $0 + $1 } + 1  // the planted bug: one too many
guard total == 6 else {
    print("failed: total")
    exit(1)
}
print("passed: total")
