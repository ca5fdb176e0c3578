import Foundation

/// One of the repository's local HTTP servers: scripts/slow-http-server.py serving a
/// directory, every response (or those of paths that start with `prefix`) `delay` seconds
/// late, or scripts/hostile-http-server.py; stopped when released.
final class LocalServer {
    let base: URL
    private let process = Process()

    convenience init(serving directory: URL, delay: Double, repository: URL, prefix: String = "/") throws {
        try self.init(script: "slow-http-server.py", arguments: [directory.path, String(delay), prefix], repository: repository)
    }

    /// scripts/hostile-http-server.py serving `directory` under /layouts/, with its attacks.
    convenience init(hostileServing directory: URL, repository: URL) throws {
        try self.init(script: "hostile-http-server.py", arguments: [directory.path], repository: repository)
    }

    private init(script: String, arguments: [String], repository: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", repository.appendingPathComponent("scripts/\(script)").path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 39433 (…"
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let range = line.range(of: #"port (\d+)"#, options: .regularExpression), let port = Int(line[range].dropFirst(5)) else {
            process.terminate()
            throw BenchError("\(script) did not start: \(line)")
        }
        base = URL(string: "http://127.0.0.1:\(port)/")!
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }
}
