import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Signals, faults, suspend and quick resizes through the real binary in tmux: whatever ends
/// or interrupts browse, the terminal is given back as it was (docs/security.md).
@Suite(.serialized, .timeLimit(.minutes(3)))
struct TerminalRestoreEndToEndTests {
    @Test(arguments: [
        (SIGINT, 130), (SIGHUP, 129), (SIGTERM, 143), (SIGSEGV, 139), (SIGABRT, 134), (SIGILL, 132), (SIGTRAP, 133),
    ])
    func everySignalLeavesTheTerminalRestored(signal: Int32, status: Int) throws {
        let session = try TmuxSession(["browse"])
        try session.waitFor("Picked for you")
        #expect(try session.modes()["alternate_on"] == "1")
        let pid = try #require(try session.feedtermPID())
        kill(pid, signal)
        #expect(try session.waitFor("EXIT=").contains("EXIT=\(status)"))
        #expect(try session.modes() == TmuxSession.restoredModes)
        #expect(try session.waitForTTYModes() == true)
    }

    @Test func aSwiftTrapLeavesTheTerminalRestored() throws {
        let session = try TmuxSession(["browse", "--trap-after-first-frame"])
        let screen = try session.waitFor("EXIT=")
        // An overflow trap is SIGILL (ud2) on x86_64 and SIGTRAP (brk) on arm64.
        #expect(screen.contains("EXIT=132") || screen.contains("EXIT=133"), "\(screen)")
        #expect(try session.modes() == TmuxSession.restoredModes)
        #expect(try session.waitForTTYModes() == true)
    }

    @Test func ctrlZHandsTheTerminalBackAndFgRepaintsEverything() throws {
        let shell = try TmuxSession.interactiveShell()
        try shell.waitFor("$")
        try shell.send("\(FeedtermProcess.binary.path) browse", "Enter")
        try shell.waitFor("Picked for you")
        try shell.send("C-z")
        let stopped = try shell.waitFor("Stopped")
        #expect(!stopped.contains("Picked for you"))
        #expect(try shell.modes() == TmuxSession.restoredModes)
        try shell.send("clear", "Enter")
        try shell.waitFor { !$0.contains("Stopped") }
        try shell.send("fg", "Enter")
        // The alternate screen starts blank, so every row seen now was painted after fg.
        let resumed = try shell.waitFor { $0.contains("Picked for you") && $0.contains("Cart (0)") && $0.contains("? help") }
        #expect(resumed.contains("1 Home"))
        #expect(try shell.modes()["alternate_on"] == "1")
        try shell.send("q")
        try shell.waitFor { !$0.contains("Cart (0)") }
        try shell.send("echo EXIT=$?", "Enter")
        #expect(try shell.waitFor("EXIT=0").contains("EXIT=0"))
    }

    @Test func quickResizesToTinySizesAndBackLeaveTheRightLayout() throws {
        let session = try TmuxSession(["browse"])
        try session.waitFor("Picked for you")
        for _ in 0..<3 {
            for (width, height) in [(1, 1), (2, 5), (10, 3)] {
                try session.resize(width: width, height: height)
            }
        }
        #expect(try session.waitFor("small").contains("too"))
        try session.resize(width: 100, height: 30)
        let back = try session.waitFor("Cart (0)")
        #expect(back.contains("Picked for you"))
        #expect(back.split(separator: "\n").first?.hasPrefix("  1 Home") == true)
        #expect(try session.feedtermPID() != nil)
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }
}
