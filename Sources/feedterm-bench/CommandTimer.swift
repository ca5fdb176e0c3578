import Foundation

/// Times whole processes, start-up included, as a person running them would feel it.
enum CommandTimer {
    /// Median wall-clock milliseconds of each command over `runs` runs, the commands taking
    /// turns so both see the same machine. A command that fails (exits other than with one of
    /// `success`, 0 by default; `feedterm diff` exits 1 for a change) stops the bench.
    static func alternating(_ commands: [[String]], runs: Int, success: Set<Int32> = [0]) throws -> [Double] {
        var samples = [[Double]](repeating: [], count: commands.count)
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() {
                samples[index].append(try milliseconds(command, success: success))
            }
        }
        return samples.map(Stopwatch.median)
    }

    /// One run, through posix_spawn and waitpid: Foundation's `Process.waitUntilExit` polls
    /// its run loop, which added up to 50 ms to a 150 ms command.
    private static func milliseconds(_ command: [String], success: Set<Int32>) throws -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var status: Int32 = 0
        let time = try Stopwatch.milliseconds {
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
            guard spawned == 0 else { throw BenchError("\(command[0]) could not be started: \(String(cString: strerror(spawned)))") }
            while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        }
        // WIFEXITED with an exit status among `success` (the wait status's low byte 0, its
        // next the exit status): macros Swift does not import.
        guard status & 0x7F == 0, success.contains((status >> 8) & 0xFF) else {
            throw BenchError("\(command.joined(separator: " ")) ended with wait status \(status)")
        }
        return time
    }

    /// The path of an executable on PATH, or nil.
    static func find(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
