import FeedBrowser
import FeedBrowserCore
import FeedFiles
import FeedModel
import FeedRendering
import Foundation
import Synchronization

/// `--action-log FILE`: appends each performed action and each impression as one JSON object
/// per line.
///
/// Each line is the action as the layout format writes it, plus `"time"` (ISO 8601, UTC).
/// A write that fails (a full disk) stops the log, never the browser: `failure` says why, and
/// browse reports it and exits 1 when the person quits.
package final class ActionLog: Sendable {
    package let path: String
    private let handle: Mutex<FileHandle>
    private let firstFailure = Mutex<String?>(nil)

    /// Why the log stopped being written, when it did.
    package var failure: String? { firstFailure.withLock { $0 } }

    /// Opens `path` to append to, creating it when missing. Non-blocking: a FIFO nobody reads
    /// is refused at once instead of holding browse up before it starts, and a full one stops
    /// the log instead of the browser.
    package init(path: String) throws {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw UsageError("cannot write the action log \(TextSanitizer.printableLine(path)): \(DocumentFile.reason(for: errno))")
        }
        handle = Mutex(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
    }

    /// Logs an action as the layout format writes it.
    package func append(_ action: Action) {
        write(action, adding: [:])
    }

    /// Logs an impression: `{"type": "impression", "module_id": …, "module_type": …, "feed": …}`.
    package func append(_ impression: Impression) {
        write(impression, adding: ["type": "impression"])
    }

    private func write(_ value: some Encodable, adding fields: [String: String]) {
        guard var object = (try? JSONSerialization.jsonObject(with: JSONEncoder().encode(value))) as? [String: Any] else { return }
        object.merge(fields) { $1 }
        object["time"] = ISO8601DateFormatter().string(from: Date())
        guard let encoded = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        var line = Data(Self.escapingInvisible(String(decoding: encoded, as: UTF8.self)).utf8)
        line.append(UInt8(ascii: "\n"))
        guard failure == nil else { return }
        if let code = handle.withLock({ ProcessOutput.writeAll(String(decoding: line, as: UTF8.self), to: $0.fileDescriptor) }) {
            firstFailure.withLock { $0 = $0 ?? String(cString: strerror(code)) }
        }
    }

    /// The JSON text with every character a terminal could obey or hide written as a `\uXXXX`
    /// escape (C1 controls, line and paragraph separators, bidirectional controls, zero-width
    /// characters): the same value to a JSON reader, and inert to `cat` or `tail -f`.
    package static func escapingInvisible(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar.value {
            case 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF:
                out += String(format: "\\u%04X", scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
