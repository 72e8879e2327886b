import Foundation
import Combine // still needed by the feature flags module?

func now() -> Date { Date() }
