import FoundationEssentials

extension CodingUserInfoKey {
    /// Where the decoder carries its `DiagnosticLog`.
    public static let diagnosticLog = CodingUserInfoKey(rawValue: "feedterm.diagnosticLog")!
    /// Where the decoder carries its `ModuleTypeRegistry`.
    public static let moduleTypes = CodingUserInfoKey(rawValue: "feedterm.moduleTypes")!
    /// Where the decoder carries what its checks share (`DecodeChecks`).
    static let checks = CodingUserInfoKey(rawValue: "feedterm.checks")!
}

extension Decoder {
    /// The log this decode reports into; a fresh, unread one when the caller gave none.
    public var diagnosticLog: DiagnosticLog {
        // Our own decoder holds it (read once a decode), which spares hashing a userInfo key.
        if let tape = asTapeDecoder { return tape.context.log }
        return userInfo[.diagnosticLog] as? DiagnosticLog ?? DiagnosticLog()
    }

    /// The module types this decode knows; the built-in ones when the caller gave none.
    public var moduleTypes: ModuleTypeRegistry {
        if let tape = asTapeDecoder { return tape.context.moduleTypes }
        return userInfo[.moduleTypes] as? ModuleTypeRegistry ?? .standard
    }

    /// A keyed container with the V3 rules; throws a `FieldError` when the value is not an object.
    ///
    /// Over a tape, each key of the object that `Key` does not name is reported as unknown
    /// (FT310) as the container is made; pass `reportingUnknownKeys: false` to judge the keys
    /// yourself (`V3Container.reportUnknownKeys(besides:)`), as a type whose keys depend on a
    /// field's value does. Always inlined, so the container is built for the caller's own key type: called on an
    /// `any Decoder`, a generic method would run unspecialised and look up type metadata on
    /// every call.
    @inline(__always)
    public func containerV3<Key: CodingKey>(keyedBy type: Key.Type, reportingUnknownKeys: Bool = true) throws -> V3Container<Key> {
        do {
            return try V3Container(decoder: self as any Decoder, keyedBy: type, reportingUnknownKeys: reportingUnknownKeys)
        } catch {
            throw V3Errors.fieldError(from: error, expected: KeyedDecodingContainer<Key>.self, in: codingPath, key: nil)
        }
    }
}
