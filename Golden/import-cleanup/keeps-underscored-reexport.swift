import COpenCombineHelpers
import OpenCombine

// `__UnfairLock` comes from a module OpenCombine re-exports: the import must stay.
internal typealias UnfairLock = __UnfairLock
