import Foundation

/// The threads of a running process, read from /proc: how a test sees that waiting loads
/// cost no thread each.
enum ProcessThreads {
    /// The threads of the process named `name` whose command line holds `argument`; nil when
    /// none runs.
    static func count(ofProcessNamed name: String, holding argument: String) -> Int? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for entry in entries where entry.allSatisfy(\.isNumber) {
            guard let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8),
                  status.hasPrefix("Name:\t\(name)\n"),
                  let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                  String(decoding: commandLine, as: UTF8.self).contains(argument) else { continue }
            let line = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
            return line.flatMap { Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) }
        }
        return nil
    }
}
