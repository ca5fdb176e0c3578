import FeedModel
import Foundation

/// A recording's first line: asciicast v2's `version`, `width`, `height` and `timestamp` (when
/// it started), and under `"feedterm"` how browse was run, for `flow from-cast`: the source as
/// it was named (nil: the bundled shop), the cohort, the theme, and `"images": "off"` when no
/// picture was drawn (pictures off, or a terminal without colour).
struct CastHeader: Codable, Equatable {
    var version = 2
    var width: Int
    var height: Int
    var timestamp: Int?
    var feedterm: Session

    /// How browse was run.
    struct Session: Codable, Equatable {
        var source: String?
        var flags: [String]?
        var experiments: [String: String]?
        var clientVersion: String?
        var theme: String?
        var images: String?

        enum CodingKeys: String, CodingKey {
            case source, flags, experiments, theme, images
            case clientVersion = "client_version"
        }
    }

    /// The header on one line, keys in order.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// A string as JSON writes it.
    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
