import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program with posix_spawn and waitpid, with no Foundation `Process` in between, and
/// with no signal blocked.
///
/// tmux's client forks a server and exits; Foundation's `Process` on Linux did not always reap
/// such a client inside swift-testing's threads, and `waitUntilExit` then never returned.
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// How a program ended and what it printed.
    struct Outcome {
        /// The exit status, or 128 + the signal that ended it.
        let status: Int32
        let stdout: String
    }

    /// How a program ended, what it printed, and the most memory it held.
    struct MeasuredOutcome {
        let status: Int32
        let stdout: String
        let maxResidentMegabytes: Double
    }

    /// Runs a program under GNU time, which reports its peak resident memory.
    ///
    /// Not wait4's own rusage: Linux carries a process's ru_maxrss across exec, and a child
    /// spawned from this test process would report the test process's peak. GNU time's child is
    /// forked from the small `time` process instead.
    static func measured(_ path: String, _ arguments: [String]) throws -> MeasuredOutcome {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-time-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let outcome = try outcome("/usr/bin/time", ["-f", "%M", "-o", report, path] + arguments)
        let kilobytes = try String(contentsOfFile: report, encoding: .utf8)
            .split(separator: "\n").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard let kilobytes else { throw Failure(description: "GNU time reported no peak memory") }
        return MeasuredOutcome(status: outcome.status, stdout: outcome.stdout, maxResidentMegabytes: kilobytes / 1024)
    }

    /// Runs `path` with `arguments`, stdin and stderr on /dev/null, and returns its stdout.
    /// With `captureOutput` false stdout goes to /dev/null too, for programs that leave a
    /// daemon behind holding it open.
    @discardableResult
    static func run(_ path: String, _ arguments: [String], captureOutput: Bool = true) throws -> String {
        try outcome(path, arguments, captureOutput: captureOutput).stdout
    }

    static func outcome(_ path: String, _ arguments: [String], captureOutput: Bool = true) throws -> Outcome {
        var pipeEnds: [Int32] = [-1, -1]
        if captureOutput, pipe(&pipeEnds) != 0 {
            throw Failure(description: "pipe failed: errno \(errno)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // Test threads block most signals and a child inherits that mask; tmux passes it on to
        // feedterm, which must see SIGTERM the way it would from a shell.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        if captureOutput { close(pipeEnds[1]) }
        guard spawned == 0 else {
            if captureOutput { close(pipeEnds[0]) }
            throw Failure(description: "posix_spawn \(path) failed: \(spawned)")
        }
        var output = [UInt8]()
        if captureOutput {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipeEnds[0], &chunk, chunk.count)
                if count > 0 {
                    output += chunk[0..<count]
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        // WIFEXITED / WTERMSIG, which Swift does not import.
        let signal = status & 0x7F
        let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return Outcome(status: exitStatus, stdout: String(decoding: output, as: UTF8.self))
    }
}
