/// A line and column in a JSON document, both counted from 1.
///
/// Columns count Unicode scalars (code points) from the start of the line, the way most
/// editors place the cursor: `é` is one column, `中` is one, a tab is one.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in code points.
    public var column: Int

    /// Line `line`, column `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column)" }
}
