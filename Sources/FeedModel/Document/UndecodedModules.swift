/// The modules of a long document that its first decode left for later
/// (`FeedDecoder.opensWith`): the elements of its module array after the first ones, parsed
/// with the whole document (so nothing in them can make it fatal any more) but not decoded.
/// `decodeNext` decodes the next run of them, with their problems at the document's lines and
/// columns, and says what is left: a browser draws the first screen at once and adds the rest
/// as it comes.
///
/// A value: two are equal when they hold the same elements of the same decode.
public struct UndecodedModules: Sendable, Hashable {
    /// How many modules one `decodeNext` decodes unless told otherwise: about a megabyte of a
    /// feed, a few milliseconds, so what waits behind a run is never held up for long.
    public static let runLength = 1024

    let elements: UndecodedElements
    /// The elements still to decode, as indices into `elements`.
    let remaining: Range<Int>

    init(elements: UndecodedElements, remaining: Range<Int>) {
        self.elements = elements
        self.remaining = remaining
    }

    /// How many modules are still to decode, the invalid ones among them included.
    public var count: Int { remaining.count }

    /// The index in the document's module array of the first module still to decode.
    public var firstPosition: Int { elements.place(of: remaining.lowerBound).position }

    public static func == (left: UndecodedModules, right: UndecodedModules) -> Bool {
        left.elements === right.elements && left.remaining == right.remaining
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(elements))
        hasher.combine(remaining)
    }
}
