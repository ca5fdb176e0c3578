/// One value of a JSON document as the parser indexed it: its kind, where its text is, and
/// where the next value starts on the tape.
///
/// Sixteen bytes a value. A container's children follow it on the tape in document order (an
/// object's as key, value, key, value), so `next` skips a whole subtree in one step.
struct JSONTapeEntry {
    /// The JSON type of a value.
    enum Kind: UInt8 {
        case object, array, string, number, `true`, `false`, null
    }

    var kind: Kind
    /// A string: it holds a backslash escape. A number: it is an integer (no '.', no exponent).
    /// An object: two of its members have the same key.
    var flag: Bool
    /// An object or array: it, or an object anywhere inside it, has two members with the same
    /// key; a value without it needs no search for them.
    var holdsDuplicateKey: Bool
    /// The byte offset of the value's first character (a string's opening quote).
    var start: UInt32
    /// A string: the bytes between its quotes. A number: its bytes. An array: its elements.
    /// An object: its members.
    var length: UInt32
    /// The tape index just past this value and everything inside it.
    var next: UInt32

    /// The byte offset of the value, as an Int.
    var offset: Int { Int(start) }
}
