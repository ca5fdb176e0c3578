/// Turns whatever a decode threw into a `FieldError` with a path and plain words.
enum V3Errors {
    /// Starts the message of a value Foundation could not read, for reasons it names itself.
    static let unreadableValuePrefix = "invalid value"

    /// - Parameters:
    ///   - expected: the type that was being decoded, to say what was expected.
    ///   - containerPath: the path of the container decoding, or of the value when `key` is nil.
    static func fieldError(from error: any Error, expected: Any.Type, in containerPath: [any CodingKey], key: (any CodingKey)?) -> FieldError {
        let fieldPath = key.map { containerPath + [$0] } ?? containerPath
        switch error {
        case let error as FieldError:
            return error
        case DecodingError.keyNotFound(let missing, let context):
            return FieldError(codingPath: context.codingPath + [missing], message: "required key '\(missing.stringValue)' is missing")
        case DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.isEmpty ? fieldPath : context.codingPath
            return FieldError(codingPath: path, message: "\(name(of: path)) is null")
        case DecodingError.typeMismatch(let type, let context):
            let path = context.codingPath.isEmpty ? fieldPath : context.codingPath
            let wanted = path.count == fieldPath.count ? JSONKind.expected(for: expected) : JSONKind.expected(for: type)
            return FieldError(codingPath: path, message: "expected \(wanted), found \(found(in: context.debugDescription))")
        case DecodingError.dataCorrupted(let context):
            let path = context.codingPath.isEmpty ? fieldPath : context.codingPath
            return FieldError(codingPath: path, message: "\(unreadableValuePrefix): \(context.debugDescription)")
        default:
            return FieldError(codingPath: fieldPath, message: numberMessage(for: error, expected: expected) ?? "\(unreadableValuePrefix): \(error)")
        }
    }

    /// "required key 'title'" for a key, "element [2]" for an index.
    private static func name(of path: [any CodingKey]) -> String {
        guard let last = path.last else { return "the document" }
        if let index = last.intValue {
            return "element [\(index)]"
        }
        return "required key '\(last.stringValue)'"
    }

    /// Foundation says "Expected to decode Int but found a string instead."; keep "a string".
    private static func found(in description: String) -> String {
        guard let start = description.range(of: "found "), let end = description.range(of: " instead", range: start.upperBound..<description.endIndex) else {
            return "a value of another type"
        }
        let found = String(description[start.upperBound..<end.lowerBound])
        let bare = found.hasPrefix("an ") ? String(found.dropFirst(3)) : found.hasPrefix("a ") ? String(found.dropFirst(2)) : found
        switch bare.lowercased() {
        case "dictionary", "object": return JSONKind.object.rawValue
        case "array": return JSONKind.array.rawValue
        case "number": return JSONKind.number.rawValue
        case "string": return JSONKind.string.rawValue
        case "bool", "boolean": return JSONKind.boolean.rawValue
        case "null", "nil": return JSONKind.null.rawValue
        default: return found
        }
    }

    /// Foundation's JSON reader throws `numberIsNotRepresentableInSwift(parsed: "1.5")` for numbers
    /// that do not fit the field; say which number and why.
    private static func numberMessage(for error: any Error, expected: Any.Type) -> String? {
        let text = String(describing: error)
        guard text.hasPrefix("numberIsNotRepresentableInSwift"), let open = text.firstIndex(of: "\""), let close = text.lastIndex(of: "\""), open < close else {
            return nil
        }
        let number = text[text.index(after: open)..<close]
        if expected is any BinaryInteger.Type, let value = Double(number), value.isFinite, value.rounded() != value {
            return "expected an integer, found \(number)"
        }
        return "number \(number) is out of range for \(JSONKind.expected(for: expected))"
    }
}
