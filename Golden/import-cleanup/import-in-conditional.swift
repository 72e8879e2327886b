#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func double(_ x: Int) async -> Int { x * 2 }
