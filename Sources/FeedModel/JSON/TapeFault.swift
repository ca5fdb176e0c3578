/// What the tape decoder knows about a value it could not decode, carried as the
/// `underlyingError` of the `DecodingError` it throws: where the value is, and what it is.
///
/// `V3Errors` reads it to give every diagnostic its place and a precise message.
struct TapeFault: Error {
    /// The byte offset of the value at fault, or of the object that lacks a key (of its near
    /// miss, when it has one).
    var offset: Int
    /// What was there; nil for a missing key.
    var found: JSONKind?
    /// The code, where it is not implied by the kind of `DecodingError`.
    var code: DiagnosticCode?
    /// For a missing key: a key of the same object that is one or two typos away from it.
    var nearMiss: String?

    init(offset: Int, found: JSONKind? = nil, code: DiagnosticCode? = nil, nearMiss: String? = nil) {
        self.offset = offset
        self.found = found
        self.code = code
        self.nearMiss = nearMiss
    }
}
