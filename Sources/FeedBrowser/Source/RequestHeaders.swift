import FeedModel

/// Headers sent with every request to a source's own origin: a login for a staging server
/// (`Authorization: Bearer …`). Never sent to a picture host, nor across a redirect to another
/// origin (none is followed). Their values are secrets: nothing prints them, not even this
/// type's description, which names the headers only.
public struct RequestHeaders: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
    /// One header: its name and its value.
    public struct Field: Sendable, Equatable {
        /// The header's name, as given: `Authorization`.
        public let name: String
        /// Its value, a secret: sent, never shown.
        public let value: String
    }

    /// Why a line is not a header, in words that never quote its value.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The headers, in the order given.
    public private(set) var fields: [Field] = []

    /// No headers.
    public static let none = RequestHeaders()

    /// No headers, to add lines to.
    public init() {}

    /// Whether there are none.
    public var isEmpty: Bool { fields.isEmpty }

    /// Adds the header a `NAME: VALUE` line gives; a name given before is replaced, so a
    /// command line's `--header` overrides a file's.
    public mutating func add(line: String) throws(Problem) {
        guard let colon = line.firstIndex(of: ":") else {
            throw Problem(description: "it is not NAME: VALUE (no colon)")
        }
        let name = String(line[..<colon]).trimmingWhitespace
        let value = String(line[line.index(after: colon)...]).trimmingWhitespace
        guard HTTPHeaderName.isValid(name) else {
            throw Problem(description: "the header's name '\(Self.shown(name))' is not a token (letters, digits and \(HTTPHeaderName.punctuation))")
        }
        guard !value.isEmpty else { throw Problem(description: "the header \(name) has no value") }
        guard value.unicodeScalars.allSatisfy({ $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7F) }) else {
            throw Problem(description: "the value of \(name) holds a control character (a line break, say), which would start another header")
        }
        guard !Self.reserved.contains(name.lowercased()) else {
            throw Problem(description: "\(name) is set by feedterm itself and cannot be given")
        }
        fields.removeAll { $0.name.lowercased() == name.lowercased() }
        fields.append(Field(name: name, value: value))
    }

    /// The lines libcurl sends, "Name: value" separated by LF; nil for none.
    var lines: String? {
        fields.isEmpty ? nil : fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
    }

    /// The names alone: what a log or a message may say of them.
    public var description: String {
        fields.isEmpty ? "no headers" : fields.map { "\($0.name): (hidden)" }.joined(separator: ", ")
    }

    /// A dump or a debugger shows the description, not the values.
    public var customMirror: Mirror {
        Mirror(self, children: ["headers": description])
    }

    /// Headers that decide how the body comes or where a request goes, which feedterm sets.
    private static let reserved: Set<String> = ["accept", "accept-encoding", "host", "content-length", "transfer-encoding", "connection", "if-none-match", "if-modified-since"]

    /// A name as a message may quote it: short, and only printable ASCII.
    private static func shown(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.prefix(40).map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? $0 : "?" }))
    }
}

private extension String {
    /// Without spaces and tabs at either end.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}
