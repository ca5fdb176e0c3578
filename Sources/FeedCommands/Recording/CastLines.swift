import Foundation

/// A recording's lines as its bytes arrive: the header decoded, each input and resize event
/// parsed, and each frame drawn (`"o"`) kept only as whether it drew anything: a long one is
/// passed over unparsed.
package struct CastLines {
    package let name: String
    package private(set) var header: CastHeader?
    package private(set) var events: [CastFile.Event] = []
    private var line: [UInt8] = []
    private var number = 0
    /// Whether the rest of the current line is a frame, passed over.
    private var passingOver = false

    package init(name: String) {
        self.name = name
    }

    package mutating func take(_ bytes: Data) throws {
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                try endLine()
            } else if !passingOver {
                line.append(byte)
                if line.count > CastFile.maxLine {
                    guard number > 0, Self.kind(of: line) == "o" else {
                        throw CastFile.Problem(description: "\(name):\(number + 1): a line longer than 64 KiB that is no frame drawn")
                    }
                    passingOver = true
                    line = []
                }
            }
        }
    }

    /// The last line, when the file does not end with a line feed.
    package mutating func finish() throws {
        if !line.isEmpty || passingOver { try endLine() }
    }

    private mutating func endLine() throws {
        number += 1
        defer {
            line = []
            passingOver = false
        }
        if passingOver {
            events.append(CastFile.Event(seconds: events.last?.seconds ?? 0, kind: "o", text: Self.drawn))
            return
        }
        if line.isEmpty { return }
        if number == 1 {
            do {
                header = try JSONDecoder().decode(CastHeader.self, from: Data(line))
            } catch {
                throw CastFile.Problem(description: "\(name):1: not an asciicast v2 header with version, width, height and feedterm's session; is it a recording made by 'feedterm browse --record'?")
            }
            guard header?.version == 2 else { throw CastFile.Problem(description: "\(name):1: asciicast version \(header?.version ?? 0); feedterm reads version 2") }
            return
        }
        // A frame is kept as whether it drew anything: only a short one is read to know.
        if Self.kind(of: line) == "o", line.count > 256 {
            events.append(CastFile.Event(seconds: events.last?.seconds ?? 0, kind: "o", text: Self.drawn))
            return
        }
        guard let array = try? JSONSerialization.jsonObject(with: Data(line)) as? [Any], array.count == 3,
              let seconds = (array[0] as? NSNumber)?.doubleValue, seconds.isFinite, seconds >= 0,
              let kind = array[1] as? String, let text = array[2] as? String else {
            throw CastFile.Problem(description: "\(name):\(number): not an asciicast v2 event, [seconds, kind, text]")
        }
        events.append(CastFile.Event(seconds: seconds, kind: kind, text: kind == "o" && !text.isEmpty ? Self.drawn : text))
    }

    /// The text a frame that drew something is kept as.
    package static let drawn = "(drawn)"

    /// The kind an event line names, read from its start without parsing the rest:
    /// `[1.5, "o", …` is `o`; nil when the start is not an event's.
    package static func kind(of line: [UInt8]) -> String? {
        guard let comma = line.prefix(64).firstIndex(of: UInt8(ascii: ",")) else { return nil }
        let rest = line[(comma + 1)...].drop { $0 == UInt8(ascii: " ") }
        guard rest.first == UInt8(ascii: "\""), let close = rest.dropFirst().prefix(16).firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return String(decoding: rest[(rest.startIndex + 1)..<close], as: UTF8.self)
    }
}
