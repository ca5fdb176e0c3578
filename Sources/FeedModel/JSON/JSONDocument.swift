import FoundationEssentials

/// Strict JSON into any `Decodable`, through feedterm's own parser and decoder: for files other
/// than layouts, such as theme files, whose problems should read like layout diagnostics.
public enum JSONDocument {
    /// Decodes a `T` from `data`; throws the first problem as a `Diagnostic` with its JSON path,
    /// line, column and code.
    ///
    /// `T`'s initialisers report problems by throwing; `FieldError(in:message:)` and the V3
    /// containers' `requireV3` give them their place.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        var warnings: [Diagnostic] = []
        return try decode(T.self, from: data, warnings: &warnings)
    }

    /// Decodes a `T` as `decode(_:from:)` does, and gives the warnings of a decode that
    /// succeeded (unknown keys, FT310, which say that feedterm ignores them: such a file has no
    /// other reader) in `warnings`, located. A key written twice anywhere is an error (FT309),
    /// as in layouts. A `T` that throws `FieldErrors` (all its problems) makes it throw each,
    /// located: the one, or a `DiagnosticList` of them (`DiagnosticList.error(of:)`).
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, warnings: inout [Diagnostic]) throws -> T {
        try data.withUnsafeBytes { bytes in
            var problems: [Diagnostic]
            let log = DiagnosticLog()
            do {
                let tape = try JSONParser.parse(bytes)
                let value = try tape.withUnsafeBufferPointer { entries in
                    let context = TapeContext(bytes: bytes, entries: entries, userInfo: [.diagnosticLog: log, .checks: DecodeChecks(knownKeys: [], lineIndex: LineIndex(bytes: bytes), unknownKeyConsequence: "feedterm ignores it, so what it says is lost")])
                    return try withExtendedLifetime(context) {
                        if let duplicate = context.duplicateKeyDiagnostics(in: 0..<entries.count, consequence: "the file is refused").first {
                            throw FieldError(path: duplicate.path, message: duplicate.message, code: .duplicateKey, byteOffset: duplicate.byteOffset)
                        }
                        return try T(from: TapeDecoder(context: context, entry: 0))
                    }
                }
                warnings = log.diagnostics
                LineLocator.locate(&warnings, in: bytes)
                return value
            } catch let error as JSONSyntaxError {
                problems = [error.diagnostic]
            } catch let many as FieldErrors {
                // A type that read on past its first problem: every one, each at its place.
                problems = many.errors.map(\.errorDiagnostic)
            } catch {
                problems = [V3Errors.fieldError(from: error, expected: T.self, in: [], key: nil).errorDiagnostic]
            }
            LineLocator.locate(&problems, in: bytes)
            throw DiagnosticList.error(of: problems)
        }
    }
}

extension JSONDocument {
    /// Gives each of `diagnostics` that has a byte offset in `data` its line and column: for
    /// problems found after decoding (a file a value names that is not there).
    public static func locate(_ diagnostics: inout [Diagnostic], in data: Data) {
        data.withUnsafeBytes { LineLocator.locate(&diagnostics, in: $0) }
    }

    /// The line and column of each of `offsets` in `data`, in order, from one index: for a
    /// file whose values are reported later, each at its place (a flow's steps).
    public static func locations(of offsets: [Int], in data: Data) -> [SourceLocation] {
        data.withUnsafeBytes { bytes in
            let index = LineIndex(bytes: bytes)
            return offsets.map { index.location(of: $0) }
        }
    }
}

extension Diagnostic: Error {}
