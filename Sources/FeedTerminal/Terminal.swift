import CNcursesw
import CTerminalSignals
import FeedRendering
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal in full-screen mode, through ncurses: the only code that calls it.
///
/// `start` takes the terminal over (after checking it may), `draw` puts a Buffer on the screen
/// sending only what changed, `nextEvent` reads keys, mouse, resizes and quit signals, and
/// `stop` gives the terminal back as it was. A crash in between still restores it, through a
/// signal handler that writes the reset sequence and re-raises.
public final class Terminal {
    /// The colour depth the terminal shows, after NO_COLOR.
    public let depth: ColorDepth
    /// The terminal's background: with 16 colours, text takes a colour readable on it.
    public var background = TerminalBackground.dark
    private let screen: OpaquePointer
    private var colorPairs = ColorPairs()
    /// The frame on the screen now; nil after a resize, so the next one is drawn whole.
    var shown: Buffer?
    private var stopped = false
    /// The files an offscreen terminal writes to (to count its bytes) and reads from; closed
    /// by `stop`.
    private let output: UnsafeMutablePointer<FILE>?
    private let input: UnsafeMutablePointer<FILE>?
    /// Where ncurses writes: what `writeThrough` writes to after it, in order.
    let stream: UnsafeMutablePointer<FILE>

    /// Mouse escape modes ncurses may have turned on, turned off again by the crash handler.
    private static let mouseOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l"

    private init(screen: OpaquePointer, depth: ColorDepth, stream: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>? = nil, input: UnsafeMutablePointer<FILE>? = nil) {
        self.screen = screen
        self.depth = depth
        self.stream = stream
        self.output = output
        self.input = input
    }

    /// Takes over the terminal, or says why it cannot.
    public static func start(noColor: Bool) throws -> Terminal {
        if let refusal = TerminalCheck.refusalForThisProcess() {
            throw refusal
        }
        // Without the user's locale ncurses treats UTF-8 as bytes and CJK comes out garbled.
        setlocale(LC_ALL, "")
        feedterm_save_termios()
        feedterm_install_quit_handlers()
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
              let screen = DirectColorTerm.openScreen(output: output, input: input, noColor: noColor) else {
            feedterm_remove_handlers()
            let term = String(cString: getenv("TERM"))
            throw TerminalUnavailable("the terminal type '\(term)' is unknown to this system's terminfo; try TERM=xterm-256color, or use `feedterm preview FILE`")
        }
        set_term(screen)
        feedterm_install_fatal_handlers(resetSequence())
        return Terminal(screen: screen, depth: configure(noColor: noColor), stream: output)
    }

    /// A terminal of `term`'s type drawn into a file instead of a screen, `width`×`height`,
    /// for counting the bytes a frame costs (feedterm-bench). It handles no signal and reads no
    /// input. Sets the process's locale to C.UTF-8, as a UTF-8 terminal would have it.
    public static func offscreen(writingTo path: String, width: Int, height: Int, term: String = "xterm-256color") throws -> Terminal {
        setlocale(LC_ALL, "C.UTF-8")
        guard let output = fopen(path, "w"), let input = fopen("/dev/null", "r") else {
            throw TerminalUnavailable("cannot open \(path) to draw into")
        }
        guard let screen = newterm(term, output, input) else {
            fclose(output)
            fclose(input)
            throw TerminalUnavailable("the terminal type '\(term)' is unknown to this system's terminfo")
        }
        set_term(screen)
        resizeterm(Int32(height), Int32(width))
        return Terminal(screen: screen, depth: configure(noColor: false), stream: output, output: output, input: input)
    }

