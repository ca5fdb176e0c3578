import FeedInput
import FeedModel

/// One step of a flow: keys pressed, text typed, the terminal resized, or a checkpoint.
package enum FlowStep: Equatable {
    /// Keys pressed one after another.
    case keys([Key])
    /// Text typed into whatever has the keys (the search prompt), a character at a time.
    case text(String)
    /// The terminal resized to columns × rows.
    case resize(FlowSize)
    /// A checkpoint: what the shopper sees now, and what the browser did since the last one.
    case snapshot(String)

    /// How the step reads in a report: `keys Down Down`, `text "walnut"`.
    package var summary: String {
        switch self {
        case .keys(let keys): "keys " + keys.map(FlowKey.name).joined(separator: " ")
        case .text(let text): "text \"\(text)\""
        case .resize(let size): "resize \(size.columns)×\(size.rows)"
        case .snapshot(let name): "snapshot \(name)"
        }
    }
}

extension FlowStep: Decodable {
    package enum CodingKeys: String, CodingKey, CaseIterable {
        case keys, text, resize, snapshot
    }

    /// The most keys one step presses, and characters one text types: a flow is a shopper's
    /// steps, and a file of millions would keep a run busy for nothing.
    package static let maxKeys = 1_000
    package static let maxText = 1_000

    /// A step is an object with exactly one of its four keys.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        let present = CodingKeys.allCases.filter(container.contains)
        guard present.count == 1, let kind = present.first else {
            let found = present.isEmpty ? "none of them" : present.map(\.stringValue).joined(separator: " and ")
            throw FieldError(in: decoder, message: "a step is an object with one of keys, text, resize or snapshot; found \(found)")
        }
        switch kind {
        case .keys:
            let keys = try container.requireV3([FlowKeyName].self, forKey: .keys).map(\.key)
            guard (1...Self.maxKeys).contains(keys.count) else {
                throw FieldError(path: container.path(of: .keys), message: "keys names 1 to \(Self.maxKeys) keys; found \(keys.count)", code: .invalidValue, byteOffset: container.byteOffset(of: .keys))
            }
            self = .keys(keys)
        case .text:
            let text = try container.requireV3(String.self, forKey: .text)
            guard (1...Self.maxText).contains(text.count), text.unicodeScalars.allSatisfy(FlowKey.isTypable) else {
                throw FieldError(path: container.path(of: .text), message: "text is 1 to \(Self.maxText) printable characters to type", code: .invalidValue, byteOffset: container.byteOffset(of: .text))
            }
            self = .text(text)
        case .resize:
            self = .resize(try container.requireV3(FlowSize.self, forKey: .resize))
        case .snapshot:
            let name = try container.requireV3(String.self, forKey: .snapshot)
            guard Self.isCheckpointName(name) else {
                throw FieldError(path: container.path(of: .snapshot), message: "a checkpoint's name is 1 to 64 letters, digits, '-', '_' or '.', starting with a letter (not 'app-'); found '\(name)'", code: .invalidValue, byteOffset: container.byteOffset(of: .snapshot))
            }
            self = .snapshot(name)
        }
    }

    /// Whether `name` can name a checkpoint: it becomes part of a file's name.
    package static func isCheckpointName(_ name: String) -> Bool {
        // It ends a snapshot's name, where a number would read as a width and app- as a version.
        (1...64).contains(name.count) && name.first?.isLetter == true && !name.hasPrefix("app-")
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
    }
}

/// A step and where it stands in the file, for problems found across steps.
struct PlacedStep: Decodable {
    let step: FlowStep
    let byteOffset: Int?

    init(from decoder: any Decoder) throws {
        step = try FlowStep(from: decoder)
        // The place a problem at this value would be reported at.
        byteOffset = FieldError(in: decoder, message: "").byteOffset
    }
}

/// One key's name in a flow file, read where it stands so that a wrong one is reported there.
struct FlowKeyName: Decodable {
    let key: Key

    init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let key = FlowKey.key(named: name) else {
            let names = FlowKey.named.map(\.name)
            let closest = NearMiss.closest(to: name, among: names)
            let nearMiss = closest.map { " (did you mean '\($0)'?)" } ?? ""
            // The name it means, as an edit an editor offers: the key's name replaced.
            let fix = closest.map { DiagnosticFix.replaceString(at: JSONPath.string(for: decoder.codingPath), from: name, to: $0) }
            throw FieldError(
                codingPath: decoder.codingPath, message: "'\(name)' is no key: name one of \(names.joined(separator: ", ")), or one character\(nearMiss)",
                code: .invalidValue, byteOffset: FieldError(in: decoder, message: "").byteOffset, fix: fix
            )
        }
        self.key = key
    }
}
