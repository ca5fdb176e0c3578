import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of the terminal standard output is on, if it is on one.
package enum TerminalSize {
    /// The columns to draw in: `explicit` (`--width`), else the terminal's, else `COLUMNS`
    /// (as a shell exports it for a pipe), else 80.
    package static func columns(_ explicit: Int?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let explicit { return explicit }
        if let terminal = ofStandardOutput()?.columns { return terminal }
        if let exported = environment["COLUMNS"].flatMap({ Int($0) }), (1...1000).contains(exported) { return exported }
        return 80
    }

    package static func ofStandardOutput() -> (columns: Int, rows: Int)? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
