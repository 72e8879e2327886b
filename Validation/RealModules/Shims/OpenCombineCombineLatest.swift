// OpenCombine 0.14 has no `Publishers.CombineLatest` and no `Publishers.Merge`, nor their
// operators (`combineLatest(_:)`, `merge(with:)`); Apple's Combine does. Compiled into a module
// that uses them. Type-checking only: the publishers here finish without a value (a module
// that ran them would need the real operators).
import Combine

extension Publishers {
    struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        typealias Output = (A.Output, B.Output)
        typealias Failure = A.Failure
        let a: A
        let b: B
        init(_ a: A, _ b: B) { self.a = a; self.b = b }
        func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Empty<Output, Failure>().receive(subscriber: subscriber)
        }
    }
    struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        typealias Output = (A.Output, B.Output, C.Output)
        typealias Failure = A.Failure
        let a: A
        let b: B
        let c: C
        init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
        func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Empty<Output, Failure>().receive(subscriber: subscriber)
        }
    }
    struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        typealias Output = A.Output
        typealias Failure = A.Failure
        let a: A
        let b: B
        init(_ a: A, _ b: B) { self.a = a; self.b = b }
        func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Empty<Output, Failure>().receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }
    func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
    func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, p, q)
    }
    func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }
}
