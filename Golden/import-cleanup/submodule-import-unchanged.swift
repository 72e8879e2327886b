import struct Combine.AnyPublisher
import Foundation

func one() -> Int { 1 }
