#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal on standard input and output what it can draw: kitty's graphics query,
/// the cell size in pixels (`CSI 16 t`), its background colour (`OSC 11`), and Primary Device
/// Attributes (`CSI c`), which every terminal answers, last. The answers are waited for
/// briefly, never past `timeout`, so a terminal that answers nothing costs that much once.
public enum TerminalGraphicsProbe {
    /// The questions of what it draws, and of its background, in the order their answers come
    /// back; device attributes end them.
    static let graphicsQuestions = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[16t"
    static let backgroundQuestion = "\u{1B}]11;?\u{1B}\\"
    static let lastQuestion = "\u{1B}[c"

    /// What the terminal said, with standard input in raw mode meanwhile (restored after):
    /// what it draws (unless `askingGraphics` is false) and its background (when
    /// `askingBackground`). Nil when standard input and output are not both a terminal, or this
    /// process is not in its foreground (changing its modes from the background would stop the
    /// process), or TERM is dumb: such a terminal answers nothing.
    public static func ask(timeout: Double = 0.3, askingGraphics: Bool = true, askingBackground: Bool = false) -> TerminalGraphics? {
        guard getenv("TERM").map({ String(cString: $0) }) != "dumb" else { return nil }
        let questions = (askingGraphics ? graphicsQuestions : "") + (askingBackground ? backgroundQuestion : "") + lastQuestion
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, tcgetpgrp(STDIN_FILENO) == getpgrp() else { return nil }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        let written = questions.utf8CString.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count - 1) }
        guard written > 0 else { return nil }
        var answers: [UInt8] = []
        var graphics = TerminalGraphics()
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let deadline = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 + timeout
        while !graphics.isComplete, answers.count < 4096 {
            clock_gettime(CLOCK_MONOTONIC, &clock)
            let left = deadline - (Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9)
            guard left > 0 else { break }
            var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(left * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            guard count > 0 else { break }
            answers += chunk.prefix(count)
            graphics = TerminalGraphics.parse(answers)
        }
        // An answer later than the wait would reach the screen's reader as keys: whatever is
        // still unread is thrown away (a key pressed in these 300 ms with it).
        tcflush(STDIN_FILENO, TCIFLUSH)
        return graphics
    }

    /// A cell's size in pixels from the window's size in pixels over its cells, where the
    /// terminal reports it (xterm does; tmux does not): for a terminal that did not answer
    /// `CSI 16 t`.
    public static func windowCellPixels() -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0, size.ws_xpixel > 0, size.ws_ypixel > 0 else { return nil }
        return (max(1, Int(size.ws_xpixel) / Int(size.ws_col)), max(1, Int(size.ws_ypixel) / Int(size.ws_row)))
    }
}
