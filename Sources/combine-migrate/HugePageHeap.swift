#if os(Linux)
import Glibc

/// Asks Linux for the process's heap in huge pages (transparent huge pages, in the kernel's
/// usual `madvise` mode). A run touches tens of megabytes of fresh heap — the tokens of the
/// files it rewrites — and faulting them in 4 KiB at a time took about a tenth of a dry run
/// over a large tree; in 2 MiB pages it takes a third as many faults.
///
/// glibc grows its heap by `M_TOP_PAD` bytes past each request: the pad is set to `reserve`,
/// the heap made to grow once, and that range asked for huge pages; past it the heap grows
/// as before. Nothing here can fail a run: where `mallopt` is not found, or the kernel says
/// no, the heap stays as it was. (The peak RSS grows by a few megabytes: the last huge page
/// touched is resident whole.)
enum HugePageHeap {
    static let reserve = 64 << 20

    static func request() {
        // `mallopt` is not in the Glibc module: found by name, as a C function.
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let topPad: Int32 = -2  // M_TOP_PAD, from <malloc.h>
        guard mallopt(topPad, Int32(reserve)) == 1 else { return }
        let before = UInt(bitPattern: sbrk(0))
        // Requests below the size glibc maps on their own, until the top of the heap cannot
        // meet one: the heap grows by it and the pad.
        var blocks: [UnsafeMutableRawPointer] = []
        while UInt(bitPattern: sbrk(0)) == before, blocks.count < 64, let block = malloc(64 << 10) { blocks.append(block) }
        for block in blocks { free(block) }
        let after = UInt(bitPattern: sbrk(0))
        let hugePage: UInt = 2 << 20
        let start = (before + hugePage - 1) & ~(hugePage - 1)
        let end = after & ~(hugePage - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, Int(end - start), MADV_HUGEPAGE)
    }
}
#endif
