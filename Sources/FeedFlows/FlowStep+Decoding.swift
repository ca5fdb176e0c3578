import FeedInput
import FeedModel

extension FlowStep: Decodable {
    package enum CodingKeys: String, CodingKey, CaseIterable {
        case keys, text, focus, press, click, resize, expect, snapshot
        case mayDoNothing = "may_do_nothing"
    }

    /// The keys that say what a step does: exactly one of them per step.
    static let kinds: [CodingKeys] = [.keys, .text, .focus, .press, .click, .resize, .expect, .snapshot]

    /// The most keys one step presses, and characters one text types: a flow is a shopper's
    /// steps, and a file of millions would keep a run busy for nothing.
    package static let maxKeys = 1_000
    package static let maxText = 1_000

    /// A step is an object with exactly one of its kinds' keys, and `may_do_nothing` beside
    /// an input's.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        let present = Self.kinds.filter(container.contains)
        guard present.count == 1, let kind = present.first else {
            let found = present.isEmpty ? "none of them" : present.map(\.stringValue).joined(separator: " and ")
            // A misspelled kind (`pres`) is named, so the step is not just "none of them".
            let unknown = (container.keyNames ?? []).filter { CodingKeys(rawValue: $0) == nil }
            let nearMiss = present.isEmpty ? unknown.lazy.compactMap { NearMiss.closest(to: $0, among: Self.kinds.map(\.stringValue)) }.first : nil
            throw FieldError(in: decoder, message: "a step is an object with one of \(Self.kinds.map(\.stringValue).joined(separator: ", ")); found \(found)" + (nearMiss.map { " (did you mean '\($0)'?)" } ?? ""))
        }
        self.init(try Self.kind(kind, in: container))
        if container.contains(.mayDoNothing) {
            mayDoNothing = try container.requireV3(Bool.self, forKey: .mayDoNothing)
            guard isInput else {
                throw FieldError(path: container.path(of: .mayDoNothing), message: "may_do_nothing goes with a keys, text, focus, press or click step, not a \(kind.stringValue) step", code: .invalidValue, byteOffset: container.byteOffset(of: .mayDoNothing))
            }
        }
    }

    /// What the step's one kind key says it does.
    private static func kind(_ kind: CodingKeys, in container: V3Container<CodingKeys>) throws -> Kind {
        func text(_ key: CodingKeys, _ what: String) throws -> String {
            let text = try container.requireV3(String.self, forKey: key)
            guard (1...maxText).contains(text.count), text.unicodeScalars.allSatisfy(FlowKey.isTypable) else {
                throw FieldError(path: container.path(of: key), message: "\(key.stringValue) is 1 to \(maxText) printable characters \(what)", code: .invalidValue, byteOffset: container.byteOffset(of: key))
            }
            return text
        }
        switch kind {
        case .keys:
            let keys = try container.requireV3([FlowKeyName].self, forKey: .keys).map(\.input)
            guard (1...maxKeys).contains(keys.count) else {
                throw FieldError(path: container.path(of: .keys), message: "keys names 1 to \(maxKeys) keys; found \(keys.count)", code: .invalidValue, byteOffset: container.byteOffset(of: .keys))
            }
            return .keys(keys)
        case .text: return .text(try text(.text, "to type"))
        case .focus: return .focus(try text(.focus, "that the element to focus shows"))
        case .press: return .press(try text(.press, "that the element to press shows"))
        case .click:
            if let cell = try? container.requireV3([Int].self, forKey: .click) {
                guard cell.count == 2, cell.allSatisfy({ $0 >= 1 }), cell[0] <= FlowSize.columnRange.upperBound, cell[1] <= FlowSize.rowRange.upperBound else {
                    throw FieldError(path: container.path(of: .click), message: "a cell to click is [COLUMN, ROW], each from 1 at the top left; found \(cell)", code: .invalidValue, byteOffset: container.byteOffset(of: .click))
                }
                return .click(.cell(column: cell[0], row: cell[1]))
            }
            return .click(.text(try text(.click, "that the element to click shows, or a cell [COLUMN, ROW]")))
        case .resize: return .resize(try container.requireV3(FlowSize.self, forKey: .resize))
        case .expect: return .expect(try FlowExpectation.all(from: container.superDecoder(forKey: .expect)))
        case .snapshot, .mayDoNothing:
            let name = try container.requireV3(String.self, forKey: .snapshot)
            guard isCheckpointName(name) else {
                throw FieldError(path: container.path(of: .snapshot), message: "a checkpoint's name is 1 to 64 letters, digits, '-', '_' or '.', starting with a letter (not 'app-'); found '\(name)'", code: .invalidValue, byteOffset: container.byteOffset(of: .snapshot))
            }
            return .snapshot(name)
        }
    }
}

/// A step and where it stands in the file, for problems found across steps.
struct PlacedStep: Decodable {
    let step: FlowStep
    let byteOffset: Int?

    init(from decoder: any Decoder) throws {
        step = try FlowStep(from: decoder)
        // The place a problem at this value would be reported at, read off the tape: building
        // the value's coding path costs as much as the steps before it.
        byteOffset = decoder.sourceOffset
    }
}

/// One key's name in a flow file, read where it stands so that a wrong one is reported there.
struct FlowKeyName: Decodable {
    let input: InputEvent

    init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let input = FlowKey.input(named: name) else {
            let names = FlowKey.names
            let closest = NearMiss.closest(to: name, among: names)
            let nearMiss = closest.map { " (did you mean '\($0)'?)" } ?? ""
            // The name it means, as an edit an editor offers: the key's name replaced.
            let fix = closest.map { DiagnosticFix.replaceString(at: JSONPath.string(for: decoder.codingPath), from: name, to: $0) }
            throw FieldError(
                codingPath: decoder.codingPath, message: "'\(name)' is no key: name one of \(names.joined(separator: ", ")), or one character\(nearMiss)",
                code: .invalidValue, byteOffset: FieldError(in: decoder, message: "").byteOffset, fix: fix
            )
        }
        self.input = input
    }
}
