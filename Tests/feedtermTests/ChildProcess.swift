import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way the tests run a program: posix_spawn and waitpid, with no Foundation `Process`
/// in between, and with no signal blocked.
///
/// tmux's client forks a server and exits; Foundation's `Process` on Linux did not always reap
/// such a client inside swift-testing's threads, and `waitUntilExit` then never returned. And
/// test threads block most signals, which a child would inherit: feedterm must see SIGTERM the
/// way it would from a shell.
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// How a program ended and what it printed.
    struct Outcome {
        /// The exit status, or 128 + the signal that ended it.
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// How a program ended, what it printed, and the most memory it held.
    struct MeasuredOutcome {
        let status: Int32
        let stdout: String
        let maxResidentMegabytes: Double
    }

    /// A program left running, with its standard output to read; killed when released.
    final class Running {
        let pid: pid_t
        let output: FileHandle

        fileprivate init(pid: pid_t, output: Int32) {
            self.pid = pid
            self.output = FileHandle(fileDescriptor: output, closeOnDealloc: true)
        }

        private var ended = false

        /// Reads its output to the end and waits for it: its exit status, or 128 + the signal
        /// that ended it.
        func wait() -> Int32 {
            _ = output.readDataToEndOfFile()
            ended = true
            return ChildProcess.wait(pid)
        }

        /// SIGKILL, not SIGTERM: it cannot be blocked or ignored.
        deinit {
            guard !ended else { return }
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
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

    /// Runs `path` and returns its stdout. With `captureOutput` false, stdout goes to /dev/null,
    /// for programs that leave a daemon behind holding it open.
    @discardableResult
    static func run(_ path: String, _ arguments: [String], directory: String? = nil, captureOutput: Bool = true) throws -> String {
        try outcome(path, arguments, directory: directory, captureOutput: captureOutput).stdout
    }

    /// Runs `path` to its end: `stdin` written to it (else /dev/null), stdout and stderr read
    /// at once so neither can fill and block it, in `directory` with `environment` added to
    /// this process's.
    static func outcome(
        _ path: String, _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
        directory: String? = nil, captureOutput: Bool = true
    ) throws -> Outcome {
        let (input, output, errors, pid) = try spawning.withLock {
            let input = stdin == nil ? nil : try makePipe()
            let output = captureOutput ? try makePipe() : nil
            let errors = captureOutput ? try makePipe() : nil
            return (input, output, errors, try spawn(path, arguments, input: input, output: output, errors: errors, environment: environment, directory: directory))
        }
        // Standard input and error on threads of their own, standard output here.
        let group = DispatchGroup()
        if let input, let stdin {
            DispatchQueue.global().async(group: group) {
                stdin.withUnsafeBytes { bytes in _ = write(input.write, bytes.baseAddress, bytes.count) }
                close(input.write)
            }
        }
        nonisolated(unsafe) var errorBytes = [UInt8]()
        if let errors {
            DispatchQueue.global().async(group: group) { errorBytes = readAll(errors.read) }
        }
        let outputBytes = output.map { readAll($0.read) } ?? []
        group.wait()
        return Outcome(status: wait(pid), stdout: String(decoding: outputBytes, as: UTF8.self), stderr: String(decoding: errorBytes, as: UTF8.self))
    }

    /// Starts `path` and leaves it running, its stdout to read.
    static func start(_ path: String, _ arguments: [String]) throws -> Running {
        let (output, pid) = try spawning.withLock {
            let output = try makePipe()
            return (output, try spawn(path, arguments, input: nil, output: output, errors: nil, environment: [:], directory: nil))
        }
        return Running(pid: pid, output: output.read)
    }

    private typealias Pipe = (read: Int32, write: Int32)

    /// Held from making a spawn's pipes to the spawn itself.
    private static let spawning = NSLock()

    /// A pipe whose ends close on exec: tests run at once, and a child that inherited another
    /// child's stdin pipe would keep it open, so that child would never see the end of input.
    /// Made under `spawning`, so no spawn can come between `pipe` and `fcntl`.
    private static func makePipe() throws -> Pipe {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw Failure(description: "pipe failed: errno \(errno)") }
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// A child that ends before it has read all of its standard input (a usage error, a
    /// `quit` before the last command) made writing the rest kill the tests' whole process
    /// with SIGPIPE: this process ignores it, so the write fails with EPIPE instead, and each
    /// child gets SIGPIPE back at its default (`spawn`).
    private static let ignoresBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// posix_spawn with each standard stream on its pipe end or /dev/null, an empty signal
    /// mask and SIGPIPE at its default; the parent's ends of the pipes are the ones left open here.
    private static func spawn(
        _ path: String, _ arguments: [String], input: Pipe?, output: Pipe?, errors: Pipe?,
        environment: [String: String], directory: String?
    ) throws -> pid_t {
        _ = ignoresBrokenPipes
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, pipe, toChild) in [(Int32(0), input, true), (1, output, false), (2, errors, false)] {
            if let pipe {
                posix_spawn_file_actions_adddup2(&actions, toChild ? pipe.read : pipe.write, descriptor)
                posix_spawn_file_actions_addclose(&actions, pipe.read)
                posix_spawn_file_actions_addclose(&actions, pipe.write)
            } else {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", toChild ? O_RDONLY : O_WRONLY, 0)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        // A working directory through sh's cd and exec, which keeps the pid: glibc's
        // posix_spawn_file_actions_addchdir_np does not reach Swift.
        let command = directory.map { ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, $0, path] + arguments } ?? [path] + arguments
        let argv = command.map { strdup($0) } + [nil]
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        // The child's ends are the child's now.
        for (pipe, toChild) in [(input, true), (output, false), (errors, false)] {
            if let pipe { close(toChild ? pipe.read : pipe.write) }
        }
        guard spawned == 0 else {
            if let input { close(input.write) }
            for pipe in [output, errors] { if let pipe { close(pipe.read) } }
            throw Failure(description: "posix_spawn \(path) failed: \(spawned)")
        }
        return pid
    }

    /// Everything a pipe gives until its other end closes; closes this end.
    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(descriptor)
        return bytes
    }

    /// The exit status of `pid` once it has ended, or 128 + the signal that ended it.
    fileprivate static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        // WIFEXITED / WTERMSIG, which Swift does not import.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
