/// Turns whatever a decode threw into a `FieldError` with a path, plain words, a code and a place.
///
/// The tape decoder attaches a `TapeFault` to every error it throws, which says where the value
/// is and what it is; errors from elsewhere keep their path and say less.
enum V3Errors {
    /// - Parameters:
    ///   - expected: the type that was being decoded, to say what was expected.
    ///   - containerPath: the path of the container decoding, or of the value when `key` is nil.
    static func fieldError(from error: any Error, expected: Any.Type, in containerPath: [any CodingKey], key: (any CodingKey)?) -> FieldError {
        let fieldPath = key.map { containerPath + [$0] } ?? containerPath
        switch error {
        case let error as FieldError:
            return error
        case DecodingError.keyNotFound(let missing, let context):
            let fault = context.underlyingError as? TapeFault
            let hint = fault?.nearMiss.map { " (found '\($0)': did you mean '\(missing.stringValue)'?)" } ?? ""
            let fix = fault?.nearMiss.map { DiagnosticFix.renameKey(object: JSONPath.string(for: context.codingPath), from: $0, to: missing.stringValue) }
            return FieldError(codingPath: context.codingPath + [missing], message: "required key '\(missing.stringValue)' is missing" + hint, code: .missingKey, byteOffset: fault?.offset, fix: fix)
        case DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.isEmpty ? fieldPath : context.codingPath
            return FieldError(codingPath: path, message: "\(name(of: path)) is null", code: .nullValue, byteOffset: (context.underlyingError as? TapeFault)?.offset)
        case DecodingError.typeMismatch(let type, let context):
            let path = context.codingPath.isEmpty ? fieldPath : context.codingPath
            let fault = context.underlyingError as? TapeFault
            let wanted = path.count == fieldPath.count ? JSONKind.expected(for: expected) : JSONKind.expected(for: type)
            let found = fault?.found?.rawValue ?? "a value of another type"
            return FieldError(codingPath: path, message: "expected \(wanted), found \(found)", code: .wrongType, byteOffset: fault?.offset)
        case DecodingError.dataCorrupted(let context):
            let path = context.codingPath.isEmpty ? fieldPath : context.codingPath
            let fault = context.underlyingError as? TapeFault
            return FieldError(codingPath: path, message: context.debugDescription, code: fault?.code ?? .invalidValue, byteOffset: fault?.offset)
        default:
            return FieldError(codingPath: fieldPath, message: "invalid value: \(error)", code: .invalidValue)
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
}
