// validation: runnable
// Positive control: a multi-file case (a folder); Counter.swift has an expected output,
// this driver has none and is compiled with either side.
let counter = Counter()
counter.increment()
counter.increment()
print(counter.seen)
