import FeedModel

/// An open document as the editor has it, unsaved changes included: its bytes, and where each
/// line starts, to turn LSP positions into byte offsets and back.
///
/// A line ends at `\n`; a `\r` before it belongs to no position (LSP counts `\r\n` as one end).
public struct TextDocument: Sendable {
    public let uri: String
    public private(set) var version: Int
    public private(set) var bytes: [UInt8]
    /// The byte offset at which each line starts; the first is 0.
    private(set) var lineStarts: [Int] = [0]
    let encoding: PositionEncoding

    public init(uri: String, version: Int, text: String, encoding: PositionEncoding) {
        self.uri = uri
        self.version = version
        self.encoding = encoding
        bytes = Array(text.utf8)
        indexLines()
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Applies the editor's changes in order; a change without a range replaces everything.
    public mutating func apply(_ changes: [DocumentNotifications.ContentChange], version: Int?) {
        for change in changes {
            if let range = change.range {
                let start = offset(of: range.start), end = max(start, offset(of: range.end))
                bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
            } else {
                bytes = Array(change.text.utf8)
            }
            indexLines()
        }
        if let version { self.version = version }
    }

    /// The byte offset of `position`, clamped into the document: a line past the end is the
    /// end, a character past its line's end is that end.
    public func offset(of position: TextPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        var offset = lineStarts[position.line]
        let end = lineEnd(position.line)
        var units = 0
        while offset < end, units < position.character {
            units += encoding.units(ofLead: bytes[offset])
            offset += PositionEncoding.sequenceLength(ofLead: bytes[offset])
        }
        return min(offset, end)
    }

    /// The position of byte `offset` (clamped).
    public func position(of offset: Int) -> TextPosition {
        let offset = min(max(0, offset), bytes.count)
        let line = lineIndex(containing: offset)
        var character = 0
        var index = lineStarts[line]
        while index < offset {
            character += encoding.units(ofLead: bytes[index])
            index += 1
        }
        return TextPosition(line: line, character: character)
    }

    /// The range of bytes `span`.
    public func range(of span: Range<Int>) -> TextRange {
        TextRange(start: position(of: span.lowerBound), end: position(of: span.upperBound))
    }

    /// The byte offset of a decoder's location (line and column from 1, columns in code points).
    func offset(of location: SourceLocation) -> Int {
        let line = location.line - 1
        guard line >= 0, line < lineStarts.count else { return bytes.count }
        var offset = lineStarts[line]
        let end = lineEnd(line)
        for _ in 1..<max(1, location.column) where offset < end {
            offset += PositionEncoding.sequenceLength(ofLead: bytes[offset])
        }
        return min(offset, end)
    }

    /// Where line `line`'s text ends: before its `\n` (and a `\r` before that).
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line], end - 1 < bytes.count, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private mutating func indexLines() {
        lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(index + 1)
        }
    }
}
