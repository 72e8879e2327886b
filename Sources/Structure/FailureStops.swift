import Tokenizer

extension CodeView {
    /// The type among the class around `p` and its supertypes (as far as the run reads them)
    /// whose body sets `continueAfterFailure = false`, an XCTest base class's `setUp` say:
    /// XCTest stops a synchronous test of it at its first failure, and cannot stop an async
    /// one, which goes on after a failed assertion. Nil when none does.
    package func typeStoppingAtFirstFailure(around p: CodePosition, scope: NameScope) -> String? {
        guard let type = enclosingType(of: p) else { return nil }
        return typesAndSupertypes(of: [type.simpleName], scope: scope).first { name in
            declarations(ofType: name, scope: scope).contains(where: \.stopsAtFirstFailure)
        }
    }
}
