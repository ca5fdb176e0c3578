import Foundation

/// Times whole processes, start-up included, as a person running them would feel it.
enum CommandTimer {
    /// Median wall-clock milliseconds of each command over `runs` runs, the commands taking
    /// turns so both see the same machine. A command that fails stops the bench.
    static func alternating(_ commands: [[String]], runs: Int) throws -> [Double] {
        var samples = [[Double]](repeating: [], count: commands.count)
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() {
                samples[index].append(try milliseconds(command))
            }
        }
        return samples.map(Stopwatch.median)
    }

    private static func milliseconds(_ command: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var status: Int32 = 0
        let time = try Stopwatch.milliseconds {
            try process.run()
            process.waitUntilExit()
            status = process.terminationStatus
        }
        guard status == 0 else {
            throw BenchError("\(command.joined(separator: " ")) exited \(status)")
        }
        return time
    }

    /// The path of an executable on PATH, or nil.
    static func find(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
