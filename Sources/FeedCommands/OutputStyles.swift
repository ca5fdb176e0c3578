/// The few ANSI styles the command line's own output uses, as gcc and eslint colour theirs:
/// places bold, `error:` red, `warning:` magenta, codes dim, a diff's lines red and green.
/// Every text passed in is the caller's to have sanitised; a style only wraps it.
struct OutputStyles {
    /// Whether styles are written at all (`--color`, NO_COLOR, a terminal or not).
    let enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func error(_ text: String) -> String { wrap(text, "1;31") }
    func warning(_ text: String) -> String { wrap(text, "1;35") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func removed(_ text: String) -> String { wrap(text, "31") }
    func added(_ text: String) -> String { wrap(text, "32") }
    func hunk(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ parameters: String) -> String {
        enabled ? "\u{1B}[\(parameters)m\(text)\u{1B}[0m" : text
    }
}
