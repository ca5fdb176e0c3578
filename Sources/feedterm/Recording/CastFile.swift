import FeedModel
import Foundation

/// An asciicast v2 recording read back: its header and its events, each checked, so that a
/// file that is not one gets a message with its line, never a crash.
struct CastFile {
    /// One event: when, what kind (`o`, `i`, `r`, or another the format allows), and its text.
    struct Event {
        let seconds: Double
        let kind: String
        let text: String
    }

    /// A recording that cannot be read, and where.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    let header: CastHeader
    let events: [Event]

    /// The recording in `data`, from the file named `name` (for messages).
    init(_ data: Data, name: String) throws {
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let first = lines.first, !first.isEmpty else { throw Problem(description: "\(name) is empty: an asciicast v2 recording starts with its header line") }
        do {
            header = try JSONDecoder().decode(CastHeader.self, from: Data(first))
        } catch {
            throw Problem(description: "\(name):1: not an asciicast v2 header with version, width, height and feedterm's session; is it a recording made by 'feedterm browse --record'?")
        }
        guard header.version == 2 else { throw Problem(description: "\(name):1: asciicast version \(header.version); feedterm reads version 2") }
        var events: [Event] = []
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            guard let array = try? JSONSerialization.jsonObject(with: Data(line)) as? [Any], array.count == 3,
                  let seconds = (array[0] as? NSNumber)?.doubleValue, seconds.isFinite, seconds >= 0,
                  let kind = array[1] as? String, let text = array[2] as? String else {
                throw Problem(description: "\(name):\(index + 1): not an asciicast v2 event, [seconds, kind, text]")
            }
            events.append(Event(seconds: seconds, kind: kind, text: text))
        }
        self.events = events
    }
}
