import FeedModel

/// Where a focus stop's element is inside its module's JSON, for inspect: the steps from the
/// module object down to the element.
public enum ElementAddress {
    /// The steps to `stop`'s element in `module`; to the module's payload when there is no stop
    /// or its part has no place of its own.
    public static func steps(for stop: FocusStop?, in module: Module) -> [JSONAddressStep] {
        let payload: [JSONAddressStep] = [.key(module.type)]
        guard let stop else { return payload }
        switch (stop.part, module.type) {
        case (.header, "section_header"), (.body, _), (.custom, _):
            return payload
        case (.header, _):
            return payload + [.key("header")]
        case (.footer, _):
            return payload + [.key("footer")]
        case (.button, _):
            return payload + [.key("button")]
        case (.favorite, _):
            return payload + [.key("listing")]
        case (.card(0), "similar_items_on_sale"):
            return payload + [.key("target_listing")]
        case (.card(let index), "similar_items_on_sale"):
            return payload + [.key("recommended_listings"), card(index - 1, stop)]
        case (.card(let index), "deals_for_you"):
            return payload + [.key("items"), .index(index)]
        case (.cardButton(let index), _):
            return payload + [.key("items"), .index(index), .key("button")]
        case (.card(let index), _):
            return payload + [.key("listings"), card(index, stop)]
        }
    }

    /// A listing card: found by its listing id, as cards the decoder dropped shift indexes.
    private static func card(_ index: Int, _ stop: FocusStop) -> JSONAddressStep {
        stop.listingID.map { .element(whereKey: "listing_id", equals: $0, orIndex: index) } ?? .index(index)
    }
}

extension ElementAddress {
    /// The part's name for people: "card 2", "button of card 1", "footer".
    public static func name(of part: FocusStop.Part?) -> String {
        switch part {
        case nil: "the module"
        case .header: "header"
        case .body: "body"
        case .card(let index): "card \(index)"
        case .cardButton(let index): "button of card \(index)"
        case .button: "button"
        case .favorite: "favorite"
        case .footer: "footer"
        case .custom(let name): name
        }
    }
}