    /// The modes feedterm draws in, the same for a real and an offscreen terminal; returns the
    /// colour depth there is.
    private static func configure(noColor: Bool) -> ColorDepth {
        cbreak()
        noecho()
        nonl()
        keypad(feedterm_stdscr(), true)
        defineCommonKeySequences()
        // Lets doupdate scroll lines that moved (a scroll region and an index) instead of
        // writing every row again: a one-row scroll then costs a fraction of a repaint.
        idlok(feedterm_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        wtimeout(feedterm_stdscr(), 50)
        mouseinterval(0)
        mousemask(feedterm_button1_events() | feedterm_wheel_up() | feedterm_wheel_down(), nil)
        guard !noColor, has_colors() else { return .none }
        start_color()
        use_default_colors()
        // A direct entry's colours are 0xRRGGBB numbers: 16,777,216 of them.
        if feedterm_colors() >= 1 << 24 { return .trueColor }
        return feedterm_colors() >= 256 ? .indexed256 : .ansi16
    }

    /// Home and End as the common terminals send them, whatever TERM's terminfo says: inside
    /// tmux or screen with TERM=xterm-256color, End arrives as `ESC[4~`, which xterm's entry
    /// does not list, and would otherwise reach the browser as Esc, `[`, `4`, `~`.
    private static func defineCommonKeySequences() {
        let sequences: [(String, Int32)] = [
            ("\u{1B}[1~", feedterm_key_home()), ("\u{1B}[7~", feedterm_key_home()), ("\u{1B}[H", feedterm_key_home()), ("\u{1B}OH", feedterm_key_home()),
            ("\u{1B}[4~", feedterm_key_end()), ("\u{1B}[8~", feedterm_key_end()), ("\u{1B}[F", feedterm_key_end()), ("\u{1B}OF", feedterm_key_end()),
        ]
        for (sequence, key) in sequences {
            // Already known sequences are left as they are; nothing to handle either way.
            _ = define_key(sequence, key)
        }
    }

    /// Bytes written so far by an offscreen terminal; 0 for a real one.
    public var bytesWritten: Int {
        guard let output else { return 0 }
        fflush(output)
        return ftell(output)
    }

    /// Sends the whole screen again, as after a redraw request: every cell, whatever changed.
    public func repaint() {
        clearok(feedterm_curscr(), true)
        wrefresh(feedterm_curscr())
    }

    /// The bytes that undo full-screen mode: leave the alternate screen, show the cursor,
    /// reset attributes, keypad and mouse. Read from terminfo now, for the crash handler later.
    private static func resetSequence() -> String {
        var reset = ""
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = tigetstr(capability), Int(bitPattern: value) != -1 {
                reset += String(cString: value)
            }
        }
        return reset + mouseOff
    }

    /// The screen's size in cells.
    public var size: (width: Int, height: Int) {
        (Int(feedterm_cols()), Int(feedterm_lines()))
    }

    /// Puts a buffer on the screen; only cells that differ from the last frame are written, and
    /// ncurses sends only what changed on the screen.
    public func draw(_ buffer: Buffer) {
        let window = feedterm_stdscr()
        let previous = shown.flatMap { $0.width == buffer.width && $0.height == buffer.height ? $0 : nil }
        if previous == nil {
            werase(window)
        }
        for y in 0..<buffer.height {
            var x = 0
            while x < buffer.width {
                let cell = buffer[x, y]
                let step = max(1, Int(cell.width))
                if !cell.isContinuation, previous?[x, y] != cell || (step == 2 && previous?[x + 1, y] != buffer[x + 1, y]) {
                    put(cell, x: x, y: y, window: window)
                }
                x += step
            }
        }
        // The cursor, hidden or not, stands on the focused element: braille displays and
        // magnifiers follow it.
        if let cursor = buffer.cursor, cursor.x < buffer.width, cursor.y < buffer.height {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        }
        wnoutrefresh(window)
        doupdate()
        shown = buffer
    }

    private func put(_ cell: Cell, x: Int, y: Int, window: UnsafeMutablePointer<WINDOW>?) {
        let style = depth.degrade(cell.style, on: background)
        var pair = colorPairs.pair(foreground: style.foreground, background: style.background)
        var characters = cell.character.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        var complex = cchar_t()
        // The pair goes through setcchar's extended argument: a short holds only 32,767.
        setcchar(&complex, characters, Self.attributes(of: style.attributes), 0, &pair)
        // The bottom-right cell returns ERR although it is written; nothing to handle.
        _ = mvwadd_wch(window, Int32(y), Int32(x), &complex)
    }

    private static func attributes(of attributes: TextAttributes) -> attr_t {
        var result = feedterm_a_normal()
        if attributes.contains(.bold) { result |= feedterm_a_bold() }
        // curses has no strikethrough; dim keeps the old price visibly secondary.
        if attributes.contains(.dim) || attributes.contains(.strikethrough) { result |= feedterm_a_dim() }
        if attributes.contains(.italic) { result |= feedterm_a_italic() }
        if attributes.contains(.underline) { result |= feedterm_a_underline() }
        if attributes.contains(.reverse) { result |= feedterm_a_reverse() }
        return result
    }

    /// Gives the terminal back: normal screen, cursor, modes as they were. Safe to call twice.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        mousemask(0, nil)
        endwin()
        delscreen(screen)
        feedterm_remove_handlers()
        if let output { fclose(output) }
        if let input { fclose(input) }
    }

    deinit {
        stop()
    }
}
