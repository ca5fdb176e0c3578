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
        // "http", case aside, then an optional "s", then "://", byte by byte: this runs for
        // every picture of a feed, where iterating a literal's UTF-8 cost more than the rest.
        guard bytes.count >= 8, bytes[0] | 0x20 == 0x68, bytes[1] | 0x20 == 0x74, bytes[2] | 0x20 == 0x74, bytes[3] | 0x20 == 0x70 else { return false }
        var position = bytes[4] | 0x20 == 0x73 ? 5 : 4
        guard position + 3 < bytes.count, bytes[position] == 0x3A, bytes[position + 1] == 0x2F, bytes[position + 2] == 0x2F else { return false }
        position += 3
        // A host of at least one character before any '/', '?' or '#'.
        let first = bytes[position]
        guard first != UInt8(ascii: "/"), first != UInt8(ascii: "?"), first != UInt8(ascii: "#") else { return false }
        return !bytes.contains { $0 <= 0x20 || $0 == 0x7F }
    }

    /// `text` with the password of its user and password masked (`http://alice:***@host/`),
    /// or a user alone (often a token) masked whole: what feedterm prints or writes of a URL.
    /// Any other text is returned as it is.
    public static func redacted(_ text: String) -> String {
        guard let (start, end) = userInfo(in: text) else { return text }
        let info = text[start..<end]
        let masked = info.firstIndex(of: ":").map { info[..<$0] + ":***" } ?? "***"
        return String(text[..<start]) + masked + String(text[end...])
    }

    /// `text` with its user and password taken out (`http://host/`): for what a flow or a
    /// recording keeps, which a login never belongs in.
    public static func withoutCredentials(_ text: String) -> String {
        guard let (start, end) = userInfo(in: text) else { return text }
        return String(text[..<start]) + String(text[text.index(after: end)...])
    }

    /// Where the user and password of an http(s) URL are, before their `@`.
    private static func userInfo(in text: String) -> (String.Index, String.Index)? {
        guard isWeb(text), let scheme = text.firstRange(of: "://") else { return nil }
        let authority = text[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@") else { return nil }
        return (authority.startIndex, at)
    }
}
