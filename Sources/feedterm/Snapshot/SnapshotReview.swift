import ArgumentParser
import FeedCommands
import FeedRendering
import FeedTerminal
import Foundation

/// `feedterm snapshot review --out DIR`: each pending snapshot full-screen, to accept, reject
/// or skip, one key each (`SnapshotReviewSession`).
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
        let pending = SnapshotPending(directory: URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL)
        guard !pending.cases().isEmpty else {
            print("Nothing is pending in \(TextSanitizer.printableLine(out)): run 'feedterm snapshot check' first.")
            return
        }
        // Terminal.start's own refusal speaks of browse; this says what to do instead here.
        if TerminalCheck.refusalForThisProcess() != nil {
            ProcessOutput.error("feedterm snapshot review: the review needs a terminal it can take over (standard input and output a terminal, TERM set and not dumb, a UTF-8 locale); without one, decide with 'feedterm snapshot accept --out DIR [NAME...]' or 'feedterm snapshot reject'\n")
            throw ExitCode(ExitStatus.usage)
        }
        let terminal = try colorOptions.startTerminal(for: "snapshot review")
        // The terminal is given back however the session ends, an error included.
        let ended = Result { try SnapshotReviewSession(pending: pending).run(on: terminal) }
        terminal.stop()
        let (decided, signal) = try ended.get()
        print("Accepted \(decided.accepted), rejected \(decided.rejected), skipped \(decided.skipped); \(pending.cases().count) still pending.")
        if let signal { throw ExitCode(128 + signal) }
    }
}
