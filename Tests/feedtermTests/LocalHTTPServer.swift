import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP server on 127.0.0.1 serving a directory (Python's http.server), on a port the
/// system picks; stopped when released.
final class LocalHTTPServer {
    let server: ChildProcess.Running
    let base: URL

    init(serving directory: String) throws {
        // Debian's python3 itself: a version manager's shim would fork, and killing the shim
        // would leave the server running.
        let debianPython = "/usr/bin/python3"
        let python = FileManager.default.isExecutableFile(atPath: debianPython) ? [debianPython] : ["/usr/bin/env", "python3"]
        server = try ChildProcess.start(python[0], Array(python.dropFirst()) + ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory])
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
        base = URL(string: "http://127.0.0.1:\(port)/")!
    }
}
