/// Names one actionable element: its module's place on the screen and its place in the module.
///
/// Elements are numbered in reading order within a module (header, cards, footer), the order
/// focus moves in.
public struct ElementID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The module's index in the list.
    public var module: Int
    /// The stop's index in the module's focus plan.
    public var element: Int

    /// Stop `element` of module `module`.
    public init(module: Int, element: Int) {
        self.module = module
        self.element = element
    }

    public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
        (lhs.module, lhs.element) < (rhs.module, rhs.element)
    }

    public var description: String { "\(module).\(element)" }
}
