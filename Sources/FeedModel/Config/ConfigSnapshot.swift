/// A config's `snapshot` object: what `feedterm snapshot` draws by default.
struct ConfigSnapshot: Decodable {
    var widths: [Int]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case widths
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        widths = try container.optionalV3([Int].self, forKey: .widths, rule: .widths)
    }
}
