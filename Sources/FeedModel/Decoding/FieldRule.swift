/// A rule a field's value must follow, written once for both the decoder and the schema.
///
/// The decoder asks `complaint(value)`; `feedterm schema` prints `schema`, the same rule as
/// JSON Schema keywords. Keeping them in one value is what keeps the two from disagreeing.
///
/// The schema is built only when asked for: a rule is made for every field it checks, and
/// building its dictionary each time was a tenth of a feed's decode.
public struct FieldRule<Value>: Sendable {
    /// What is wrong with a value, in words, or nil when it follows the rule.
    public let complaint: @Sendable (Value) -> String?
    private let makeSchema: @Sendable () -> [String: JSONValue]

    /// JSON Schema keywords that say the same as `complaint`.
    public var schema: [String: JSONValue] { makeSchema() }

    /// A rule: `complaint` says what is wrong with a value (nil: nothing), and `schema` is the
    /// same rule as JSON Schema keywords, for `feedterm schema`.
    public init(schema: @autoclosure @escaping @Sendable () -> [String: JSONValue], complaint: @escaping @Sendable (Value) -> String?) {
        makeSchema = schema
        self.complaint = complaint
    }
}

extension FieldRule where Value == Int {
    /// From `range.lowerBound` to `range.upperBound`, both included.
    public static func within(_ range: ClosedRange<Int>, _ field: String) -> FieldRule {
        FieldRule(schema: ["minimum": .integer(range.lowerBound), "maximum": .integer(range.upperBound)]) {
            range.contains($0) ? nil : "\(field) must be from \(range.lowerBound) to \(range.upperBound), found \($0)"
        }
    }

    /// `minimum` or more.
    public static func atLeast(_ minimum: Int, _ field: String) -> FieldRule {
        FieldRule(schema: ["minimum": .integer(minimum)]) { value in
            guard value < minimum else { return nil }
            return minimum == 0 ? "\(field) must not be negative, found \(value)" : "\(field) must be at least \(minimum), found \(value)"
        }
    }
}

extension FieldRule where Value == Double {
    /// From `range.lowerBound` to `range.upperBound`, both included.
    public static func within(_ range: ClosedRange<Double>, _ field: String) -> FieldRule {
        FieldRule(schema: ["minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)]) {
            range.contains($0) ? nil : "\(field) must be from \(Int(range.lowerBound)) to \(Int(range.upperBound)), found \($0)"
        }
    }
}

extension FieldRule where Value == String {
    /// Any string; `sample` is the schema's example of one, for editors and generated documents.
    public static func example(_ sample: String) -> FieldRule {
        FieldRule(schema: ["examples": [.string(sample)]]) { _ in nil }
    }

    /// One of `names`.
    public static func oneOf(_ names: [String], _ field: String) -> FieldRule {
        FieldRule(schema: ["enum": .array(names.map(JSONValue.string))]) { value in
            names.contains(value) ? nil : "\(field) must be \(names.map { "\"\($0)\"" }.joined(separator: " or ")), found \"\(value)\""
        }
    }

    /// Three capital letters, as ISO 4217 codes are.
    public static let currencyCode = FieldRule(schema: ["pattern": "^[A-Z]{3}$", "examples": ["USD"]]) { code in
        // By its bytes in one piece: every price of a feed asks, and walking Unicode scalars,
        // or a String's bytes by index, cost many times as much. Three bytes from A to Z are
        // three such scalars, and nothing else is.
        var bytes = code
        let isISO = bytes.withUTF8 { $0.count == 3 && $0.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } }
        return isISO ? nil : "currency_code must be an ISO 4217 code such as \"USD\", found \"\(code)\""
    }

    /// A date and time in ISO 8601, such as `2026-12-01T00:00:00Z`, or a date alone.
    ///
    /// The schema says it with a pattern of exactly the forms `ISO8601Date` reads, not with
    /// `format: date-time`, which refuses a date alone and `+0900`, both of which are fine here.
    public static let dateTime = FieldRule(schema: [
        "pattern": #"^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:?[0-9]{2}))?$"#,
        "examples": ["2026-12-01T00:00:00Z", "2026-12-01"],
    ]) { text in
        ISO8601Date.parse(text) == nil ? "expires_at must be an ISO 8601 date and time such as \"2026-12-01T00:00:00Z\", or a date such as \"2026-12-01\", found \"\(text)\"" : nil
    }

    /// Dotted numbers, such as `2.3.0`.
    public static let clientVersion = version("min_version")

    /// An app version named by `field`: dotted numbers such as `2.3.0`.
    public static func version(_ field: String) -> FieldRule {
        FieldRule(schema: ["pattern": #"^[0-9]{1,9}(\.[0-9]{1,9})*$"#, "examples": ["2.3.0"]]) { text in
            ClientVersion(text) == nil ? "\(field) must be dotted numbers such as \"2.3.0\", found \"\(text)\"" : nil
        }
    }

    /// A picture's `url`: an absolute `http(s)://` URL, or a relative path inside the source.
    /// Never `file:` or any other scheme, which the browser never fetches.
    public static let pictureURL = FieldRule(schema: [
        "anyOf": [["pattern": #"^[Hh][Tt][Tt][Pp][Ss]?://[^/?#\u0000-\u0020\u007f]+[^\u0000-\u0020\u007f]*$"#], sourcePathSchema],
        "examples": ["images/walnut-board.png", "https://img.example.com/il/walnut-board.jpg"],
    ]) { url in
        if WebURL.isWeb(url) { return nil }
        return SourcePath.problem(with: url).map { "the picture '\(url)' is refused: \($0); a picture is an http(s) URL or a path in the source" }
    }

    /// The pattern of `sourcePath`, as JSON Schema.
    ///
    /// It refuses a little more than `SourcePath` does (any %-escape of `.`, `/`, `\`, `:` or
    /// `%`), as a regular expression cannot decode escapes first.
    static let sourcePathSchema: JSONValue = [
        "pattern": .string(#"^(?!/)(?!.*[\\:])(?!.*%(2[eEfF]|5[cC]|3[aA]|25|[01][0-9A-Fa-f]|7[fF]))(?!(.*/)?\.\.(/|$))[^\u0000-\u001f\u007f]+$"#),
    ]

    /// A relative path inside the source (`SourcePath`); `what` names it in the complaint.
    public static func sourcePath(_ what: String) -> FieldRule {
        FieldRule(schema: ["pattern": sourcePathSchema["pattern"] ?? .null, "examples": ["deals-2.json"]]) { path in
            SourcePath.problem(with: path).map { "\(what) '\(path)' is refused: \($0)" }
        }
    }
}
