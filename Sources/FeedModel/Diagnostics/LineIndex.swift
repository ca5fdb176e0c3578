import Foundation

/// The line of any byte offset of one document, from an index of its line starts
/// built once, on the first question.
///
/// Shared by every decoder of a decode (through `userInfo`), so a diagnostic that names a second
/// place in its words ("first at line 3") costs a binary search, not a scan from the start.
final class LineIndex: @unchecked Sendable {
    private let bytes: UnsafeRawBufferPointer
    /// Offsets just past each newline, built on the first `location(of:)`.
    private var lineStarts: [Int]?

    /// The index of `bytes`, which must stay valid while it is asked.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The 1-based line of `offset`.
    /// - Complexity: O(n) once, then O(log lines).
    func line(of offset: Int) -> Int {
        let starts = lineStarts ?? buildLineStarts()
        let offset = min(max(offset, 0), bytes.count)
        // The number of line starts at or before `offset` is its line.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func buildLineStarts() -> [Int] {
        var starts = [0]
        if let base = bytes.baseAddress {
            var position = 0
            while position < bytes.count, let found = memchr(base + position, Int32(UInt8(ascii: "\n")), bytes.count - position) {
                position = base.distance(to: found) + 1
                starts.append(position)
            }
        }
        lineStarts = starts
        return starts
    }
}
