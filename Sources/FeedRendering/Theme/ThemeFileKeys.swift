import FeedModel

/// The checks a theme file's objects share: keys it knows, names from a list, and messages that
/// say what is allowed.
enum ThemeFileKeys {
    /// Throws at the first key of `container` that is not in `known`, naming the near miss.
    static func refuseUnknown(in container: V3Container<AnyCodingKey>, known: [String]) throws {
        for key in container.base.allKeys where !known.contains(key.stringValue) {
            throw FieldError(
                path: container.path(of: key), message: unknown("key", key.stringValue, among: known),
                code: .invalidValue, byteOffset: container.byteOffset(of: key)
            )
        }
    }

    /// The colour role named under `key`, nil when the key is absent.
    static func colorRole(in container: V3Container<AnyCodingKey>, forKey key: AnyCodingKey) throws -> ColorRole? {
        guard container.contains(key) else { return nil }
        let name = try container.requireV3(String.self, forKey: key, rule: FieldRule(schema: [:]) { name in
            ColorRole(rawValue: name) == nil ? unknown("colour role", name, among: ColorRole.allCases.map(\.rawValue)) : nil
        })
        return ColorRole(rawValue: name)
    }

    /// "unknown colour role 'brnad' (did you mean 'brand'?); allowed: a, b, c".
    static func unknown(_ kind: String, _ name: String, among allowed: [String]) -> String {
        let suggestion = NearMiss.closest(to: name, among: allowed).map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown \(kind) '\(name)'\(suggestion); allowed: \(allowed.joined(separator: ", "))"
    }
}
