/// One entry of a config's `module_types`: a type the project's hosts draw, written as its name
/// (`"gift_note"`) or as `{"name": "review_strip", "since": "5.3.0"}` with the first app version
/// that knows it.
struct ConfigModuleType: Decodable {
    var name: String
    var since: ClientVersion?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, since
    }

    /// The schema of an entry: either form.
    static let schema: JSONValue = [
        "oneOf": [
            ["type": "string", "pattern": "^[a-z][a-z0-9_]*$"],
            [
                "type": "object", "required": ["name"], "additionalProperties": .bool(false),
                "properties": [
                    "name": ["type": "string", "pattern": "^[a-z][a-z0-9_]*$", "description": "The module type's name."],
                    "since": ["type": "string", "pattern": #"^[0-9]{1,9}(\.[0-9]{1,9})*$"#, "description": "The first app version that knows the type."],
                ],
            ],
        ],
    ]

    init(name: String, since: ClientVersion? = nil) {
        self.name = name
        self.since = since
    }

    init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self.init(name: name)
            return
        }
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        let since = try container.optionalV3(String.self, forKey: .since, rule: .version("since"))
        self.init(name: try container.requireV3(String.self, forKey: .name), since: since.flatMap(ClientVersion.init))
    }
}
