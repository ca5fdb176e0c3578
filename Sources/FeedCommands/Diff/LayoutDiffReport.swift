import FeedModel
import FeedRendering
import Foundation

/// `feedterm diff`'s output for each compared document: text for a terminal, JSON for tools,
/// Markdown for a pull request comment (a table per document, the module drawn before and
/// after in a collapsible block).
package struct LayoutDiffReport {
    /// One document compared: its name, the change of the document itself (added or removed
    /// whole, when one side has none), its module changes, and both versions for drawing.
    package struct Document {
        package let name: String
        package let whole: String?
        package let diff: LayoutDiff?
        package let old: ModuleTexts?
        package let new: ModuleTexts?

        package init(name: String, whole: String? = nil, diff: LayoutDiff?, old: ModuleTexts?, new: ModuleTexts?) {
            self.name = name
            self.whole = whole
            self.diff = diff
            self.old = old
            self.new = new
        }

        /// Whether anything changed.
        package var changed: Bool { whole != nil || !(diff?.changes.isEmpty ?? true) }
    }

    /// How the report is written.
    package enum Format: String, CaseIterable, Sendable {
        case text, json, markdown
    }

    package let documents: [Document]

    package init(documents: [Document]) {
        self.documents = documents
    }

    /// The report in `format`; Markdown draws modules at `width` with `decoder`'s types.
    package func written(as format: Format, width: Int, decoder: FeedDecoder) throws -> String {
        switch format {
        case .text: text()
        case .json: try json()
        case .markdown: markdown(width: width, renderer: FeedRenderer(theme: .mono), decoder: decoder)
        }
    }

    /// Whether any document changed.
    package var changed: Bool { documents.contains(where: \.changed) }

    /// For a person: each change on a line, its fields indented beneath.
    package func text() -> String {
        var lines: [String] = []
        for document in documents where document.changed {
            lines.append("\(document.name):")
            if let whole = document.whole { lines.append("  \(whole)") }
            for change in document.diff?.changes ?? [] {
                lines.append("  " + Self.headline(change))
                for field in change.fields { lines.append("    \(field.path): \(field.old) → \(field.new)") }
                for note in change.touches { lines.append("    \(note)") }
                if let versions = change.versions { lines.append("    app versions: \(versions)") }
            }
        }
        if lines.isEmpty { return "No change.\n" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// For tools: a list of every change, with its document, kind, id, type, places, fields and versions.
    package func json() throws -> String {
        struct Entry: Encodable {
            let document: String, kind: String, id: String, type: String
            let oldIndex: Int?, newIndex: Int?
            let fields: [ModuleChange.Field]
            let touches: [String]
            let versions: String?
        }
        var entries: [Entry] = []
        for document in documents {
            if let whole = document.whole {
                entries.append(Entry(document: document.name, kind: whole.hasPrefix("added") ? "added" : "removed", id: "(the document)", type: "document", oldIndex: nil, newIndex: nil, fields: [], touches: [], versions: nil))
            }
            for change in document.diff?.changes ?? [] {
                entries.append(Entry(document: document.name, kind: change.kind.rawValue, id: change.name, type: change.type, oldIndex: change.oldIndex, newIndex: change.newIndex, fields: change.fields, touches: change.touches, versions: change.versions))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
    }

    /// For a pull request: a table per document, and each changed or added module drawn before
    /// and after at `width`, in a collapsible block.
    package func markdown(width: Int, renderer: FeedRenderer, decoder: FeedDecoder) -> String {
        var out = "## Layout changes\n\n"
        guard changed else { return out + "No change.\n" }
        for document in documents where document.changed {
            out += "### `\(document.name)`\n\n"
            if let whole = document.whole { out += "\(whole)\n\n" }
            guard let diff = document.diff, !diff.changes.isEmpty else { continue }
            out += "| change | module | field | before | after |\n|---|---|---|---|---|\n"
            for change in diff.changes {
                let rows = change.fields.isEmpty ? [nil] : change.fields.map(Optional.some)
                for field in rows {
                    out += "| \(Self.cell(change.kind.rawValue)) | \(Self.cell(change.name)) (`\(Self.cell(change.type))`) | \(field.map { "`\(Self.cell($0.path))`" } ?? "") | \(Self.cell(field?.old ?? change.oldIndex.map { "at \($0)" } ?? "")) | \(Self.cell(field?.new ?? change.newIndex.map { "at \($0)" } ?? "")) |\n"
                }
                if let versions = change.versions { out += "| | \(Self.cell(change.name)) | app versions | | \(Self.cell(versions)) |\n" }
            }
            out += "\n"
            for change in diff.changes where change.kind == .changed || change.kind == .added {
                let before = change.oldIndex.flatMap { Self.drawing(of: document.old, at: $0, width: width, renderer: renderer, decoder: decoder) }
                let after = change.newIndex.flatMap { Self.drawing(of: document.new, at: $0, width: width, renderer: renderer, decoder: decoder) }
                out += "<details><summary>\(Self.html(change.name)): before and after</summary>\n\n"
                out += "Before:\n\n```\n\(before ?? "(none)")\n```\n\nAfter:\n\n```\n\(after ?? "(none)")\n```\n\n</details>\n\n"
            }
        }
        return out
    }

    static func headline(_ change: ModuleChange) -> String {
        switch change.kind {
        case .added: "added: \(change.name) (\(change.type)) at \(change.newIndex ?? 0)"
        case .removed: "removed: \(change.name) (\(change.type)) from \(change.oldIndex ?? 0)"
        case .moved: "moved: \(change.name) (\(change.type)) from \(change.oldIndex ?? 0) to \(change.newIndex ?? 0)"
        case .changed: "changed: \(change.name) (\(change.type))"
        }
    }

    /// The module at `index` of `document`, drawn as plain text, as feedterm shows it.
    private static func drawing(of document: ModuleTexts?, at index: Int, width: Int, renderer: FeedRenderer, decoder: FeedDecoder) -> String? {
        guard let document, index < document.modules.count, let module = decoder.decode(document.modules[index].bytes).document?.modules.first else { return nil }
        let buffer = LayoutSnapshot.buffer(of: [module], width: width, renderer: renderer)
        return (0..<buffer.height).map(buffer.line).map { $0.replacingOccurrences(of: "```", with: "'''") }.joined(separator: "\n")
    }

    /// Text safe in a table cell: no `|`, no line break, no HTML.
    private static func cell(_ text: String) -> String {
        html(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    private static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
