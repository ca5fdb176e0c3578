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
        // Most paths have no escape to decode: one look at the bytes settles it.
        var bytes = path
        guard bytes.withUTF8({ $0.contains(UInt8(ascii: "%")) }) else { return nil }
        let decoded = percentDecoded(path)
        if decoded != path, let problem = plainProblem(decoded) {
            return problem + " once its %-escapes are decoded"
        }
        if decoded.utf8.contains(UInt8(ascii: "%")) {
            return "it is percent-encoded twice"
        }
        return nil
    }

    /// The first thing wrong with `path` as written, looking at each byte once: every path a
    /// feed names asks, so this makes no String and calls nothing of Foundation's, and reads
    /// the bytes in one piece (walking a String's bytes by index cost most of it).
    private static func plainProblem(_ path: String) -> String? {
        var path = path
        return path.withUTF8(plainProblem(bytes:))
    }

    /// `plainProblem(_:)` over the path's UTF-8.
    private static func plainProblem(bytes path: UnsafeBufferPointer<UInt8>) -> String? {
        var hasBackslash = false, hasColon = false, leavesSource = false
        var segmentStart = true, dots = 0
        for byte in path {
            switch byte {
            case 0..<0x20, 0x7F:
                return "it holds a control character"
            case UInt8(ascii: "\\"):
                hasBackslash = true
            case UInt8(ascii: ":"):
                hasColon = true
            case UInt8(ascii: "/"):
                if segmentStart, dots == 2 { leavesSource = true }
                segmentStart = true
                dots = 0
                continue
            case UInt8(ascii: "."):
                if segmentStart { dots += 1 }
                continue
            default:
                break
            }
            segmentStart = false
            dots = 0
        }
        if segmentStart, dots == 2 { leavesSource = true }
        if hasBackslash {
            return "it holds a backslash"
        }
        if hasColon {
            return "it names a scheme or a host"
        }
        if path.first == UInt8(ascii: "/") {
            return path.dropFirst().first == UInt8(ascii: "/") ? "it names a host" : "it starts at the root, not in the source"
        }
        return leavesSource ? "it leaves the source with .." : nil
    }

    /// The path with its %XX escapes decoded once; invalid escapes are left as they are.
    private static func percentDecoded(_ path: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(path.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
               let high = HexDigit.value(utf8[index + 1]), let low = HexDigit.value(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
