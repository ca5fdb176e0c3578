extension Buffer {
    /// The same buffer with every character an ASCII stand-in of the same width.
    public func asciiOnly() -> Buffer {
        var copy = self
        copy.replaceCharacters { cell in
            cell.isContinuation || cell.width == 2 ? "?" : ASCIIFallback.character(for: cell.character)
        }
        return copy
    }
}
