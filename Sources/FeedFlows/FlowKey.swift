import FeedInput

/// A key as a flow file names it (`Down`, `Enter`, `f`), and as a recording writes it: the
/// sequence a terminal sends for it (`ESC O B`).
package enum FlowKey {
    /// The names of the keys that are not one character, as flow files write them.
    package static let named: [(name: String, key: Key)] = [
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right), ("Enter", .enter), ("Tab", .tab),
        ("BackTab", .backTab), ("Escape", .escape), ("Home", .home), ("End", .end), ("PageUp", .pageUp),
        ("PageDown", .pageDown), ("Backspace", .backspace),
    ]

    /// The key a flow file's name stands for: one of `named`, or any one printable character.
    package static func key(named name: String) -> Key? {
        if let key = named.first(where: { $0.name == name })?.key { return key }
        guard name.count == 1, let character = name.first, character.unicodeScalars.allSatisfy(isTypable) else { return nil }
        return .character(character)
    }

    /// Whether a character can be typed as one: none of the C0 or C1 controls, nor DEL, which
    /// are keys of their own or nothing a shopper types.
    package static func isTypable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
    }

    /// A key's name in a flow file.
    package static func name(of key: Key) -> String {
        if case .character(let character) = key { return String(character) }
        return named.first { $0.key == key }?.name ?? ""
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

    /// The keys a recording's input text holds, in order: each terminal sequence `bytes(of:)`
    /// writes (and the cursor keys' normal-mode forms, `ESC [ A`), and each character. What is
    /// not a key (a mouse report) is skipped and counted in `skipped`.
    package static func keys(in text: String, skipped: inout Int) -> [Key] {
        var keys: [Key] = []
        var rest = Substring(text).unicodeScalars[...]
        while let first = rest.first {
            // Esc alone is a key; Esc that starts a sequence feedterm does not read is not.
            let startsSequence = first == "\u{1B}" && rest.dropFirst().first.map { $0 == "[" || $0 == "O" } == true
            if let (sequence, key) = sequences.first(where: { rest.starts(with: $0.0.unicodeScalars) && !(startsSequence && $0.1 == .escape) }) {
                keys.append(key)
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
                keys.append(.character(Character(first)))
                rest = rest.dropFirst()
            }
        }
        return keys
    }
}
