extension SupportFile {
    /// The section every `Task` rewrite uses: a `Task` stored like a subscription
    /// (`store(in:)` into a set or an array of `AnyCancellable`s) or held as one
    /// (`cancellable`), so that it is cancelled when its owner lets it go.
    static func taskLifetime(_ a: String) -> String {
        """
            // MARK: - A Task with the lifetime of a subscription

            extension _Concurrency.Task {
                /// Stores the task like a subscription: it is cancelled when the set releases
                /// it (cleared, or deallocated with its owner), as a stored `AnyCancellable` is.
                \(a)nonisolated func store(in set: inout Set<Combine.AnyCancellable>) {
                    set.insert(cancellable)
                }

                /// Stores the task like a subscription in an array of cancellables.
                \(a)nonisolated func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == Combine.AnyCancellable {
                    collection.append(cancellable)
                }

                /// The task as an `AnyCancellable`: cancelling it, or releasing it (reassigning
                /// the property that holds it), cancels the task.
                \(a)nonisolated var cancellable: Combine.AnyCancellable {
                    Combine.AnyCancellable { self.cancel() }
                }
            }
            """
    }
}
