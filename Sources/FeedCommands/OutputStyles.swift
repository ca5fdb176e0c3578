/// The few ANSI styles the command line's own output uses, as gcc and eslint colour theirs:
/// places bold, `error:` red, `warning:` magenta, codes dim, a diff's lines red and green.
/// Every text passed in is the caller's to have sanitised; a style only wraps it.
package struct OutputStyles {
    /// Whether styles are written at all (`--color`, NO_COLOR, a terminal or not).
    package let enabled: Bool

    /// Styles that are written when `enabled`.
    package init(enabled: Bool) {
        self.enabled = enabled
    }

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func error(_ text: String) -> String { wrap(text, "1;31") }
    package func warning(_ text: String) -> String { wrap(text, "1;35") }
    package func dim(_ text: String) -> String { wrap(text, "2") }
    package func removed(_ text: String) -> String { wrap(text, "31") }
    package func added(_ text: String) -> String { wrap(text, "32") }
    package func hunk(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ parameters: String) -> String {
        enabled ? "\u{1B}[\(parameters)m\(text)\u{1B}[0m" : text
    }
}
