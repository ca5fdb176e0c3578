/// Whether every place of a source shows each listing alike (FT324): the shopper sees its card
/// on Home, then its own screen, and the cart charges the price shown where it was added, so
/// one `listing_id` with two prices or two titles is a warning at each place, naming another.
public struct ListingAgreement: Sendable {
    /// Every card gathered, by listing id, in the order added.
    private var places: [String: [ListingPlace]] = [:]
    /// Each way a listing is shown, by listing id: its first place (an index into `places`)
    /// and how many places show it so. A feed shows a listing in a few ways at most, however
    /// many times: a card is compared with each way once, not with each place (a source whose
    /// 100,000 cards repeat 50 listings took minutes).
    private var ways: [String: [ShownListing: (first: Int, count: Int)]] = [:]
    /// How each place shows its listing, by document and JSON path: a card checked again
    /// (an editor's unsaved text) may differ from its own place as gathered, which is never
    /// counted against it.
    private var shownAt: [String: ShownListing] = [:]

    /// No cards yet.
    public init() {}

    /// Adds the cards among `references`, those of the document at `document` in the source.
    public mutating func add(_ references: [SourceReference], of document: String) {
        for reference in references where reference.kind == .listing {
            let index = places[reference.path]?.count ?? 0
            places[reference.path, default: []].append(ListingPlace(document: document, reference: reference))
            if let shown = reference.shown {
                ways[reference.path, default: [:]][shown, default: (first: index, count: 0)].count += 1
                shownAt[Self.placeKey(document, reference.jsonPath)] = shown
            }
        }
    }

    /// Each card among `references` (of `document`) whose listing another place gathered shows
    /// with another price or title, naming that place and how many more there are.
    public func disagreements(of references: [SourceReference], in document: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for card in references where card.kind == .listing {
            guard let shown = card.shown, let known = ways[card.path], let gathered = places[card.path] else { continue }
            let own = shownAt[Self.placeKey(document, card.jsonPath)]
            var count = 0
            var firstIndex: Int?
            if own == nil || own == shown {
                // The card's own place shows it as it is, so it is never among the others.
                for (other, way) in known where Self.differs(other, shown) {
                    count += way.count
                    firstIndex = min(firstIndex ?? way.first, way.first)
                }
            } else {
                let others = gathered.indices.filter { index in
                    guard let other = gathered[index].shown, !gathered[index].isSame(as: card, in: document) else { return false }
                    return Self.differs(other, shown)
                }
                (count, firstIndex) = (others.count, others.first)
            }
            guard let firstIndex, let other = gathered[firstIndex].shown else { continue }
            let first = gathered[firstIndex]
            let more = count > 1 ? " (and \(count - 1) more place\(count == 2 ? "" : "s"))" : ""
            found.append(Diagnostic(
                severity: .warning, path: card.jsonPath,
                message: "listing \(card.path) is \(Self.difference(shown, other, at: first))\(more); a shopper sees one on its card and the other on its screen, and the cart charges the one where it was added",
                code: .listingDisagrees, location: card.location
            ))
        }
        return found
    }

    /// Whether a shopper would see two different things: another title or another price.
    private static func differs(_ one: ShownListing, _ other: ShownListing) -> Bool {
        one.title != other.title || !one.hasPrice(of: other)
    }

    /// The key of a place: its document and its JSON path.
    private static func placeKey(_ document: String, _ jsonPath: String) -> String {
        document + "\u{1F}" + jsonPath
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
