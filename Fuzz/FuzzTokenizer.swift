// libFuzzer entry point for the tokenizer: every input must tokenize losslessly (non-empty,
// contiguous tokens covering every byte) with consistent bracket pairs. A violation traps,
// which libFuzzer reports as a crash and saves. Built and run by Scripts/fuzz.sh, compiled
// together with the library's sources and FuzzInvariants.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    if let problem = FuzzInvariants.tokenizerProblem(bytes) {
        fatalError("tokenizer invariant violated: \(problem)")
    }
    return 0
}
