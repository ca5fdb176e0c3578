import FeedFiles
import FeedInput
import FeedRendering
import FeedTerminal
import Foundation

/// `snapshot review`'s loop: each pending snapshot on the terminal until it is accepted (`a`),
/// rejected (`r`) or skipped (`s`), or the reader quits (`q`, Esc, a signal).
package struct SnapshotReviewSession {
    /// What the reader decided.
    package struct Decided {
        package var accepted = 0
        package var rejected = 0
        package var skipped = 0
    }

    package let pending: SnapshotPending

    package init(pending: SnapshotPending) {
        self.pending = pending
    }

    /// Shows each pending case in turn on `terminal`; what was decided, and the signal that
    /// ended it, if one did. The caller restores the terminal.
    package func run(on terminal: Terminal) throws -> (decided: Decided, signal: Int32?) {
        let cases = pending.cases()
        var decided = Decided(), index = 0, scroll = 0
        while index < cases.count {
            let (name, kind) = cases[index]
            let screen = SnapshotReviewScreen(name: name, kind: kind, recorded: kind == .new ? nil : recordedText(of: name), now: pending.text(of: name), left: cases.count - index)
            let size = terminal.size
            terminal.draw(screen.buffer(width: size.width, height: size.height, scroll: scroll))
            let last = max(0, screen.diffLines.count - 1)
            switch terminal.nextEvent() {
            case .quit(let signal)?:
                return (decided, signal)
            case .input(.key(let key))?:
                switch key {
                case .character("a"): _ = try pending.accept([name]); decided.accepted += 1
                case .character("r"): _ = try pending.reject([name]); decided.rejected += 1
                case .character("s"): decided.skipped += 1
                case .character("q"), .escape: return (decided, nil)
                case .down, .up, .pageDown, .pageUp:
                    let step = key == .down || key == .up ? 1 : max(1, size.height / 2)
                    scroll = key == .down || key == .pageDown ? min(scroll + step, last) : max(0, scroll - step)
                    continue
                default: continue
                }
                index += 1
                scroll = 0
            default:
                continue
            }
        }
        return (decided, nil)
    }

    /// The recorded text of `name`, read within the limits every file is read with.
    private func recordedText(of name: String) -> String? {
        (try? DocumentFile.contents(ofFile: pending.directory.appendingPathComponent(SnapshotCase.textFile(name)).path)).flatMap { String(data: $0, encoding: .utf8) }
    }
}
