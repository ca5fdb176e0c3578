import FeedBrowser
import FeedFiles
import FeedModel
import Foundation

/// The headers a command sends to its HTTP source (a login for a staging server), gathered
/// from where a person gives them, a later one replacing an earlier of the same name:
/// feedterm.json's `headers_from_env` (each value read from the variable it names), the file
/// `FEEDTERM_HEADER_FILE` names, `--header-file FILE`, then each `--header 'NAME: VALUE'`.
///
/// No message here ever quotes a value: they are secrets.
package enum LoginHeaders {
    /// The environment variable naming a header file, for flows and for every command.
    package static let fileVariable = "FEEDTERM_HEADER_FILE"
    /// The most a header file may hold, and the time its read may take (a FIFO, `<(pass …)`).
    package static let fileLimits = ReadLimits(maxBytes: 64 << 10, timeout: 5)

    /// The headers from `config`, the environment's header file, `file` and `lines`; `warn`
    /// hears of a variable the config names that is not set.
    package static func resolve(config: ProjectConfig?, file: String? = nil, lines: [String] = [], environment: [String: String] = ProcessInfo.processInfo.environment, warn: (String) -> Void = { _ in }) throws(UsageError) -> RequestHeaders {
        var headers = RequestHeaders()
        for (name, variable) in (config?.headersFromEnvironment ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let value = environment[variable], !value.isEmpty else {
                warn("feedterm.json's headers_from_env sends \(name) from $\(variable), which is not set; \(name) is not sent")
                continue
            }
            try add("\(name): \(value)", to: &headers, from: "$\(variable) (headers_from_env's \(name))")
        }
        if let named = environment[fileVariable], !named.isEmpty {
            try read(named, into: &headers, as: "\(fileVariable)'s file \(named)")
        }
        if let file {
            try read(file, into: &headers, as: "--header-file \(file)")
        }
        for line in lines {
            try add(line, to: &headers, from: "--header")
        }
        return headers
    }

    /// Adds each header of the file at `path`: one `NAME: VALUE` a line; blank lines and
    /// lines starting with `#` are skipped; a line ends in LF or CR LF (one Character to Swift).
    private static func read(_ path: String, into headers: inout RequestHeaders, as named: String) throws(UsageError) {
        let data: Data
        do {
            data = try DocumentFile.contents(ofFile: path, limits: fileLimits)
        } catch {
            throw UsageError("\(named) cannot be read: \(error)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw UsageError("\(named) is not UTF-8 text") }
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            try add(String(line), to: &headers, from: "\(named), line \(index + 1)")
        }
    }

    private static func add(_ line: String, to headers: inout RequestHeaders, from place: String) throws(UsageError) {
        do {
            try headers.add(line: line)
        } catch {
            throw UsageError("\(place): \(error.description)")
        }
    }
}
