import Foundation

/// A checked-out cart: its lines and when.
public struct Order: Sendable, Hashable {
    public var number: Int
    public var placedAt: Date
    public var lines: [CartLine]

    public init(number: Int, placedAt: Date, lines: [CartLine]) {
        self.number = number
        self.placedAt = placedAt
        self.lines = lines
    }
}
