import FeedBrowserCore
import FeedFlows
import FeedModel
import FeedRendering
import Foundation

/// Checks a flow's expectation against the session's browser now: nil when it holds, else
/// `expected …, found …`, with what was there instead.
enum FlowExpectationCheck {
    /// Why `expectation` does not hold in `session`, or nil when it does.
    static func failure(of expectation: FlowExpectation, in session: FlowSession) -> String? {
        let state = session.runtime.state
        switch expectation.check {
        case .screenHas(let text):
            return rows(of: session.frame).contains { $0.contains(text) } ? nil : "expected the screen to show \(quoted(text)), found it on no row (\(session.screenName); status: \(quoted(state.status)))"
        case .screenLacks(let text):
            guard let row = rows(of: session.frame).firstIndex(where: { $0.contains(text) }) else { return nil }
            return "expected the screen not to show \(quoted(text)), found it on row \(row + 1): \(quoted(rows(of: session.frame)[row].trimmingCharacters(in: .whitespaces)))"
        case .focused(let text):
            let focused = session.focusedText
            return focused?.contains(text) == true ? nil : "expected the focused element to show \(quoted(text)), found " + (focused.map(quoted) ?? "nothing focused")
        case .action(let fields):
            guard !session.actionsSinceCheck.contains(where: { includes(.object(fields), in: $0) }) else { return nil }
            let actions = session.sinceCheck.filter { $0.hasPrefix("action ") }
            return "expected an action with \(json(.object(fields))) since the last check, found " + (actions.isEmpty ? "no action" : actions.joined(separator: "; "))
        case .saved(let text):
            let saves = session.sinceCheck.filter { $0.hasPrefix("saved ") }
            return saves.contains { $0.contains(text) } ? nil : "expected a save that reads \(quoted(text)) since the last check, found " + (saves.isEmpty ? "no save" : saves.joined(separator: "; "))
        case .cart(let items, let total):
            let holds = items.map { $0 == state.cartCount } != false && total.map { $0 == state.cartTotal } != false
            return holds ? nil : "expected the cart to hold \(cart(items, total)), found \(cart(state.cartCount, state.cartCount == 0 ? nil : state.cartTotal))"
        case .favorites(let ids):
            let found = state.favoriteListings.map(\.listingID).sorted()
            return found == ids.sorted() ? nil : "expected the favorites \(ids.sorted()), found \(found)"
        case .status(let text):
            return state.status.contains(text) ? nil : "expected the status line to say \(quoted(text)), found \(quoted(state.status))"
        case .tab(let name):
            let showing = "\(state.activeTab)"
            return showing == name ? nil : "expected the tab \(name), found \(showing)"
        }
    }

    /// How the expectation reads in a trace: `screen_has "€36.00"`.
    static func describe(_ expectation: FlowExpectation) -> String {
        let value = switch expectation.check {
        case .screenHas(let text), .screenLacks(let text), .focused(let text), .saved(let text), .status(let text): quoted(text)
        case .tab(let name): name
        case .action(let fields): json(.object(fields))
        case .cart(let items, let total): cart(items, total)
        case .favorites(let ids): "\(ids)"
        }
        return "\(expectation.key.rawValue) \(value)"
    }

    /// The screen's rows as text.
    private static func rows(of buffer: Buffer) -> [String] {
        (0..<buffer.height).map(buffer.line)
    }

    /// Whether `actual` has every field of `expected`, objects compared field by field and
    /// numbers by value (1002 and 1002.0 are one number).
    static func includes(_ expected: JSONValue, in actual: JSONValue) -> Bool {
        switch (expected, actual) {
        case (.object(let wanted), .object(let has)):
            wanted.allSatisfy { key, value in has[key].map { includes(value, in: $0) } ?? false }
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)):
            Double(a) == b
        default:
            expected == actual
        }
    }

    private static func cart(_ items: Int?, _ total: String?) -> String {
        [items.map { "\($0) item\($0 == 1 ? "" : "s")" }, total.map { "for \($0)" }].compactMap { $0 }.joined(separator: " ")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + TextSanitizer.printableLine(text) + "\""
    }

    private static func json(_ value: JSONValue) -> String {
        FlowHappening.json(value)
    }
}
