import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP server on 127.0.0.1 serving a directory (Python's http.server), on a port the
/// system picks; stopped when released. It tells which requests it has had. With a delay,
/// every response waits that long first (scripts/slow-http-server.py).
final class LocalHTTPServer {
    let server: ChildProcess.Running
    let base: URL

    /// With `hostile`, scripts/hostile-http-server.py: `directory` under /layouts/, and an
    /// attack on each of its other paths (a gzip bomb, an endless body, silence, redirects away).
    /// With `login`, scripts/login-http-server.py on `login.bind`: every request must carry
    /// `Authorization: Bearer TOKEN` (none for a nil token), and a path under /away/ is
    /// redirected to `login.away`.
    init(serving directory: String, delay: Double? = nil, hostile: Bool = false, login: (token: String?, bind: String, away: String?)? = nil) throws {
        // Debian's python3 itself: a version manager's shim would fork, and killing the shim
        // would leave the server running.
        let debianPython = "/usr/bin/python3"
        let python = FileManager.default.isExecutableFile(atPath: debianPython) ? [debianPython] : ["/usr/bin/env", "python3"]
        // Its request log (stderr) joins its stdout, where `requests` reads it.
        let hostileScript = [FeedtermProcess.root.appendingPathComponent("scripts/hostile-http-server.py").path, directory]
        let loginScript = login.map { [FeedtermProcess.root.appendingPathComponent("scripts/login-http-server.py").path, directory, $0.bind, $0.token ?? "-"] + ($0.away.map { [$0] } ?? []) }
        let serve = loginScript ?? (hostile ? hostileScript : nil) ?? delay.map { [FeedtermProcess.root.appendingPathComponent("scripts/slow-http-server.py").path, directory, String($0)] }
            ?? ["-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory]
        let command = (python + ["-u"] + serve).map { "'\($0)'" }.joined(separator: " ")
        server = try ChildProcess.start("/bin/sh", ["-c", "exec \(command) 2>&1"])
        // "Serving HTTP on 127.0.0.1 port 39433 (http://127.0.0.1:39433/) ..."
        var text = ""
        let deadline = Date().addingTimeInterval(10)
        while !text.contains("port "), Date() < deadline {
            let chunk = server.output.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: #"port (\d+)"#, options: .regularExpression),
              let port = Int(text[range].dropFirst(5)) else {
            throw ChildProcess.Failure(description: "python3 -m http.server did not start: \(text)")
        }
        base = URL(string: "http://\(login?.bind ?? "127.0.0.1"):\(port)/")!
        _ = fcntl(server.output.fileDescriptor, F_SETFL, O_NONBLOCK)
    }

    /// The request lines it has logged so far (`GET /home.json HTTP/1.1`), without waiting.
    func requests() -> [String] {
        answers().map(\.request)
    }

    /// Each request line logged so far with whether it carried an Authorization header
    /// (login-http-server.py logs it, never its value).
    func authorizations() -> [(request: String, authorized: Bool)] {
        readLog()
        return log.split(separator: "\n").compactMap { line in
            line.range(of: #""[A-Z]+ [^"]*""#, options: .regularExpression).map { range in
                (String(line[range].dropFirst().dropLast()), line.hasSuffix("authorization=present"))
            }
        }
    }

    /// Each request line logged so far with the status it was answered with.
    func answers() -> [(request: String, status: Int?)] {
        readLog()
        return log.split(separator: "\n").compactMap { line in
            line.range(of: #""[A-Z]+ [^"]*""#, options: .regularExpression).map { range in
                (String(line[range].dropFirst().dropLast()), line[range.upperBound...].split(separator: " ").first.flatMap { Int($0) })
            }
        }
    }

    /// Reads what the server has logged since the last read, without waiting.
    private func readLog() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(server.output.fileDescriptor, &chunk, chunk.count)
            guard count > 0 else { break }
            log += String(decoding: chunk[0..<count], as: UTF8.self)
        }
    }

    private var log = ""
}
