import FeedModel

/// Reading an `expect` object: each key an expectation, in the file's order. A key that is no
/// expectation is an error (a misspelled expectation would check nothing), with the one it
/// most likely means as a quick fix.
extension FlowExpectation {
    /// The expectations of the `expect` object `decoder` reads.
    static func all(from decoder: any Decoder) throws -> [FlowExpectation] {
        let object = try decoder.containerV3(keyedBy: AnyCodingKey.self, reportingUnknownKeys: false)
        let names = object.keyNames ?? object.base.allKeys.map(\.stringValue)
        guard !names.isEmpty else {
            throw FieldError(in: decoder, message: "expect names at least one of \(Key.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return try names.map { name in
            let key = AnyCodingKey(name)
            guard let kind = Key(rawValue: name) else {
                let closest = NearMiss.closest(to: name, among: Key.allCases.map(\.rawValue))
                throw FieldError(
                    path: object.path(of: key),
                    message: "'\(name)' is no expectation: name \(Key.allCases.map(\.rawValue).joined(separator: ", "))" + (closest.map { " (did you mean '\($0)'?)" } ?? ""),
                    code: .invalidValue, byteOffset: object.byteOffset(ofKeyNamed: name),
                    fix: closest.map { .renameKey(object: JSONPath.string(for: object.codingPath), from: name, to: $0) }
                )
            }
            return FlowExpectation(try check(kind, for: key, in: object), byteOffset: object.byteOffset(ofKeyNamed: name))
        }
    }

    /// The check `kind` asks for, read from its value.
    private static func check(_ kind: Key, for key: AnyCodingKey, in object: V3Container<AnyCodingKey>) throws -> Check {
        func text() throws -> String {
            let text = try object.requireV3(String.self, forKey: key)
            guard !text.isEmpty, text.count <= FlowStep.maxText else {
                throw FieldError(path: object.path(of: key), message: "\(kind.rawValue) is a text of 1 to \(FlowStep.maxText) characters", code: .invalidValue, byteOffset: object.byteOffset(of: key))
            }
            return text
        }
        switch kind {
        case .screenHas: return .screenHas(try text())
        case .screenLacks: return .screenLacks(try text())
        case .focused: return .focused(try text())
        case .saved: return .saved(try text())
        case .status: return .status(try text())
        case .tab:
            let name = try text()
            guard tabs.contains(name.lowercased()) else {
                let closest = NearMiss.closest(to: name.lowercased(), among: tabs)
                throw FieldError(
                    path: object.path(of: key), message: "'\(name)' is no tab: name \(tabs.joined(separator: ", "))" + (closest.map { " (did you mean '\($0)'?)" } ?? ""),
                    code: .invalidValue, byteOffset: object.byteOffset(of: key), fix: closest.map { .replaceString(at: object.path(of: key), from: name, to: $0) }
                )
            }
            return .tab(name.lowercased())
        case .action:
            guard case .object(let fields) = try object.requireV3(JSONValue.self, forKey: key), !fields.isEmpty else {
                throw FieldError(path: object.path(of: key), message: "action is an object of the fields the action has, such as {\"type\": \"toggle_favorite\", \"listing_id\": 1002}", code: .invalidValue, byteOffset: object.byteOffset(of: key))
            }
            return .action(fields)
        case .favorites:
            return .favorites(try object.requireV3([Int].self, forKey: key))
        case .cart:
            let cart = try object.requireV3(FlowCartExpectation.self, forKey: key)
            return .cart(items: cart.items, total: cart.total)
        }
    }
}

/// A `cart` expectation's object: `{"items": N, "total": "€36.00"}`, either or both.
struct FlowCartExpectation: Decodable {
    let items: Int?
    let total: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case items, total
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self, reportingUnknownKeys: false)
        if let unknown = (container.keyNames ?? []).first(where: { CodingKeys(rawValue: $0) == nil }) {
            let closest = NearMiss.closest(to: unknown, among: CodingKeys.allCases.map(\.rawValue))
            throw FieldError(
                path: JSONPath.string(for: container.codingPath + [AnyCodingKey(unknown)]),
                message: "'\(unknown)' is nothing a cart expectation checks: it has items, total or both" + (closest.map { " (did you mean '\($0)'?)" } ?? ""),
                code: .invalidValue, byteOffset: container.byteOffset(ofKeyNamed: unknown),
                fix: closest.map { .renameKey(object: JSONPath.string(for: container.codingPath), from: unknown, to: $0) }
            )
        }
        items = try container.optionalV3(Int.self, forKey: .items)
        total = try container.optionalV3(String.self, forKey: .total)
        guard items != nil || total != nil else {
            throw FieldError(in: decoder, message: "a cart expectation has items, total or both: {\"items\": 2, \"total\": \"€36.00\"}")
        }
        if let items, items < 0 {
            throw FieldError(path: container.path(of: .items), message: "items is a count, 0 or more; found \(items)", code: .invalidValue, byteOffset: container.byteOffset(of: .items))
        }
    }
}
