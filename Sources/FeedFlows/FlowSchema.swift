import FeedModel
import FeedRendering

/// The JSON Schema of a flow file (`feedterm schema --flow`), for editors and CI: the same
/// fields and steps `FlowFile` reads, closed to unknown keys.
package enum FlowSchema {
    /// The schema's `$id`.
    package static let identifier = "https://feedterm.dev/schema/feedterm-flow-1.json"

    /// The schema as a value.
    package static func schema() -> JSONValue {
        let text: JSONValue = ["type": "string", "minLength": 1, "maxLength": .integer(FlowStep.maxText)]
        let size: JSONValue = [
            "type": "array", "prefixItems": [range(FlowSize.columnRange), range(FlowSize.rowRange)], "items": false, "minItems": 2,
            "description": "[columns, rows]",
        ]
        let key: JSONValue = ["anyOf": [["enum": .array(FlowKey.names.map(JSONValue.string))], ["type": "string", "minLength": 1, "maxLength": 1]]]
        let cell: JSONValue = ["type": "array", "prefixItems": [["type": "integer", "minimum": 1], ["type": "integer", "minimum": 1]], "items": false, "minItems": 2]
        let input: (String, JSONValue, String) -> JSONValue = { name, value, description in
            step(name, value, description, extra: ["may_do_nothing": ["type": "boolean", "description": "The step may change nothing (the screen, the state, what the browser did); without it, a step that does is an error."]])
        }
        let expectations: JSONValue = [
            "type": "object", "minProperties": 1, "additionalProperties": false,
            "properties": [
                "screen_has": described(text, "Some row of the screen contains this."),
                "screen_lacks": described(text, "No row of the screen contains this."),
                "focused": described(text, "The focused element's text contains this."),
                "action": ["type": "object", "minProperties": 1, "description": "An action handed to the host since the last expect or checkpoint has these fields."],
                "saved": described(text, "A save since the last expect or checkpoint reads with this, such as 'favorite 1002 on'."),
                "cart": [
                    "type": "object", "minProperties": 1, "additionalProperties": false, "description": "The cart's item count (counting quantities) and total.",
                    "properties": ["items": ["type": "integer", "minimum": 0], "total": ["type": "string"]],
                ],
                "favorites": ["type": "array", "items": ["type": "integer"], "description": "Exactly these listing ids are favorited."],
                "status": described(text, "The status line contains this."),
                "tab": ["enum": .array(FlowExpectation.tabs.map(JSONValue.string)), "description": "The showing tab."],
            ],
        ]
        let steps: [JSONValue] = [
            input("keys", ["type": "array", "items": key, "minItems": 1, "maxItems": .integer(FlowStep.maxKeys)], "Keys pressed one after another: a name (Down, Enter, WheelDown, …) or one character."),
            input("text", text, "Text typed, a character at a time."),
            input("focus", text, "Focuses the first focusable element, in reading order, whose text contains this."),
            input("press", text, "focus, then Enter."),
            input("click", ["anyOf": [text, cell]], "Clicks the element whose text contains this, or the cell [COLUMN, ROW] counted from 1."),
            step("resize", size, "The terminal resized to [columns, rows]."),
            step("expect", expectations, "Expectations checked here: one that fails is reported at its line and the flow goes on."),
            step("snapshot", ["type": "string", "pattern": "^[A-Za-z][A-Za-z0-9._-]{0,63}$"], "A checkpoint: the screen and what the browser did since the one before."),
        ]
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": .string(identifier),
            "title": "feedterm flow file",
            "type": "object", "required": ["flow", "source", "size", "steps"], "additionalProperties": false,
            "properties": [
                "$schema": ["type": "string"],
                "flow": ["type": "string", "description": "What the flow does, in words."],
                "source": ["type": "string", "description": "A folder relative to the flow file, or an http(s) base URL."],
                "size": size, "now": ["type": "string", "description": "The time the flow runs at: an ISO 8601 time or date."],
                "flags": ["type": "array", "items": ["type": "string"]], "experiments": ["type": "object", "additionalProperties": ["type": "string"]],
                "client_version": ["type": "string", "pattern": "^[0-9]+(\\.[0-9]+)*$"],
                "state": ["type": "string", "description": "\"empty\", or a state file relative to the flow file."],
                "theme": ["enum": .array(Theme.builtIn.keys.sorted().map(JSONValue.string))], "images": ["enum": ["cells", "off"]],
                "steps": ["type": "array", "maxItems": .integer(FlowFile.maxSteps), "items": ["oneOf": .array(steps)]],
            ],
        ]
    }

    /// The schema as pretty-printed JSON with sorted keys.
    package static func text() -> String {
        FormatSchema.text(of: schema())
    }

    private static func step(_ name: String, _ value: JSONValue, _ description: String, extra: [String: JSONValue] = [:]) -> JSONValue {
        ["type": "object", "required": [.string(name)], "additionalProperties": false, "description": .string(description), "properties": .object([name: value].merging(extra) { $1 })]
    }

    private static func described(_ value: JSONValue, _ description: String) -> JSONValue {
        guard case .object(var fields) = value else { return value }
        fields["description"] = .string(description)
        return .object(fields)
    }

    private static func range(_ range: ClosedRange<Int>) -> JSONValue {
        ["type": "integer", "minimum": .integer(range.lowerBound), "maximum": .integer(range.upperBound)]
    }
}
