import Combine
import Foundation

/// `$0` and a `Publisher`-named type's static member are not publisher calls: nothing here
/// uses Combine, so the import goes.
struct Report {
    var lines: [String]

    func summary() -> String {
        let publisherNames = lines.map { $0.uppercased() }
        return ReportPublisher.header + publisherNames.joined(separator: "\n")
    }
}

enum ReportPublisher {
    static let header = "Report\n"
}
