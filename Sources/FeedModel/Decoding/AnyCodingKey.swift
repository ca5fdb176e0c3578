/// A coding key made from any string or index, for keys known only at run time.
public struct AnyCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    public var stringValue: String
    public var intValue: Int?

    /// The key named `string`.
    public init(_ string: String) {
        stringValue = string
    }

    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    public init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    public init(stringLiteral value: String) {
        stringValue = value
    }
}
