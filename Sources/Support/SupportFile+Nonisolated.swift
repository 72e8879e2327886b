extension SupportFile {
    /// The section that keeps the file's types nonisolated in a module whose default
    /// isolation is the main actor (Swift 6.2's `-default-isolation MainActor`, the setting
    /// of new Xcode projects), where a type that says nothing is `@MainActor`: its
    /// subscriptions and iterators, called from any thread, could not be. `nonisolated` on a
    /// type needs Swift 6.1, so the types conform to a protocol instead, declared per compiler.
    static func nonisolatedTypes() -> String {
        """
            // MARK: - Nonisolated in every module

            #if compiler(>=6.2)
            /// The types below conform to `NonisolatedType` so that they stay nonisolated, as Combine's
            /// are, in a module whose default isolation is the main actor (`-default-isolation
            /// MainActor`, the setting of new Xcode projects): a type that conforms to a protocol
            /// refining `SendableMetatype` is not made `@MainActor`. (`nonisolated struct` would say
            /// the same, but compilers before Swift 6.1 reject it.) For the same reason the methods
            /// the file adds to Combine's and the standard library's types are `nonisolated`.
            private nonisolated protocol NonisolatedType: SendableMetatype {}
            #else
            /// Compilers before Swift 6.2 have no default isolation: nothing to opt out of.
            private protocol NonisolatedType {}
            #endif
            """
    }
}
