/// The hosts absolute picture URLs may be fetched from: `img.example.com` allows that host on
/// any port, `127.0.0.1:8765` (or `[::1]:8765`) only on that port. Names are compared without
/// regard to case.
public struct AllowedHosts: Sendable, Hashable {
    /// Hosts allowed on any port.
    private var anyPort: Set<String> = []
    /// Hosts allowed on one port each.
    private var onPort: Set<String> = []

    /// The hosts `entries` name, as `--image-host` and feedterm.json's `image_hosts` write them.
    public init(_ entries: [String]) {
        for entry in entries {
            if let (host, port) = Self.split(entry) {
                onPort.insert("\(host):\(port)")
            } else {
                anyPort.insert(Self.bare(entry.lowercased()))
            }
        }
    }

    /// Whether a URL of `host` (as URL gives it, without brackets), `port` and `scheme` may
    /// be fetched; no port is the scheme's own (443 for https, 80 for http).
    public func allows(host: String, port: Int?, scheme: String?) -> Bool {
        let host = Self.bare(host.lowercased())
        if anyPort.contains(host) { return true }
        guard let port = port ?? (scheme?.lowercased() == "https" ? 443 : scheme?.lowercased() == "http" ? 80 : nil) else { return false }
        return onPort.contains("\(host):\(port)")
    }

    /// Whether `entry` is a host as `image_hosts` writes one: a name or address, or one with a
    /// port from 1 to 65535; never a URL or a path.
    public static func isEntry(_ entry: String) -> Bool {
        let host: String
        if let (named, _) = split(entry) {
            host = named
        } else if entry.hasPrefix("[") {
            guard entry.hasSuffix("]") else { return false }
            host = bare(entry)
        } else {
            // A colon without a port after it: a bad port, or an IPv6 address without brackets.
            guard !entry.contains(":") else { return false }
            host = entry
        }
        return !host.isEmpty && !host.contains { "/@?#".contains($0) || $0.isWhitespace }
    }

    /// `HOST:PORT` or `[IPv6]:PORT` as its host (lowercased, no brackets) and port; nil for a
    /// bare host.
    public static func split(_ entry: String) -> (host: String, port: Int)? {
        guard let colon = entry.lastIndex(of: ":") else { return nil }
        let host = entry[..<colon], digits = entry[entry.index(after: colon)...]
        // A bare IPv6 address has colons of its own and no brackets.
        guard !host.isEmpty, host.hasPrefix("[") ? host.hasSuffix("]") : !host.contains(":"), !digits.isEmpty, digits.count <= 5,
              digits.allSatisfy({ ("0"..."9").contains($0) }), let port = Int(digits), (1...65535).contains(port) else { return nil }
        return (bare(host.lowercased()), port)
    }

    /// A host without the brackets of an IPv6 literal.
    private static func bare<Text: StringProtocol>(_ host: Text) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : String(host)
    }
}
