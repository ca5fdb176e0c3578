import Foundation

/// Gives diagnostics their line and column from their byte offsets, all in one pass.
///
/// The decoder records only byte offsets, which cost nothing to keep; lines are counted here,
/// once a decode has finished, and only when it found something to report.
enum LineLocator {
    /// Sets `location` on every diagnostic that has a `byteOffset`.
    ///
    /// - Complexity: O(n) in the bytes up to the largest offset, for all diagnostics together.
    static func locate(_ diagnostics: inout [Diagnostic], in bytes: UnsafeRawBufferPointer) {
        let pending = diagnostics.indices
            .compactMap { index in diagnostics[index].byteOffset.map { (offset: min(max($0, 0), bytes.count), index: index) } }
            .sorted { $0.offset < $1.offset }
        guard let base = bytes.baseAddress, !pending.isEmpty else { return }
        var line = 1
        var lineStart = 0
        for (offset, index) in pending {
            // memchr from one newline to the next, up to this offset.
            while lineStart < offset, let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), offset - lineStart) {
                lineStart = base.distance(to: found) + 1
                line += 1
            }
            var column = 1
            for position in lineStart..<offset where bytes[position] & 0xC0 != 0x80 {
                // A UTF-8 continuation byte belongs to the scalar already counted.
                column += 1
            }
            diagnostics[index].location = SourceLocation(line: line, column: column)
        }
    }
}
