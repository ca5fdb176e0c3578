/// One place of a source that shows a listing: the document, in the source, and its card there.
struct ListingPlace: Sendable {
    /// The document's path in the source.
    let document: String
    /// The card's `listing_id`, where it stands, and what it shows.
    let reference: SourceReference

    /// What the card shows; every listing reference has it.
    var shown: ShownListing? { reference.shown }

    /// Where it is, as a message names it: `listings/1004.json:12:7`.
    var named: String {
        reference.location.map { "\(document):\($0.line):\($0.column)" } ?? document
    }

    /// Whether it is the card `reference` of `document` itself.
    func isSame(as reference: SourceReference, in document: String) -> Bool {
        self.document == document && self.reference.jsonPath == reference.jsonPath
    }
}
