import FeedModel
import Foundation

/// A flow as a file: JSON a person reads and edits, one step to a line.
extension FlowFile {
    /// The flow's JSON text.
    package var text: String {
        var fields = ["\"flow\": \(Self.quoted(title))", "\"source\": \(Self.quoted(source))", "\"size\": [\(size.columns), \(size.rows)]"]
        if let now { fields.append("\"now\": \(Self.quoted(ISO8601Date.text(now)))") }
        if let cohort {
            if !cohort.flags.isEmpty { fields.append("\"flags\": [\(cohort.flags.sorted().map(Self.quoted).joined(separator: ", "))]") }
            if !cohort.experiments.isEmpty {
                fields.append("\"experiments\": {\(cohort.experiments.sorted { $0.key < $1.key }.map { "\(Self.quoted($0.key)): \(Self.quoted($0.value))" }.joined(separator: ", "))}")
            }
            if let version = cohort.clientVersion { fields.append("\"client_version\": \(Self.quoted(version.description))") }
        }
        if let state { fields.append("\"state\": \(Self.quoted(state))") }
        if let theme { fields.append("\"theme\": \(Self.quoted(theme))") }
        if !drawsPictures { fields.append("\"images\": \"off\"") }
        let steps = self.steps.map { "    " + Self.json($0) }.joined(separator: ",\n")
        fields.append("\"steps\": [\n\(steps)\n  ]")
        return "{\n" + fields.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
    }

    /// A step on one line, as a person writes it.
    private static func json(_ step: FlowStep) -> String {
        let mayDoNothing = step.mayDoNothing ? ", \"may_do_nothing\": true" : ""
        let body = switch step.kind {
        case .keys(let keys): "\"keys\": [\(keys.map { quoted(FlowKey.name(of: $0)) }.joined(separator: ", "))]"
        case .text(let text): "\"text\": \(quoted(text))"
        case .focus(let text): "\"focus\": \(quoted(text))"
        case .press(let text): "\"press\": \(quoted(text))"
        case .click(.text(let text)): "\"click\": \(quoted(text))"
        case .click(.cell(let column, let row)): "\"click\": [\(column), \(row)]"
        case .resize(let size): "\"resize\": [\(size.columns), \(size.rows)]"
        case .expect(let expectations): "\"expect\": {\(expectations.map { quoted($0.key.rawValue) + ": " + json($0.check) }.joined(separator: ", "))}"
        case .snapshot(let name): "\"snapshot\": \(quoted(name))"
        }
        return "{" + body + mayDoNothing + "}"
    }

    /// An expectation's value as JSON.
    private static func json(_ check: FlowExpectation.Check) -> String {
        switch check {
        case .screenHas(let text), .screenLacks(let text), .focused(let text), .saved(let text), .status(let text), .tab(let text):
            return quoted(text)
        case .action(let fields):
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(JSONValue.object(fields))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        case .cart(let items, let total):
            return "{" + [items.map { "\"items\": \($0)" }, total.map { "\"total\": " + quoted($0) }].compactMap { $0 }.joined(separator: ", ") + "}"
        case .favorites(let ids):
            return "[" + ids.map(String.init).joined(separator: ", ") + "]"
        }
    }

    /// A string as JSON writes it, slashes left as they are.
    package static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
