import ArgumentParser
import FeedCommands
import FeedFiles
import FeedInput
import FeedRendering
import FeedTerminal
import Foundation

/// `feedterm snapshot review --out DIR`: each pending snapshot full-screen, to accept, reject
/// or skip, one key each.
struct SnapshotReview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review the pending snapshots one at a time, full-screen: a accept, r reject, s skip, q quit.",
        discussion: """
            Shows each snapshot the last check left pending (DIR/.pending): its name, the recorded \
            and new drawings side by side where the terminal is wide enough, and the diff of their \
            text (↑ ↓ PgUp PgDn scroll it). a accepts it as 'snapshot accept NAME' does, r rejects it, \
            s skips it, q quits; what was not decided stays pending. Exits 0, 2 without a terminal, \
            and 128 plus the signal's number after SIGINT, SIGTERM or SIGHUP, the terminal restored each time.
            """
    )

    @Option(help: "The directory snapshots are kept in.", completion: .directory)
    var out: String

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let directory = URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL
        let pending = SnapshotPending(directory: directory)
        let cases = pending.cases()
        guard !cases.isEmpty else {
            print("Nothing is pending in \(TextSanitizer.printableLine(out)): run 'feedterm snapshot check' first.")
            return
        }
        let terminal: Terminal
        do {
            terminal = try Terminal.start(noColor: colorOptions.color.turnsTerminalColourOff(environment: ProcessInfo.processInfo.environment))
        } catch let refusal as TerminalUnavailable {
            ProcessOutput.error("feedterm snapshot review: \(refusal)\n")
            throw ExitCode(ExitStatus.usage)
        }
        var decided = (accepted: 0, rejected: 0, skipped: 0)
        let ending: Int32?
        do {
            ending = try Self.review(cases, pending: pending, directory: directory, on: terminal, decided: &decided)
        } catch {
            terminal.stop()
            throw error
        }
        terminal.stop()
        print("Accepted \(decided.accepted), rejected \(decided.rejected), skipped \(decided.skipped); \(pending.cases().count) still pending.")
        if let ending { throw ExitCode(128 + ending) }
    }

    /// Shows each case until it is decided or the reader quits; the signal that ended it, if one did.
    private static func review(_ cases: [(name: String, kind: SnapshotPending.Kind)], pending: SnapshotPending, directory: URL, on terminal: Terminal, decided: inout (accepted: Int, rejected: Int, skipped: Int)) throws -> Int32? {
        var index = 0, scroll = 0
        while index < cases.count {
            let (name, kind) = cases[index]
            let recorded = kind == .new ? nil : (try? DocumentFile.contents(ofFile: directory.appendingPathComponent(SnapshotCase.textFile(name)).path)).flatMap { String(data: $0, encoding: .utf8) }
            let screen = SnapshotReviewScreen(name: name, kind: kind, recorded: recorded, now: pending.text(of: name), left: cases.count - index)
            let size = terminal.size
            terminal.draw(screen.buffer(width: size.width, height: size.height, scroll: scroll))
            switch terminal.nextEvent() {
            case .quit(let signal)?:
                return signal
            case .input(.key(let key))?:
                switch key {
                case .character("a"):
                    _ = try pending.accept([name])
                    decided.accepted += 1
                case .character("r"):
                    _ = try pending.reject([name])
                    decided.rejected += 1
                case .character("s"):
                    decided.skipped += 1
                case .character("q"), .escape:
                    return nil
                case .down: scroll = min(scroll + 1, max(0, screen.diffLines.count - 1)); continue
                case .up: scroll = max(0, scroll - 1); continue
                case .pageDown: scroll = min(scroll + size.height / 2, max(0, screen.diffLines.count - 1)); continue
                case .pageUp: scroll = max(0, scroll - size.height / 2); continue
                default: continue
                }
                index += 1
                scroll = 0
            default:
                continue
            }
        }
        return nil
    }
}
