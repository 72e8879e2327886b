import Combine
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
    func makeRefund(from request: RefundRequest) -> Future<TerminalRefund, Error> {
        return Future() { promise in
            guard request.amount > 0 else {
                return promise(.failure(RefundError.invalidAmount(request.amount)))
            }
            return promise(.success(TerminalRefund(chargeID: request.chargeID, cents: request.amount)))
        }
    }
}
