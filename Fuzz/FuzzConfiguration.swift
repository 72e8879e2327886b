// libFuzzer entry point for the configuration's JSON reader (`.combine-migrate.json`): every
// input must be read without a crash or a hang, an error must point inside the input, and a
// document the reader accepts must be one Foundation's JSONSerialization accepts too. A
// violation traps, which libFuzzer reports as a crash and saves. Built and run by
// Scripts/fuzz.sh, compiled together with the library's sources and FuzzInvariants.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    if let problem = FuzzInvariants.configurationProblem(bytes) {
        fatalError("configuration reader invariant violated: \(problem)")
    }
    return 0
}
