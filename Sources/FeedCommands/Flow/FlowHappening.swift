import FeedBrowserCore
import FeedModel
import FeedRendering
import Foundation

/// What a flow's checkpoint keeps of what the browser did: each action it handed to the host,
/// each impression, each change saved to the state store, one line each, in order.
///
/// Loads, pictures and reads of the state are left out: what they bring is on the screen.
package enum FlowHappening {
    /// The line for `effect`, or nil for an effect a checkpoint does not keep.
    package static func line(for effect: Effect) -> String? {
        switch effect {
        case .perform(let action):
            "action " + json(action)
        case .record(let impression):
            "impression \(impression.moduleType) \(printable(impression.moduleID)) on \(printable(impression.feed))"
        case .save(let change):
            "saved " + describe(change)
        case .load, .loadPicture, .cancel, .loadState, .inspect, .quit:
            nil
        }
    }

    private static func describe(_ change: StateChange) -> String {
        switch change {
        case .favorite(let card, let on):
            "favorite \(card.listingID) \(on ? "on" : "off") (\(printable(card.title)))"
        case .follow(let shopID, let name, let on):
            "follow \(shopID) \(on ? "on" : "off")" + (name.map { " (\(printable($0)))" } ?? "")
        case .addToCart(let card, let count):
            "cart \(card.listingID) \(count > 0 ? "+" : "")\(count) (\(printable(card.title)))"
        case .removeFromCart(let card):
            "cart \(card.listingID) removed (\(printable(card.title)))"
        case .coupon(let code, let shopID):
            "coupon \(printable(code))" + (shopID.map { " for shop \($0)" } ?? "")
        case .checkout(let lines):
            "order of " + lines.map { "\($0.quantity)× \($0.listing.listingID)" }.joined(separator: ", ")
        }
    }

    /// An action as the layout format writes it, keys sorted, on one line.
    private static func json(_ action: Action) -> String {
        (try? encoder.encode(action)).map { printable(String(decoding: $0, as: UTF8.self)) } ?? action.typeName
    }

    /// An action as the layout format writes it, as a value an `action` expectation's fields
    /// are compared with.
    static func jsonValue(_ action: Action) -> JSONValue? {
        (try? encoder.encode(action)).flatMap { try? JSONDecoder().decode(JSONValue.self, from: $0) }
    }

    /// A JSON value on one line, keys sorted, with nothing a terminal would obey.
    static func json(_ value: JSONValue) -> String {
        (try? encoder.encode(value)).map { printable(String(decoding: $0, as: UTF8.self)) } ?? ""
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A feed's words on one line, with nothing a terminal would obey.
    private static func printable(_ text: String) -> String {
        TextSanitizer.printableLine(text)
    }
}
