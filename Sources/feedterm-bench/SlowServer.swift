import Foundation

/// scripts/slow-http-server.py serving a directory, every response (or those of paths that
/// start with `prefix`) `delay` seconds late; stopped when released.
final class SlowServer {
    let base: URL
    private let process = Process()

    init(serving directory: URL, delay: Double, repository: URL, prefix: String = "/") throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", repository.appendingPathComponent("scripts/slow-http-server.py").path, directory.path, String(delay), prefix]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 39433 (…"
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let range = line.range(of: #"port (\d+)"#, options: .regularExpression), let port = Int(line[range].dropFirst(5)) else {
            process.terminate()
            throw BenchError("the slow server did not start: \(line)")
        }
        base = URL(string: "http://127.0.0.1:\(port)/")!
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }
}
