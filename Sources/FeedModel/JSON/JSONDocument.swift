import Foundation

/// Strict JSON into any `Decodable`, through feedterm's own parser and decoder: for files other
/// than layouts, such as theme files, whose problems should read like layout diagnostics.
public enum JSONDocument {
    /// Decodes a `T` from `data`; throws the first problem as a `Diagnostic` with its JSON path,
    /// line, column and code.
    ///
    /// `T`'s initialisers report problems by throwing; `FieldError(in:message:)` and the V3
    /// containers' `requireV3` give them their place.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try data.withUnsafeBytes { bytes in
            let problem: Diagnostic
            do {
                let tape = try JSONParser.parse(bytes)
                return try tape.withUnsafeBufferPointer { entries in
                    let context = TapeContext(bytes: bytes, entries: entries, userInfo: [:])
                    return try withExtendedLifetime(context) { try T(from: TapeDecoder(context: context, entry: 0)) }
                }
            } catch let error as JSONSyntaxError {
                problem = error.diagnostic
            } catch {
                let field = V3Errors.fieldError(from: error, expected: T.self, in: [], key: nil)
                problem = .error(field.path, field.message, code: field.code, at: field.byteOffset)
            }
            var located = [problem]
            LineLocator.locate(&located, in: bytes)
            throw located[0]
        }
    }
}

extension Diagnostic: Error {}
