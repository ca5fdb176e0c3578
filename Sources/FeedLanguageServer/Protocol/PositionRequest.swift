/// The params of a request about one place in a document: hover, completion, definition.
public struct PositionRequest: Sendable, Codable {
    public var textDocument: DocumentNotifications.Identifier
    public var position: TextPosition
}
