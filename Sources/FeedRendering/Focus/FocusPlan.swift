import FeedModel

/// The actionable elements of one module, declared once, in reading order: header, cards (a
/// coupon card's button right after its card), buttons, footer.
///
/// A module's renderer builds its plan from the payload alone; drawing numbers its hotspots
/// from it, and the browser reads a stop's action from it when the stop is activated, so the
/// order focus moves in and what Enter does are written in one place.
public struct FocusPlan: Sendable, Hashable {
    /// The stops, in reading order.
    public private(set) var stops: [FocusStop] = []
    private var elements: [FocusStop.Part: Int] = [:]

    /// A plan with no stop.
    public init() {}

    /// Declares a stop for `part` when it has an action, at `address` in the payload's JSON;
    /// returns its element index, or nil for a part that is not actionable.
    @discardableResult
    public mutating func add(_ part: FocusStop.Part, action: Action?, listingID: Int? = nil, address: [JSONAddressStep] = []) -> Int? {
        guard let action else { return nil }
        elements[part] = stops.count
        stops.append(FocusStop(part: part, action: action, listingID: listingID, address: address))
        return stops.count - 1
    }

    /// Declares a header and its action, if it has one, under the payload's `header` key.
    public mutating func add(header: Header?) {
        add(.header, action: header?.action, address: [.key("header")])
    }

    /// The element index of a part, nil when the module declared no stop for it.
    public func element(_ part: FocusStop.Part) -> Int? {
        elements[part]
    }

    /// The stop at an element index, if there is one.
    public func stop(at element: Int) -> FocusStop? {
        stops.indices.contains(element) ? stops[element] : nil
    }
}
