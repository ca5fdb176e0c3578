/// Thrown by a source that decodes documents but cannot give their text.
public struct SourceTextUnavailable: Error, CustomStringConvertible {
    /// The source's name.
    public let source: String

    public var description: String { "\(source) does not give its documents' JSON" }
}
