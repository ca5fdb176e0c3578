/// A line and column in a JSON document, both counted from 1.
///
/// Columns count Unicode scalars, the way editors place the cursor.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of a byte offset in UTF-8 text.
    ///
    /// - Complexity: O(offset).
    public init(byteOffset: Int, in bytes: some Collection<UInt8>) {
        var line = 1
        var column = 1
        for (index, byte) in bytes.enumerated() {
            if index >= byteOffset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the scalar already counted.
                column += 1
            }
        }
        self.init(line: line, column: column)
    }

    public var description: String { "line \(line), column \(column)" }
}
