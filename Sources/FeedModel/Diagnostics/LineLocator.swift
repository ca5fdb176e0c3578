import FoundationEssentials

/// Gives diagnostics (and references) their line and column from their byte offsets.
///
/// The decoder records only byte offsets, which cost nothing to keep; places are located
/// through the document's `LineIndex` when there is something to report.
enum LineLocator {
    /// Sets `location` on every diagnostic that has a `byteOffset` and no location yet.
    static func locate(_ diagnostics: inout [Diagnostic], in bytes: UnsafeRawBufferPointer) {
        locate(&diagnostics, with: LineIndex(bytes: bytes))
    }

    /// The same, through an index already built.
    static func locate(_ diagnostics: inout [Diagnostic], with index: LineIndex) {
        for position in diagnostics.indices where diagnostics[position].location == nil {
            if let offset = diagnostics[position].byteOffset {
                diagnostics[position].location = index.location(of: offset)
            }
        }
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
