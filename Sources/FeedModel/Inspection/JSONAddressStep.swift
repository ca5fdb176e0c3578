/// One step from a module's JSON object down to one of its elements.
public enum JSONAddressStep: Sendable, Hashable {
    /// The member under a key.
    case key(String)
    /// The element at an index of an array.
    case index(Int)
    /// The element of an array whose integer member `key` equals `value` (a listing card by
    /// its `listing_id`), since cards the decoder dropped shift the indexes it knows.
    case element(whereKey: String, equals: Int, orIndex: Int)
}
