// OpenCombine 0.14 has no `Publishers.MergeMany`; Apple's Combine does. For modules that
// use it behind `canImport(Combine)` (true here: `-module-alias Combine=OpenCombineShim`).
// Internal, and built on flatMap (unlimited demand), which merges the same values.
import Combine

extension Publishers {
    struct MergeMany<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let publishers: [Upstream]
        init(_ upstream: Upstream...) { publishers = upstream }
        init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Sequence<[Upstream], Failure>(sequence: publishers)
                .flatMap { $0 }
                .receive(subscriber: subscriber)
        }
    }
}
