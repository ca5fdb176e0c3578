import Foundation

/// Gives diagnostics (and references) their line and column from their byte offsets, all in
/// one pass.
///
/// The decoder records only byte offsets, which cost nothing to keep; lines are counted here,
/// once a decode has finished, and only when it found something to report.
enum LineLocator {
    /// Sets `location` on every diagnostic that has a `byteOffset`.
    static func locate(_ diagnostics: inout [Diagnostic], in bytes: UnsafeRawBufferPointer) {
        let indices = diagnostics.indices.filter { diagnostics[$0].byteOffset != nil }
        let found = locations(of: indices.map { diagnostics[$0].byteOffset ?? 0 }, in: bytes)
        for (index, location) in zip(indices, found) {
            diagnostics[index].location = location
        }
    }

    /// The line and column of each offset, in the order given.
    ///
    /// - Complexity: O(n) in the bytes up to the largest offset, plus sorting the offsets:
    ///   each byte is searched for a newline once, and columns are counted from the previous
    ///   offset on the same line, never from its start again.
    static func locations(of offsets: [Int], in bytes: UnsafeRawBufferPointer) -> [SourceLocation] {
        let pending = offsets.indices
            .map { (offset: min(max(offsets[$0], 0), bytes.count), index: $0) }
            .sorted { $0.offset < $1.offset }
        var found = [SourceLocation](repeating: SourceLocation(line: 1, column: 1), count: offsets.count)
        guard let base = bytes.baseAddress, !pending.isEmpty else { return found }
        var line = 1
        var lineStart = 0
        // Where the search for newlines has reached: no byte is searched twice, so a long
        // one-line document with many offsets stays linear.
        var searched = 0
        // The column of `counted`, a position on the current line already counted up to.
        var counted = 0
        var column = 1
        for (offset, index) in pending {
            // memchr from one newline to the next, up to this offset.
            while searched < offset, let found = memchr(base + searched, Int32(UInt8(ascii: "\n")), offset - searched) {
                lineStart = base.distance(to: found) + 1
                searched = lineStart
                line += 1
            }
            searched = max(searched, offset)
            if counted < lineStart {
                counted = lineStart
                column = 1
            }
            column += scalars(from: counted, to: offset, in: bytes)
            counted = offset
            found[index] = SourceLocation(line: line, column: column)
        }
        return found
    }

    /// How many Unicode scalars start in `start..<end`: the bytes that are not UTF-8
    /// continuation bytes (`10xxxxxx`), counted eight at a time.
    static func scalars(from start: Int, to end: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        var count = 0
        var position = start
        let high: UInt64 = 0x8080_8080_8080_8080
        while position + 8 <= end {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            // A continuation byte has its top bit set and the next bit clear.
            let continuations = word & high & ~(word << 1)
            count += 8 - continuations.nonzeroBitCount
            position += 8
        }
        while position < end {
            if bytes[position] & 0xC0 != 0x80 { count += 1 }
            position += 1
        }
        return count
    }
}
