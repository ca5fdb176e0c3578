/// Where the viewport starts: a module and a row inside it.
///
/// Scrolling by module and row rather than by absolute row means only the modules that pass
/// through the viewport are ever measured, so a feed of 10,000 modules scrolls like one of 10.
public struct ScrollAnchor: Sendable, Hashable, Comparable {
    /// The index of the module at the top of the list.
    public var module: Int
    /// Rows from the module's top; may run into the gap after it.
    public var row: Int

    /// The list scrolled to row `row` of module `module`.
    public init(module: Int, row: Int) {
        self.module = module
        self.row = row
    }

    /// The top of the list.
    public static let top = ScrollAnchor(module: 0, row: 0)

    public static func < (lhs: ScrollAnchor, rhs: ScrollAnchor) -> Bool {
        (lhs.module, lhs.row) < (rhs.module, rhs.row)
    }
}
