// A file with CRLF line endings.
#if canImport(Combine)
import Combine

final class Store {
    @Published var count = 0
    private var bag = Set<AnyCancellable>()

    /// Doc comment on a CRLF line.
    func bind(to label: @escaping (String) -> Void) {
        $count
            .map { "count: \($0)" }
            .sink { [weak self] text in
                guard self != nil else { return }
                label(text)
            }
            .store(in: &bag)
    }

    let message = """
        multi-line with CRLF
        \(1 + 1) interpolated
        """

    /* block comment
       spanning CRLF lines */
    let ratio = 3 / 4
    let regex = #/
        [a-z]+
        /#
}
#endif
