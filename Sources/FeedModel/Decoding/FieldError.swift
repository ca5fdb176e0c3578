/// A value that could not be decoded: the path of the deepest field at fault, what is wrong,
/// its code and where it is in the text.
///
/// Thrown by `requireV3`; caught where decoding can recover: an optional field (warning), an
/// element of a lossy array (warning) or a module (error).
public struct FieldError: Error, Sendable, CustomStringConvertible {
    /// The JSON path of the field at fault.
    public var path: String
    /// What is wrong, in words.
    public var message: String
    /// The kind of problem.
    public var code: DiagnosticCode
    /// The byte offset of the value at fault, or of the object that lacks a key.
    public var byteOffset: Int?
    /// The edit its "did you mean" names, when the message suggests one.
    public var fix: DiagnosticFix?

    /// The error at the JSON path `path`.
    public init(path: String, message: String, code: DiagnosticCode, byteOffset: Int? = nil, fix: DiagnosticFix? = nil) {
        self.path = path
        self.message = message
        self.code = code
        self.byteOffset = byteOffset
        self.fix = fix
    }

    /// The error at a decoder's `codingPath`.
    public init(codingPath: [any CodingKey], message: String, code: DiagnosticCode, byteOffset: Int? = nil, fix: DiagnosticFix? = nil) {
        self.init(path: JSONPath.string(for: codingPath), message: message, code: code, byteOffset: byteOffset, fix: fix)
    }

    /// The error for the value a decoder is reading, at its place: for `init(from:)` code that
    /// checks a value after decoding it.
    public init(in decoder: any Decoder, message: String, code: DiagnosticCode = .invalidValue) {
        self.init(codingPath: decoder.codingPath, message: message, code: code, byteOffset: decoder.sourceOffset)
    }

    /// This error as an error diagnostic, its message as it is: what refuses a whole file.
    public var errorDiagnostic: Diagnostic {
        .error(path, message, code: code, at: byteOffset, fix: fix)
    }

    /// This error as a diagnostic, with `consequence` ("module dropped") after the message.
    public func diagnostic(_ severity: Severity, consequence: String) -> Diagnostic {
        Diagnostic(severity: severity, path: path, message: message + "; " + consequence, code: code, byteOffset: byteOffset, fix: fix)
    }

    public var description: String { "\(path): \(message)" }
}
