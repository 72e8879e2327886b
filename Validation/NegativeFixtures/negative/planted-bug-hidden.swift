// validation: runnable fails
import Foundation

// Negative fixture: a case with a planted bug, whose "rewrite" no longer sees it (the
// expected output exits 0). Scripts/validate.sh --self-test requires a failure here: a
// migrated test that stops failing on a bug no longer tests.
let total = [1, 2, 3].reduce(0, +) + 1  // the planted bug: one too many
if total != 6 {
    print("failed: total")
    exit(1)
}
print("passed: total")
