import FoundationEssentials

/// What a validator asks of an object beyond its fields' values: the keys it has, and the
/// paths it names in the source.
extension V3Container {
    /// The object's keys in document order, over a tape; nil from other decoders, which do
    /// not list keys their key type does not name.
    public var keyNames: [String]? { tape?.keyStrings }

    /// The byte offset of the key named `name` itself (not its value), over a tape.
    public func byteOffset(ofKeyNamed name: String) -> Int? {
        guard let tape else { return nil }
        let any = TapeKeyedContainer<AnyCodingKey>(context: tape.context, object: tape.object)
        return any.valueIndex(for: AnyCodingKey(name)).map { tape.context.entries[$0 - 1].offset }
    }

    /// Reports each key of the object other than `known` as unknown (FT310), with a near miss
    /// among `known`. Only over a tape: other decoders do not list an object's keys.
    public func reportUnknownKeys(besides known: [String]) {
        tape?.reportUnknownKeys(besides: known)
    }

    /// The time coupons expire against (`FeedDecoder.now`); nil where nothing says, as for a
    /// decoder that is not feedterm's.
    public var now: Date? { tape?.context.checks?.now }

    /// Whether this decode collects the paths a document names (`noteReference`).
    public var collectsReferences: Bool {
        tape?.context.references != nil
    }

    /// Reports each key of the object other than `names` as unknown (FT310).
    func reportUnknownKeys(besides names: KeyNames) {
        tape?.reportUnknownKeys(besides: names)
    }

    /// Notes that the key's value names `path` in the source, for validation of a whole source.
    /// A picture's reference carries the size its Image gives, for the check of its file.
    public func noteReference(_ kind: SourceReference.Kind, path: String, at key: Key, pictureSize: PictureSize? = nil) {
        guard let references = tape?.context.references, references.accepts(kind) else { return }
        var reference = SourceReference(kind: kind, path: path, jsonPath: self.path(of: key))
        reference.byteOffset = byteOffset(of: key)
        reference.pictureSize = pictureSize
        references.record(reference)
    }

    /// Notes that the object shows the listing `id` as `shown`, at the key (its `listing_id`),
    /// for the check that every place of a source shows a listing alike (FT324).
    public func noteListing(_ id: Int, shown: ShownListing, at key: Key) {
        guard let references = tape?.context.references, references.accepts(.listing) else { return }
        var reference = SourceReference(kind: .listing, path: String(id), jsonPath: self.path(of: key))
        reference.byteOffset = byteOffset(of: key)
        reference.shown = shown
        references.record(reference)
    }

    /// Decodes a required text, as `requireV3` does; one that is empty or only white space is
    /// kept, with a warning (FT315), since a client would draw nothing where words belong.
    public func requireTextV3(forKey key: Key) throws -> String {
        let text = try requireV3(String.self, forKey: key)
        // Nearly every text starts with a printable ASCII character: only the rest are walked.
        let startsPrintable = text.utf8.first.map { $0 > 0x20 && $0 < 0x7F } ?? false
        if !startsPrintable, text.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            warn(key, "required text '\(key.stringValue)' is \(text.isEmpty ? "empty" : "only white space"); a client draws nothing there", code: .blankText)
        }
        return text
    }
}
