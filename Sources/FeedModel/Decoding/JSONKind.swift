/// The kind of a JSON value, found by looking at it; used to say what was found instead.
enum JSONKind: String, Decodable {
    case null = "null"
    case boolean = "a boolean"
    case number = "a number"
    case string = "a string"
    case array = "an array"
    case object = "an object"

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() {
                self = .null
                return
            }
            if (try? single.decode(Bool.self)) != nil {
                self = .boolean
                return
            }
            if (try? single.decode(Double.self)) != nil {
                self = .number
                return
            }
            if (try? single.decode(String.self)) != nil {
                self = .string
                return
            }
        }
        if (try? decoder.unkeyedContainer()) != nil {
            self = .array
        } else {
            self = .object
        }
    }

    /// What a field of `type` should hold, in words: "an integer", "a string", ….
    static func expected(for type: Any.Type) -> String {
        switch type {
        case is any BinaryInteger.Type: "an integer"
        case is any BinaryFloatingPoint.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case let described as any JSONKindDescribing.Type: described.expectedJSONKind
        default: "an object"
        }
    }
}

/// A type that decodes from something other than a JSON object, and says so in diagnostics.
protocol JSONKindDescribing {
    static var expectedJSONKind: String { get }
}

extension Array: JSONKindDescribing {
    static var expectedJSONKind: String { "an array" }
}
