/// A value that could not be decoded: the path of the deepest field at fault, what is wrong,
/// its code and where it is in the text.
///
/// Thrown by `requireV3`; caught where decoding can recover: an optional field (warning), an
/// element of a lossy array (warning) or a module (error).
public struct FieldError: Error, Sendable, CustomStringConvertible {
    /// The JSON path of the field at fault.
    public var path: String
    public var message: String
    public var code: DiagnosticCode
    /// The byte offset of the value at fault, or of the object that lacks a key.
    public var byteOffset: Int?

    public init(path: String, message: String, code: DiagnosticCode, byteOffset: Int? = nil) {
        self.path = path
        self.message = message
        self.code = code
        self.byteOffset = byteOffset
    }

    public init(codingPath: [any CodingKey], message: String, code: DiagnosticCode, byteOffset: Int? = nil) {
        self.init(path: JSONPath.string(for: codingPath), message: message, code: code, byteOffset: byteOffset)
    }

    /// The error for the value a decoder is reading, at its place: for `init(from:)` code that
    /// checks a value after decoding it.
    public init(in decoder: any Decoder, message: String, code: DiagnosticCode = .invalidValue) {
        self.init(codingPath: decoder.codingPath, message: message, code: code, byteOffset: decoder.sourceOffset)
    }

    /// This error as a diagnostic, with `consequence` ("module dropped") after the message.
    public func diagnostic(_ severity: Severity, consequence: String) -> Diagnostic {
        Diagnostic(severity: severity, path: path, message: message + "; " + consequence, code: code, byteOffset: byteOffset)
    }

    public var description: String { "\(path): \(message)" }
}
