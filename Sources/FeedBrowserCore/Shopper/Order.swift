import FoundationEssentials

/// A checked-out cart: its lines and when.
public struct Order: Sendable, Hashable {
    /// The order's number for its source, from 1, as the state store gave it.
    public var number: Int
    /// When it was placed.
    public var placedAt: Date
    /// What was in the cart.
    public var lines: [CartLine]

    /// Order `number`, placed at `placedAt` with `lines`.
    public init(number: Int, placedAt: Date, lines: [CartLine]) {
        self.number = number
        self.placedAt = placedAt
        self.lines = lines
    }
}
