/// A buffer as plain text: one line per row, no escape byte at all.
public enum PlainTextSerializer {
    /// Each row of `buffer` as a line.
    ///
    /// - Parameters:
    ///   - buffer: the cells to print.
    ///   - trimTrailingSpaces: drop the blanks at the end of each line, as `preview` does.
    public static func lines(of buffer: Buffer, trimTrailingSpaces: Bool = true) -> [String] {
        (0..<buffer.height).map { y in
            let line = buffer.line(y)
            guard trimTrailingSpaces else { return line }
            var trimmed = Substring(line)
            while trimmed.last == " " {
                trimmed.removeLast()
            }
            return String(trimmed)
        }
    }

    /// The lines of `buffer`, joined with line feeds.
    public static func string(of buffer: Buffer) -> String {
        lines(of: buffer).map { $0 + "\n" }.joined()
    }
}
