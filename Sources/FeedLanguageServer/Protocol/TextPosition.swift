/// A place in a document as LSP counts it: a zero-based line, and a zero-based character in
/// the negotiated encoding's code units (UTF-16 unless the client offers UTF-8).
public struct TextPosition: Sendable, Hashable, Codable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}
