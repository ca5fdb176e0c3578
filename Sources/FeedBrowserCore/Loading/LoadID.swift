/// Names one load, so its result finds what asked for it.
public struct LoadID: Sendable, Hashable, CustomStringConvertible {
    let value: Int

    public var description: String { "load \(value)" }
}
