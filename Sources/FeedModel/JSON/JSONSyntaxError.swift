/// Why a document is not JSON, and where: the one fatal diagnostic of a document that the
/// strict parser refuses.
struct JSONSyntaxError: Error, Equatable {
    /// The byte offset of the character at fault.
    var offset: Int
    var code: DiagnosticCode
    var message: String

    /// The fatal diagnostic for it; the caller fills in the line and column.
    var diagnostic: Diagnostic {
        let prefix = code == .emptyDocument || code == .invalidUTF8 || code == .documentTooLarge ? "" : "malformed JSON: "
        return .error(JSONPath.root, prefix + message, code: code, at: offset)
    }
}
