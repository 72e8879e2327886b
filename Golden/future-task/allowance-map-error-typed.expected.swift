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

    func hasEnoughAllowance(owner: String, amount: Int) async throws -> Allowance {
        let allowance = try await self.contract.allowance(owner: owner, amount: amount)
        return allowance
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
        Task { [weak self, allowance] in
            do {
                let value = try await allowance.hasEnoughAllowance(owner: owner, amount: amount)
                guard !Task.isCancelled else { return }
                let approval = (value.hasEnough, value.shortOf)
                self?.delegate?.changeState(approval.0 ? "approved" : "short of \(approval.1)")
            } catch {
                guard !Task.isCancelled else { return }
                let error = SwapError.allowance("\(error)")
                self?.delegate?.didFailure(error)
            }
        }.store(in: &cancellable)
    }
}
