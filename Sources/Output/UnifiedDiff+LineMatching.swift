extension UnifiedDiff {
    /// Which lines a diff deletes and inserts, in time linear in the lines for the edits the
    /// tool makes — many sites rewritten in one file — where Myers' O(ND) alone is
    /// quadratic (D grows with the sites).
    ///
    /// Myers' search, as git's and GNU diff's, finds the shortest edit, in O(ND) time: fine
    /// for the edits of real files, quadratic for thousands of sites rewritten in one file (D
    /// grows with the sites). So it runs within a budget of steps, which real files stay far
    /// below (the diff is then the shortest, and the one the tool always printed); past it,
    /// two steps narrow what Myers sees:
    /// - a line with no equal on the other side is changed whatever the alignment, so it is
    ///   marked at once and left out (GNU diff's `discard_confusing_lines`);
    /// - lines found once on each side, in the longest run that keeps their order, are
    ///   anchors (as in patience diff): Myers then runs between two anchors at a time, on the
    ///   few lines of one site rather than on the whole file, and the diff may be a little
    ///   longer than the shortest.
    enum LineMatching {
        /// Steps of the search on the whole file before it is narrowed: about a tenth of a
        /// second.
        static let budget = 50_000_000

        /// For `a` and `b` (interned lines, each below `distinctLines`), whether each line is
        /// deleted (of `a`) or inserted (of `b`).
        static func changes(
            _ a: [Int], _ b: [Int], distinctLines: Int, budget: Int = budget
        ) -> (changedA: [Bool], changedB: [Bool]) {
            var whole = Myers(a: a, b: b, budget: budget)
            whole.diff(0, a.count, 0, b.count)
            if !whole.exhausted { return (whole.changedA, whole.changedB) }

            var countA = [Int32](repeating: 0, count: distinctLines)
            var countB = countA
            for line in a { countA[line] += 1 }
            for line in b { countB[line] += 1 }
            var changedA = a.map { countB[$0] == 0 }
            var changedB = b.map { countA[$0] == 0 }
            let keptA = a.indices.filter { !changedA[$0] }
            let keptB = b.indices.filter { !changedB[$0] }
            let myers = anchored(keptA.map { a[$0] }, keptB.map { b[$0] }, countA: countA, countB: countB)
            for (index, changed) in myers.changedA.enumerated() where changed { changedA[keptA[index]] = true }
            for (index, changed) in myers.changedB.enumerated() where changed { changedB[keptB[index]] = true }
            return (changedA, changedB)
        }

        /// Myers between the anchors of `a` and `b`, with no budget.
        static func anchored(_ a: [Int], _ b: [Int], countA: [Int32], countB: [Int32]) -> Myers {
            var myers = Myers(a: a, b: b)
            var (lowA, lowB) = (0, 0)
            for (anchorA, anchorB) in anchors(myers.a, myers.b, countA: countA, countB: countB) {
                myers.diff(lowA, anchorA, lowB, anchorB)
                (lowA, lowB) = (anchorA + 1, anchorB + 1)
            }
            myers.diff(lowA, myers.a.count, lowB, myers.b.count)
            return myers
        }

        /// Pairs (index in `a`, index in `b`) of the lines found exactly once in each, the
        /// longest sequence of them increasing on both sides.
        static func anchors(_ a: [Int], _ b: [Int], countA: [Int32], countB: [Int32]) -> [(Int, Int)] {
            var positionInB = [Int: Int]()
            for (j, line) in b.enumerated() where countA[line] == 1 && countB[line] == 1 { positionInB[line] = j }
            let pairs = a.enumerated().compactMap { i, line in positionInB[line].map { (i, $0) } }
            // Patience sorting: `tails[k]` ends the best increasing run of length k + 1 found
            // so far; `previous` links each pair to the one before it in its run.
            var tails: [Int] = []
            var previous = [Int](repeating: -1, count: pairs.count)
            for (index, pair) in pairs.enumerated() {
                var (low, high) = (0, tails.count)
                while low < high {
                    let middle = (low + high) / 2
                    if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
                }
                if low > 0 { previous[index] = tails[low - 1] }
                if low == tails.count { tails.append(index) } else { tails[low] = index }
            }
            var run: [(Int, Int)] = []
            var index = tails.last ?? -1
            while index >= 0 {
                run.append(pairs[index])
                index = previous[index]
            }
            return run.reversed()
        }
    }
}
