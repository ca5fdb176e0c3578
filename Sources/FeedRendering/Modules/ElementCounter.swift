/// Hands out a module's element indices in reading order.
struct ElementCounter {
    private(set) var next = 0

    /// Takes `count` indices and returns the first.
    mutating func take(_ count: Int = 1) -> Int {
        defer { next += count }
        return next
    }
}
