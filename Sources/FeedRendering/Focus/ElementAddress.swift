import FeedModel

/// Where a focus stop's element is inside its module's JSON, for inspect: the steps from the
/// module object down to the element.
public enum ElementAddress {
    /// The steps to `stop`'s element in `module`: its payload's key, then the address its
    /// renderer's plan declared; the payload itself when there is no stop.
    public static func steps(for stop: FocusStop?, in module: Module) -> [JSONAddressStep] {
        [.key(module.type)] + (stop?.address ?? [])
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
