/// Tells the URLs a web browser opens (`http:` and `https:` with a host) from the rest
/// (`javascript:`, `file:`, `mailto:`, a path), without Foundation's lenient parsing.
public enum WebURL {
    /// Whether `text` is an absolute `http://` or `https://` URL with a host, and nothing in it
    /// is white space or a control character.
    ///
    /// - Complexity: O(n) over the UTF-8 bytes, with no copy: every picture of a feed asks.
    public static func isWeb(_ text: String) -> Bool {
        let bytes = text.utf8
        var rest = bytes[...]
        for letter in "http".utf8 {
            guard let byte = rest.first, byte | 0x20 == letter else { return false }
            rest = rest.dropFirst()
        }
        if let byte = rest.first, byte | 0x20 == UInt8(ascii: "s") {
            rest = rest.dropFirst()
        }
        guard rest.starts(with: "://".utf8) else { return false }
        rest = rest.dropFirst(3)
        let host = rest.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        guard !host.isEmpty else { return false }
        let isClean: (UnsafeBufferPointer<UInt8>) -> Bool = { buffer in !buffer.contains { $0 <= 0x20 || $0 == 0x7F } }
        return bytes.withContiguousStorageIfAvailable(isClean) ?? Array(bytes).withUnsafeBufferPointer(isClean)
    }
}
