/// A value that could not be decoded, with the path of the deepest field at fault.
///
/// Thrown by `requireV3`; caught where decoding can recover: an optional field (warning), an
/// element of a lossy array (warning) or a module (error).
public struct FieldError: Error, Sendable, CustomStringConvertible {
    /// The JSON path of the field at fault.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public init(codingPath: [any CodingKey], message: String) {
        self.init(path: JSONPath.string(for: codingPath), message: message)
    }

    public var description: String { "\(path): \(message)" }
}
