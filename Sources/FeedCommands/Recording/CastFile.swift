import FeedFiles
import FeedModel
import Foundation

/// An asciicast v2 recording read back for its header and its input: a header line, then one
/// event per line. Read as it streams, in little memory: what was drawn (`"o"` events, a
/// frame each) is kept only as whether it drew anything, so an hour's recording reads as
/// fast as its keys.
/// A file that is not one gets a message with its line, never a crash.
package struct CastFile {
    /// One event: when, what kind (`i`, `r`, or another the format allows), and its text.
    package struct Event {
        package let seconds: Double
        package let kind: String
        package let text: String
    }

    /// A recording that cannot be read, and where.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    package let header: CastHeader
    /// The events, in order; a frame's text is `CastLines.drawn` when it drew anything, else
    /// empty.
    package let events: [Event]

    /// The longest line read whole: an input or resize event, or the header.
    package static let maxLine = 64 * 1024
    /// The most a recording may hold.
    package static let maxBytes = 1 << 30

    /// The recording in the file at `path`, named `name` in messages.
    package init(contentsOf path: String, name: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else { throw Problem(description: "cannot read \(name): \(DocumentFile.reason(for: errno))") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw Problem(description: "\(name) is not a regular file; a recording is one") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw Problem(description: "cannot read \(name): \(DocumentFile.reason(for: errno))") }
        defer { try? handle.close() }
        var lines = CastLines(name: name)
        var total = 0
        while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
            total += chunk.count
            guard total <= Self.maxBytes else { throw Problem(description: "\(name) is larger than 1 GiB") }
            try lines.take(chunk)
        }
        try lines.finish()
        guard let header = lines.header else { throw Problem(description: "\(name) is empty: an asciicast v2 recording starts with its header line") }
        self.header = header
        events = lines.events
    }
}
