import CNcursesw
import CTerminalSignals
import FeedInput
import FeedRendering
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Input: keys, the mouse, resizes and quit signals, read from ncurses as events.
extension Terminal {
    /// Waits up to about 50 ms for input; nil when nothing came, so the caller can look at
    /// loads that finished meanwhile.
    public func nextEvent() -> TerminalEvent? {
        let pending = feedterm_take_signal()
        if pending != 0 {
            return .quit(signal: pending)
        }
        var character: wint_t = 0
        let result = wget_wch(feedterm_stdscr(), &character)
        if result == ERR {
            let pending = feedterm_take_signal()
            return pending != 0 ? .quit(signal: pending) : nil
        }
        if result == feedterm_key_code_yes() {
            return keyCode(Int32(character)).map(TerminalEvent.input)
        }
        return KeyDecoding.key(forCharacter: UInt32(character)).map { .input(.key($0)) }
    }

    private func keyCode(_ code: Int32) -> InputEvent? {
        if code == feedterm_key_resize() {
            shown = nil
            return .resize(width: size.width, height: size.height)
        }
        if code == feedterm_key_mouse() {
            var event = MEVENT()
            guard getmouse(&event) == OK else { return nil }
            if event.bstate & feedterm_wheel_up() != 0 { return .wheel(-3) }
            if event.bstate & feedterm_wheel_down() != 0 { return .wheel(3) }
            if event.bstate & feedterm_button1_events() != 0 { return .click(x: Int(event.x), y: Int(event.y)) }
            return nil
        }
        let keys: [Int32: Key] = [
            feedterm_key_up(): .up, feedterm_key_down(): .down, feedterm_key_left(): .left, feedterm_key_right(): .right,
            feedterm_key_home(): .home, feedterm_key_end(): .end, feedterm_key_npage(): .pageDown, feedterm_key_ppage(): .pageUp,
            feedterm_key_btab(): .backTab, feedterm_key_enter(): .enter, feedterm_key_backspace(): .backspace,
        ]
        return keys[code].map(InputEvent.key)
    }

    /// The next step for an event loop: input, a signal to stop on, or idle after ~50 ms.
    public func nextStep() -> LoopStep {
        switch nextEvent() {
        case .input(let event)?: .input(event)
        case .quit(let signal)?: .stop(signal: signal)
        case nil: .idle
        }
    }
}
