import FoundationEssentials

extension Action {
    /// Decodes an action of a type this version does not perform into a host's own payload
    /// type, from every field it was sent with; nil for the types the format defines.
    ///
    /// - Throws: a `Diagnostic` that says which field is missing or of the wrong type.
    public func decodePayload<Payload: Decodable>(as payloadType: Payload.Type) throws -> Payload? {
        guard case .custom(_, let payload) = self else { return nil }
        return try JSONDocument.decode(Payload.self, from: JSONEncoder().encode(payload))
    }
}
