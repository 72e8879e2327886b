import Combine
import Foundation

// `.mapError` after everything that can fail: the `catch` maps the error before the
// failure code reads it, which then sees the mapped type.
struct Allowance: Sendable {
    let hasEnough: Bool
    let shortOf: Int
}

enum SwapError: Error {
    case allowance(String)
}

actor AllowanceContract {
    func allowance(owner: String, amount: Int) throws -> Allowance {
        Allowance(hasEnough: amount < 100, shortOf: max(0, amount - 100))
    }
}

final class Erc20Allowance {
    private let contract = AllowanceContract()

    func hasEnoughAllowance(owner: String, amount: Int) -> AnyPublisher<Allowance, Error> {
        Future { promise in
            Task {
                do {
                    let allowance = try await self.contract.allowance(owner: owner, amount: amount)
                    promise(.success(allowance))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

protocol SwapProviderDelegate: AnyObject {
    func changeState(_ state: String)
    func didFailure(_ error: SwapError)
}

final class ApproveSwapProvider {
    weak var delegate: SwapProviderDelegate?
    private let allowance = Erc20Allowance()
    private var cancellable = Set<AnyCancellable>()

    func approveSwap(owner: String, amount: Int) {
        delegate?.changeState("checkingForEnoughAllowance")
        allowance.hasEnoughAllowance(owner: owner, amount: amount)
            .map { ($0.hasEnough, $0.shortOf) }
            .mapError { SwapError.allowance("\($0)") }
            .sink(receiveCompletion: { [weak self] result in
                guard case .failure(let error) = result else { return }
                self?.delegate?.didFailure(error)
            }, receiveValue: { [weak self] approval in
                self?.delegate?.changeState(approval.0 ? "approved" : "short of \(approval.1)")
            }).store(in: &cancellable)
    }
}
