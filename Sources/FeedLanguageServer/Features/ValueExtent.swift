/// The bytes of the JSON value or key that starts at an offset: a string to its closing quote,
/// an object or array to its matching bracket, anything else to the next delimiter. This is
/// the range a diagnostic underlines. Read with the outline's forgiving tokens, so a value
/// left unclosed mid-edit runs to where its line or the document ends.
enum ValueExtent {
    /// The span starting at `offset`; never empty when there is a byte there.
    /// - Complexity: O(length of the value).
    static func span(at offset: Int, in bytes: [UInt8]) -> Range<Int> {
        var scanner = JSONTokenScanner(bytes: bytes, from: offset)
        guard let first = scanner.next() else { return bytes.count..<bytes.count }
        guard case .open = first.kind else { return first.span }
        var depth = 1
        while let token = scanner.next() {
            switch token.kind {
            case .open: depth += 1
            case .close: depth -= 1
            default: continue
            }
            if depth == 0 { return first.span.lowerBound..<token.span.upperBound }
        }
        return first.span.lowerBound..<bytes.count
    }
}
