import Foundation
import XCTest

@testable import Core

/// `forEachInOrder`: every index produced once, consumed in order on the calling thread,
/// whatever the number of threads, the window and the time each takes.
final class ParallelMapTests: XCTestCase {
    func testResultsComeInOrder() {
        for jobs in [1, 2, 3, 8] {
            for window in [1, 2, 7, 256] {
                for count in [0, 1, 5, 100] {
                    var consumed: [Int] = []
                    forEachInOrder(count: count, jobs: jobs, window: window) { index -> Int in
                        // Uneven work, so that helpers finish out of order.
                        if index % 7 == 3 { usleep(200) }
                        return index * index
                    } consume: { index, value in
                        XCTAssertEqual(value, index * index)
                        consumed.append(index)
                    }
                    XCTAssertEqual(consumed, Array(0..<count), "jobs \(jobs), window \(window), count \(count)")
                }
            }
        }
    }

    /// Items added on another thread while they are produced (the files of a walk): each
    /// produced once it has arrived, consumed in order, and the run ends with them.
    func testItemsArrivingWhileTheyAreProduced() {
        for jobs in [1, 2, 3, 8] {
            for window in [1, 7, 256] {
                for count in [0, 1, 5, 100] {
                    let items = Arrivals<Int>()
                    DispatchQueue.global().async {
                        for item in 0..<count {
                            if item % 9 == 4 { usleep(100) }
                            items.append(item * 3)
                        }
                        items.end()
                    }
                    var consumed: [Int] = []
                    forEachInOrder(items, jobs: jobs, window: window) { index, item -> Int in
                        if index % 7 == 3 { usleep(200) }
                        return item + index
                    } consume: { index, value in
                        XCTAssertEqual(value, index * 4)
                        consumed.append(index)
                    }
                    XCTAssertEqual(consumed, Array(0..<count), "jobs \(jobs), window \(window), count \(count)")
                    XCTAssertEqual(items.all, (0..<count).map { $0 * 3 })
                }
            }
        }
    }

    func testParallelMapKeepsTheOrder() {
        let values = Array(0..<500)
        XCTAssertEqual(values.parallelMap(jobs: 4) { $0 * 2 }, values.map { $0 * 2 })
        XCTAssertEqual(values.parallelMap(jobs: 1) { $0 * 2 }, values.map { $0 * 2 })
    }
}
