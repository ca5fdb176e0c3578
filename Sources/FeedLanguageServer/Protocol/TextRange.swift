/// A span of a document, from `start` up to (not including) `end`.
public struct TextRange: Sendable, Hashable, Codable {
    public var start: TextPosition
    public var end: TextPosition

    public init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// Whether the two ranges share a position, or touch.
    func overlaps(_ other: TextRange) -> Bool {
        start <= other.end && other.start <= end
    }
}
