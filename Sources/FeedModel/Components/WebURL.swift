/// Tells the URLs a web browser opens (`http:` and `https:` with a host) from the rest
/// (`javascript:`, `file:`, `mailto:`, a path), without Foundation's lenient parsing.
public enum WebURL {
    /// Whether `text` is an absolute `http://` or `https://` URL with a host, and nothing in it
    /// is white space or a control character.
    ///
    /// - Complexity: O(n) over the UTF-8 bytes, with no copy: every picture of a feed asks.
    public static func isWeb(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isWeb) ?? Array(text.utf8).withUnsafeBufferPointer(isWeb)
    }

    private static func isWeb(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // "http", case aside, then an optional "s", then "://".
        var position = 0
        for letter in "http".utf8 {
            guard position < bytes.count, bytes[position] | 0x20 == letter else { return false }
            position += 1
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "s") {
            position += 1
        }
        for mark in "://".utf8 {
            guard position < bytes.count, bytes[position] == mark else { return false }
            position += 1
        }
        // A host of at least one character before any '/', '?' or '#'.
        guard position < bytes.count else { return false }
        let first = bytes[position]
        guard first != UInt8(ascii: "/"), first != UInt8(ascii: "?"), first != UInt8(ascii: "#") else { return false }
        return !bytes.contains { $0 <= 0x20 || $0 == 0x7F }
    }
}
