import Foundation

struct RefundRequest {
    var chargeID: String
    var amount: Int
}

struct TerminalRefund {
    var chargeID: String
    var cents: Int
}

enum RefundError: Error {
    case invalidAmount(Int)
}

final class RefundBuilder {
    // The closure returns its promise call (`Void`): one `return` in the async function.
    func makeRefund(from request: RefundRequest) async throws -> TerminalRefund {
        guard request.amount > 0 else {
            throw RefundError.invalidAmount(request.amount)
        }
        return TerminalRefund(chargeID: request.chargeID, cents: request.amount)
    }
}
