/// Where the viewport starts: a module and a row inside it.
///
/// Scrolling by module and row rather than by absolute row means only the modules that pass
/// through the viewport are ever measured, so a feed of 10,000 modules scrolls like one of 10.
public struct ScrollAnchor: Sendable, Hashable, Comparable {
    public var module: Int
    /// Rows from the module's top; may run into the gap after it.
    public var row: Int

    public init(module: Int, row: Int) {
        self.module = module
        self.row = row
    }

    public static let top = ScrollAnchor(module: 0, row: 0)

    public static func < (lhs: ScrollAnchor, rhs: ScrollAnchor) -> Bool {
        (lhs.module, lhs.row) < (rhs.module, rhs.row)
    }
}
