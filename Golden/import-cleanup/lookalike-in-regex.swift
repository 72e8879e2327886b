import Combine

// Finds Combine types in source text; the regex literals are not uses of Combine.
let publisherType = /AnyPublisher<([^,]+),\s*([^>]+)>/
let sinkCall = #/\.sink\s*\{/#
