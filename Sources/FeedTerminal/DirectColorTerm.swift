import CNcursesw
import FeedRendering
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminfo entry that lets ncurses send 24-bit colour to a terminal that says it has it.
///
/// ncurses sends a colour as RGB only through a `-direct` entry (Debian's `ncurses-term`),
/// whose colour numbers are `0xRRGGBB`; `xterm-256color` with `COLORTERM=truecolor` would
/// otherwise get 256 colours. The entry is the terminal's own with `-direct`, so the rest of
/// its abilities (keys, the alternate screen) stay those of the terminal that is there.
public enum DirectColorTerm {
    /// Entries whose direct form is not their name with `-direct`.
    private static let renamed = ["xterm-kitty": "kitty-direct"]

    /// The entries to try, best first, for a process with `environment`; empty when the
    /// terminal does not say it has 24-bit colour, or TERM already names a direct entry.
    public static func candidates(environment: [String: String]) -> [String] {
        let term = environment["TERM"] ?? ""
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        guard !term.isEmpty, !term.hasSuffix("-direct"), colorTerm == "truecolor" || colorTerm == "24bit" else { return [] }
        if let known = renamed[term] { return [known] }
        var base = term
        for suffix in ["-256color", "-88color", "-16color", "-color"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
        }
        var entries = [base + "-direct"]
        // xterm's variants (xterm-new, xterm-1006…) all read xterm's colour sequences.
        if base.hasPrefix("xterm"), base != "xterm" { entries.append("xterm-direct") }
        return entries
    }

    /// The colour number of `color` in a direct entry: `0xRRGGBB`, except that numbers below
    /// 8 are the terminal's own ANSI colours there, so an indexed 0–7 stays itself and an RGB
    /// colour that small is nudged to 8 (a blue of 8/255, as dark as black).
    public static func number(of color: TerminalColor) -> Int32 {
        if case .indexed(let index) = color, index < 8 { return Int32(index) }
        let rgb = color.rgb
        return max(8, Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue))
    }

    /// A screen on TERM's own entry, or on its `-direct` form when the terminal says it has
    /// 24-bit colour and this system's terminfo has that entry (`DirectColorTerm`).
    static func openScreen(output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>, noColor: Bool) -> OpaquePointer? {
        var environment: [String: String] = [:]
        for name in ["TERM", "COLORTERM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        if !noColor {
            for entry in DirectColorTerm.candidates(environment: environment) {
                // An entry this system lacks returns nil, quietly: the next is tried.
                if let screen = newterm(entry, output, input) { return screen }
            }
        }
        return newterm(nil, output, input)
    }
}
