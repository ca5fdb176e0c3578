import FeedModel

/// One value of a document as the tolerant scanner found it: its kind, its bytes, where it
/// sits (its key in an object, its index in an array) and its children.
struct OutlineNode: Sendable {
    enum Kind: Sendable {
        case object, array, string, scalar
    }

    /// A member of an object: its key's string token, and its value's node when it has one
    /// yet (`"ti` being typed has none).
    struct Member: Sendable {
        var key: String
        var keySpan: Range<Int>
        var value: Int?
    }

    var kind: Kind
    /// The value's bytes; an unclosed container or string runs to where scanning stopped.
    var span: Range<Int>
    var parent: Int?
    /// The step from the parent: its key, or its index among the array's elements.
    var step: JSONAddressStep?
    /// An object's members, in order.
    var members: [Member] = []
    /// An array's elements, in order.
    var elements: [Int] = []
    /// A string's value, unescaped.
    var string: String?
    /// Whether the closing quote, brace or bracket was found.
    var isClosed = true
}
