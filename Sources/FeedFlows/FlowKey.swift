import FeedInput

/// A key as a flow file names it (`Down`, `Enter`, `f`, and the wheel as `WheelUp` and
/// `WheelDown`), and as a recording writes it: the sequence a terminal sends for it (`ESC O B`,
/// a mouse report for a click or the wheel).
package enum FlowKey {
    /// The names of the keys that are not one character, as flow files write them.
    package static let named: [(name: String, key: Key)] = [
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right), ("Enter", .enter), ("Tab", .tab),
        ("BackTab", .backTab), ("Escape", .escape), ("Home", .home), ("End", .end), ("PageUp", .pageUp),
        ("PageDown", .pageDown), ("Backspace", .backspace),
    ]

    /// The wheel's turns as keys: three rows a notch, as terminals report it.
    package static let wheel: [(name: String, input: InputEvent)] = [("WheelUp", .wheel(-3)), ("WheelDown", .wheel(3))]

    /// Every name a keys step takes besides one character.
    package static var names: [String] { named.map(\.name) + wheel.map(\.name) }

    /// What a flow file's name stands for: a key of `named`, a turn of the wheel, or any one
    /// printable character.
    package static func input(named name: String) -> InputEvent? {
        if let key = named.first(where: { $0.name == name })?.key { return .key(key) }
        if let turn = wheel.first(where: { $0.name == name })?.input { return turn }
        guard name.count == 1, let character = name.first, character.unicodeScalars.allSatisfy(isTypable) else { return nil }
        return .key(.character(character))
    }

    /// Whether a character can be typed as one: none of the C0 or C1 controls, nor DEL, which
    /// are keys of their own or nothing a shopper types.
    package static func isTypable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
    }

    /// An input's name in a flow file's keys: a key's, or the wheel's (`WheelDown`); a click
    /// is a step of its own.
    package static func name(of input: InputEvent) -> String {
        switch input {
        case .key(.character(let character)): String(character)
        case .key(let key): named.first { $0.key == key }?.name ?? ""
        case .wheel(let rows): rows < 0 ? "WheelUp" : "WheelDown"
        case .click(let x, let y): "click [\(x + 1), \(y + 1)]"
        case .resize(let width, let height): "resize \(width)×\(height)"
        }
    }

    /// Every sequence read as a key, longest first, so that Esc never takes the start of an arrow.
    private static let sequences: [(String, Key)] = {
        var sequences: [(String, Key)] = named.map { (bytes(of: $0.key), $0.key) }
        sequences += [("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\n", .enter), ("\u{8}", .backspace)]
        return sequences.sorted { $0.0.unicodeScalars.count > $1.0.unicodeScalars.count }
    }()

    /// What feedterm writes in a recording for `key`: the sequence a terminal sends for it in
    /// application mode (the cursor keys as `ESC O A`), read back by `keys(in:skipped:)`.
    package static func bytes(of key: Key) -> String {
        switch key {
        case .up: "\u{1B}OA"
        case .down: "\u{1B}OB"
        case .right: "\u{1B}OC"
        case .left: "\u{1B}OD"
        case .home: "\u{1B}OH"
        case .end: "\u{1B}OF"
        case .pageUp: "\u{1B}[5~"
        case .pageDown: "\u{1B}[6~"
        case .tab: "\t"
        case .backTab: "\u{1B}[Z"
        case .enter: "\r"
        case .escape: "\u{1B}"
        case .backspace: "\u{7F}"
        case .character(let character): String(character)
        }
    }

    /// The inputs a recording's input text holds, in order: each terminal sequence `bytes(of:)`
    /// writes (and the cursor keys' normal-mode forms, `ESC [ A`), each character, and each
    /// mouse report a recording writes for a click (`ESC [ < 0 ; COL ; ROW M`) or the wheel
    /// (buttons 64 and 65). What is none of them is skipped and counted in `skipped`.
    package static func inputs(in text: String, skipped: inout Int) -> [InputEvent] {
        var inputs: [InputEvent] = []
        var rest = Substring(text).unicodeScalars[...]
        while let first = rest.first {
            if rest.starts(with: "\u{1B}[<".unicodeScalars) {
                // A mouse report, up to its final M (press) or m (release).
                var report = ""
                rest = rest.dropFirst(3)
                while let next = rest.first, next != "M", next != "m", report.unicodeScalars.count < 32 {
                    report.unicodeScalars.append(next)
                    rest = rest.dropFirst()
                }
                let isPress = rest.first == "M"
                rest = rest.dropFirst()
                if isPress, let input = mouse(report) { inputs.append(input) } else if isPress { skipped += 1 }
                continue
            }
            // Esc alone is a key; Esc that starts a sequence feedterm does not read is not.
            let startsSequence = first == "\u{1B}" && rest.dropFirst().first.map { $0 == "[" || $0 == "O" } == true
            if let (sequence, key) = sequences.first(where: { rest.starts(with: $0.0.unicodeScalars) && !(startsSequence && $0.1 == .escape) }) {
                inputs.append(.key(key))
                rest = rest.dropFirst(sequence.unicodeScalars.count)
            } else if first == "\u{1B}" {
                // A sequence feedterm does not read as a key: up to its final byte.
                skipped += 1
                rest = rest.dropFirst()
                if rest.first == "[" || rest.first == "O" { rest = rest.dropFirst() }
                while let next = rest.first, !(0x40...0x7E).contains(next.value) { rest = rest.dropFirst() }
                rest = rest.dropFirst()
            } else if !isTypable(first) {
                skipped += 1
                rest = rest.dropFirst()
            } else {
                inputs.append(.key(.character(Character(first))))
                rest = rest.dropFirst()
            }
        }
        return inputs
    }

    /// The input of a mouse report's `BUTTON;COL;ROW`: a click of the main button at a cell
    /// (from 0, as `InputEvent` counts), or a notch of the wheel; nil for any other button.
    private static func mouse(_ report: String) -> InputEvent? {
        let fields = report.split(separator: ";").map { Int($0) }
        guard fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2], column >= 1, row >= 1 else { return nil }
        switch button {
        case 0: return .click(x: column - 1, y: row - 1)
        case 64: return wheel[0].input
        case 65: return wheel[1].input
        default: return nil
        }
    }
}
