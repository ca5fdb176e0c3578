/// Edits to documents by URI, as a quick fix carries them.
public struct WorkspaceEdit: Sendable, Hashable, Codable {
    public var changes: [String: [TextEdit]]
}
