import FeedModel

/// `gift_note`: the example host's own module type, a note to go with a gift.
///
/// ```json
/// {"type": "gift_note", "id": "note", "gift_note": {"to": "Sam", "message": "…", "listing_id": 1001}}
/// ```
public struct GiftNote: ModulePayload, Decodable {
    public var to: String
    public var message: String
    /// The listing the note is about; its Share stop shares it.
    public var listingID: Int

    enum CodingKeys: String, CodingKey {
        case to, message
        case listingID = "listing_id"
    }

    public init(to: String, message: String, listingID: Int) {
        self.to = to
        self.message = message
        self.listingID = listingID
    }

    public init(from decoder: any Decoder) throws {
        // The same strict helpers the format's own types use: every problem has its place.
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        to = try container.requireV3(String.self, forKey: .to)
        message = try container.requireV3(String.self, forKey: .message)
        listingID = try container.requireV3(Int.self, forKey: .listingID)
    }
}
