/// Whether every place of a source shows each listing alike (FT324): the shopper sees its card
/// on Home, then its own screen, and the cart charges the price shown where it was added, so
/// one `listing_id` with two prices or two titles is a warning at each place, naming another.
public struct ListingAgreement: Sendable {
    /// Every card gathered, by listing id, in the order added.
    private var places: [String: [ListingPlace]] = [:]

    /// No cards yet.
    public init() {}

    /// Adds the cards among `references`, those of the document at `document` in the source.
    public mutating func add(_ references: [SourceReference], of document: String) {
        for reference in references where reference.kind == .listing {
            places[reference.path, default: []].append(ListingPlace(document: document, reference: reference))
        }
    }

    /// Each card among `references` (of `document`) whose listing another place gathered shows
    /// with another price or title, naming that place and how many more there are.
    public func disagreements(of references: [SourceReference], in document: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for card in references where card.kind == .listing {
            guard let shown = card.shown else { continue }
            let others = (places[card.path] ?? []).filter { place in
                guard let other = place.shown, !place.isSame(as: card, in: document) else { return false }
                return other.title != shown.title || !other.hasPrice(of: shown)
            }
            guard let first = others.first, let other = first.shown else { continue }
            let more = others.count > 1 ? " (and \(others.count - 1) more place\(others.count == 2 ? "" : "s"))" : ""
            found.append(Diagnostic(
                severity: .warning, path: card.jsonPath,
                message: "listing \(card.path) is \(Self.difference(shown, other, at: first))\(more); a shopper sees one on its card and the other on its screen, and the cart charges the one where it was added",
                code: .listingDisagrees, location: card.location
            ))
        }
        return found
    }

    /// What differs, as the message says it: the title, the price or both, here and there.
    private static func difference(_ here: ShownListing, _ there: ShownListing, at place: ListingPlace) -> String {
        switch (here.title != there.title, !here.hasPrice(of: there)) {
        case (true, true): "\(here.described) here but \(there.described) in \(place.named)"
        case (true, false): "titled '\(here.title)' here but '\(there.title)' in \(place.named)"
        default: "priced \(here.price.formatted) here but \(there.price.formatted) in \(place.named)"
        }
    }
}
