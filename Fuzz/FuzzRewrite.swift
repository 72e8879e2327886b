// libFuzzer entry point for the whole rewrite of one file with the default rules: the input
// must tokenize losslessly, the rewrite must not crash or hang (libFuzzer's -timeout), its
// output must tokenize losslessly with balanced `()[]{}` wherever the input had them, and a
// second rewrite must change nothing; and where the file is cut into parts (`FileParts`,
// with small parts), the parts' tokens must be the file's. A violation traps, which libFuzzer reports as a crash
// and saves. Built and run by Scripts/fuzz.sh, compiled together with the library's sources
// and FuzzInvariants.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRewrite(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    if let problem = FuzzInvariants.tokenizerProblem(bytes) {
        fatalError("tokenizer invariant violated: \(problem)")
    }
    if let problem = FuzzInvariants.rewriteProblem(bytes) {
        fatalError("rewrite invariant violated: \(problem)")
    }
    if let problem = FuzzInvariants.partsProblem(bytes) {
        fatalError("file parts invariant violated: \(problem)")
    }
    return 0
}
