/// The kind of a JSON value in words, to say what was expected and what was found.
enum JSONKind: String, Sendable {
    case null = "null"
    case boolean = "a boolean"
    case number = "a number"
    case string = "a string"
    case array = "an array"
    case object = "an object"

    init(_ kind: JSONTapeEntry.Kind) {
        switch kind {
        case .null: self = .null
        case .true, .false: self = .boolean
        case .number: self = .number
        case .string: self = .string
        case .array: self = .array
        case .object: self = .object
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
