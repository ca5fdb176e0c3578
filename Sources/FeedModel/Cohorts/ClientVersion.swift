/// A client's version in dotted numbers, such as `2.3.0`, compared number by number.
///
/// Missing numbers count as 0, so `2.3` equals `2.3.0`.
public struct ClientVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The version's numbers, most significant first: `[4, 2, 0]` for 4.2.0.
    public let numbers: [Int]

    /// Parses `X`, `X.Y`, `X.Y.Z` and so on: digits only, no sign, no empty part.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 9, part.utf8.allSatisfy({ (48...57).contains($0) }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        self.numbers = numbers
    }

    public var description: String { numbers.map(String.init).joined(separator: ".") }

    public static func < (lhs: ClientVersion, rhs: ClientVersion) -> Bool {
        for index in 0..<max(lhs.numbers.count, rhs.numbers.count) {
            let left = index < lhs.numbers.count ? lhs.numbers[index] : 0
            let right = index < rhs.numbers.count ? rhs.numbers[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: ClientVersion, rhs: ClientVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = numbers
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }
}
