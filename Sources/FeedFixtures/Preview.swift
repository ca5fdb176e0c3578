import FeedModel
/// A named, ready-made value for tests and snapshots, the way SwiftUI previews are fed.
public struct Preview<Value: Sendable>: Sendable {
    public let name: String
    public let value: Value

    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }
}
