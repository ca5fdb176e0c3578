/// The rule for every path a feed names (an `open_feed`'s feed, a `next_page`, a deferred
/// module's path, the listing and shop documents its actions lead to): a relative path inside
/// the source, or refused, never requested or opened.
///
/// A feed comes from a server that may be wrong or someone else's; a path that escaped the
/// source would make the browser fetch another host's document, or read any file on disk.
public enum SourcePath {
    /// Why `path` may not be used, in words for the status line; nil when it may.
    ///
    /// Refused: an empty path, a scheme or host (`https://…`, `//host/…`, any `:`), a leading
    /// `/`, a `..` segment, a backslash, a control character, and a percent-encoded form of any
    /// of these (`%2e%2e`, `%2f`), which a server would decode.
    public static func problem(with path: String) -> String? {
        if path.isEmpty {
            return "the path is empty"
        }
        if let problem = plainProblem(path) {
            return problem
        }
        let decoded = percentDecoded(path)
        if decoded != path, let problem = plainProblem(decoded) {
            return problem + " once its %-escapes are decoded"
        }
        if decoded.contains("%") {
            return "it is percent-encoded twice"
        }
        return nil
    }

    private static func plainProblem(_ path: String) -> String? {
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "it holds a control character"
        }
        if path.contains("\\") {
            return "it holds a backslash"
        }
        if path.contains(":") {
            return "it names a scheme or a host"
        }
        if path.hasPrefix("/") {
            return path.hasPrefix("//") ? "it names a host" : "it starts at the root, not in the source"
        }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return "it leaves the source with .."
        }
        return nil
    }

    /// The path with its %XX escapes decoded once; invalid escapes are left as they are.
    private static func percentDecoded(_ path: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(path.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
               let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
