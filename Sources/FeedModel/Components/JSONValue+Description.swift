extension JSONValue: CustomStringConvertible, CustomDebugStringConvertible {
    /// The value as compact JSON with sorted keys: the same text for equal values, whatever
    /// order a dictionary keeps its members in.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .integer(let integer): "\(integer)"
        case .number(let number): "\(number)"
        case .string(let string): "\"\(string)\""
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
        case .object(let members): "{" + members.keys.sorted().map { "\"\($0)\":\(members[$0]!)" }.joined(separator: ",") + "}"
        }
    }

    public var debugDescription: String { description }
}
