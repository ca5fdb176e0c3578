@testable import FeedCommands
import FeedFlows
import FeedInput
import FeedRendering
import Foundation
import Testing

/// A recording's input made into a flow's steps, and the keys a terminal sends read back.
struct FlowFromRecordingTests {
    /// The recording `text`, written to a file of its own and read back as from-cast reads it.
    static func cast(_ text: String, name: String) throws -> CastFile {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-\(UUID().uuidString)-\(name)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(text.utf8).write(to: file)
        return try CastFile(contentsOf: file.path, name: name)
    }

    static func event(_ seconds: Double, _ kind: String, _ text: String) -> CastFile.Event {
        CastFile.Event(seconds: seconds, kind: kind, text: text)
    }

    @Test func everyKeyAFlowNamesIsReadBackFromWhatATerminalSendsForIt() {
        let keys: [Key] = FlowKey.named.map(\.key) + [.character("f"), .character("/"), .character("é"), .character(" ")]
        var skipped = 0
        #expect(FlowKey.inputs(in: keys.map(FlowKey.bytes).joined(), skipped: &skipped) == keys.map(InputEvent.key))
        #expect(skipped == 0)
        for key in keys {
            #expect(FlowKey.input(named: FlowKey.name(of: .key(key))) == .key(key))
        }
        for (name, turn) in FlowKey.wheel {
            #expect(FlowKey.input(named: name) == turn && FlowKey.name(of: turn) == name)
        }
    }

    @Test func theCursorKeysInNormalModeAreKeysAndTheMouseIsClicksAndTheWheel() {
        var skipped = 0
        let inputs = FlowKey.inputs(in: "\u{1B}[A\u{1B}[<0;12;5Mx\u{1B}[<65;1;1M\u{1B}[<0;12;5m\u{1B}[<2;3;3M\u{1B}[B\u{1}", skipped: &skipped)
        #expect(inputs == [.key(.up), .click(x: 11, y: 4), .key(.character("x")), .wheel(3), .key(.down)])
        #expect(skipped == 2, "the right button, and a control character")
    }

    @Test func aPauseOfMoreThanASecondIsACheckpointAndTheEndIsOne() {
        let events = [
            Self.event(0.1, "o", "drawn"), Self.event(2.0, "i", "\u{1B}OB"), Self.event(2.1, "o", "drawn"), Self.event(2.2, "i", "\u{1B}OB"),
            Self.event(4.0, "i", "f"), Self.event(4.1, "o", "drawn"), Self.event(4.5, "r", "80x24"), Self.event(4.6, "i", "3"), Self.event(4.7, "o", "drawn"),
            Self.event(9.0, "i", "q"), Self.event(9.1, "o", "restored"),
        ]
        let (steps, skipped) = FlowFromRecording.steps(of: events)
        #expect(steps == [
            FlowStep(.snapshot("pause-1")), FlowStep(.keys([.key(.down), .key(.down)])), FlowStep(.snapshot("pause-2")), FlowStep(.keys([.key(.character("f"))])),
            FlowStep(.resize(FlowSize(columns: 80, rows: 24))), FlowStep(.keys([.key(.character("3"))])), FlowStep(.snapshot("end")),
        ])
        #expect(skipped == 0)
    }

    /// A click is a step of its own at its cell, counted from 1; the wheel is a key; a step
    /// after which nothing was drawn may do nothing in the flow either.
    @Test func aClickIsAStepAtItsCellAndAStepThatDrewNothingMayDoNothing() {
        let events = [
            Self.event(0.1, "o", "drawn"), Self.event(0.2, "i", "\u{1B}[<0;40;12M"), Self.event(0.3, "o", "drawn"),
            Self.event(0.4, "i", "\u{1B}[<65;1;1M"), Self.event(0.5, "o", ""), Self.event(0.6, "i", "\u{1B}[<0;1;30M"), Self.event(0.7, "o", ""),
        ]
        let (steps, skipped) = FlowFromRecording.steps(of: events)
        #expect(steps == [
            FlowStep(.click(.cell(column: 40, row: 12))), FlowStep(.keys([.wheel(3)]), mayDoNothing: true),
            FlowStep(.click(.cell(column: 1, row: 30)), mayDoNothing: true), FlowStep(.snapshot("end")),
        ])
        #expect(skipped == 0, "nothing is counted: clicks and the wheel are kept")
    }

    @Test func aSizeNoFlowCanHaveIsSkippedAndCounted() {
        let (steps, skipped) = FlowFromRecording.steps(of: [Self.event(0.5, "r", "10x3"), Self.event(0.6, "i", "\u{1B}[<3;1;1M")])
        #expect(steps == [FlowStep(.snapshot("end"))])
        #expect(skipped == 2)
    }

    @Test func aFileThatIsNoRecordingIsRefusedWithItsLine() {
        #expect(throws: CastFile.Problem.self) { try Self.cast("{\"layout\": 1}\n", name: "x.cast") }
        let header = #"{"feedterm":{},"height":30,"version":2,"width":100}"#
        do {
            _ = try Self.cast(header + "\n[0.5, \"o\", \"ok\"]\n[\"late\", \"i\"]\n", name: "x.cast")
            Issue.record("a broken event was read")
        } catch let problem as CastFile.Problem {
            #expect(problem.description == "x.cast:3: not an asciicast v2 event, [seconds, kind, text]")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func framesOfAnySizeArePassedOverAndAnOverlongInputIsRefused() throws {
        let header = #"{"feedterm":{},"height":30,"version":2,"width":100}"#
        let frame = "[0.5, \"o\", \"" + String(repeating: "x", count: 300_000) + "\"]"
        let cast = try Self.cast(header + "\n" + frame + "\n[0.7, \"i\", \"f\"]\n", name: "big.cast")
        #expect(cast.events.map(\.text) == [CastLines.drawn, "f"], "a frame is kept as having drawn, not as its text")
        let input = "[0.5, \"i\", \"" + String(repeating: "x", count: 70_000) + "\"]"
        do {
            _ = try Self.cast(header + "\n" + input + "\n", name: "big.cast")
            Issue.record("an overlong input was read")
        } catch let problem as CastFile.Problem {
            #expect(problem.description == "big.cast:2: a line longer than 64 KiB that is no frame drawn")
        }
    }

    @Test func aRecordingKeepsOnlyTheRowsThatChangedAfterItsFirstFrame() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recording = try CastRecording(path: path, header: CastHeader(width: 10, height: 3, feedterm: .init()))
        var buffer = Buffer(width: 10, height: 3)
        buffer.draw(DisplayText("one"), in: buffer.area.row(0), style: .plain)
        recording.frame(buffer, depth: .trueColor)
        buffer.draw(DisplayText("two"), in: buffer.area.row(2), style: .plain)
        recording.frame(buffer, depth: .trueColor)
        recording.end()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = try JSONDecoder().decode(CastHeader.self, from: Data(lines[0].utf8))
        #expect(header.width == 10 && header.height == 3)
        let events = try lines.dropFirst().map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
        #expect(events.map { $0[1] as? String } == ["o", "o", "o"])
        let texts = events.map { $0[2] as? String ?? "" }
        #expect(texts[0].contains("\u{1B}[?1049h") && texts[0].contains("\u{1B}[1;1H\u{1B}[2Kone") && texts[0].contains("\u{1B}[3;1H"))
        #expect(texts[1] == "\u{1B}[3;1H\u{1B}[2Ktwo", "only the row that changed")
        #expect(texts[2].hasSuffix("\u{1B}[?1049l"))
    }
}
