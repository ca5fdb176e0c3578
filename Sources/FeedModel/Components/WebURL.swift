/// Tells the URLs a web browser opens (`http:` and `https:` with a host) from the rest
/// (`javascript:`, `file:`, `mailto:`, a path), without Foundation's lenient parsing.
public enum WebURL {
    /// Whether `text` is an absolute `http://` or `https://` URL with a host.
    public static func isWeb(_ text: String) -> Bool {
        let lowered = text.lowercased()
        for scheme in ["https://", "http://"] where lowered.hasPrefix(scheme) {
            let rest = lowered.dropFirst(scheme.count)
            let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return !host.isEmpty && !text.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F }
        }
        return false
    }
}
