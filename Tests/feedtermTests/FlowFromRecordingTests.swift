import FeedFlows
import FeedInput
import FeedRendering
import Foundation
import Testing
@testable import feedterm

/// A recording's input made into a flow's steps, and the keys a terminal sends read back.
struct FlowFromRecordingTests {
    static func event(_ seconds: Double, _ kind: String, _ text: String) -> CastFile.Event {
        CastFile.Event(seconds: seconds, kind: kind, text: text)
    }

    @Test func everyKeyAFlowNamesIsReadBackFromWhatATerminalSendsForIt() {
        let keys: [Key] = FlowKey.named.map(\.key) + [.character("f"), .character("/"), .character("é"), .character(" ")]
        var skipped = 0
        #expect(FlowKey.keys(in: keys.map(FlowKey.bytes).joined(), skipped: &skipped) == keys)
        #expect(skipped == 0)
        for key in keys {
            #expect(FlowKey.key(named: FlowKey.name(of: key)) == key)
        }
    }

    @Test func theCursorKeysInNormalModeAreKeysAndAMouseReportIsSkipped() {
        var skipped = 0
        let keys = FlowKey.keys(in: "\u{1B}[A\u{1B}[<0;12;5Mx\u{1B}[B\u{1}", skipped: &skipped)
        #expect(keys == [.up, .character("x"), .down])
        #expect(skipped == 2)
    }

    @Test func aPauseOfMoreThanASecondIsACheckpointAndTheEndIsOne() {
        let events = [
            Self.event(0.1, "o", "drawn"), Self.event(2.0, "i", "\u{1B}OB"), Self.event(2.2, "i", "\u{1B}OB"),
            Self.event(4.0, "i", "f"), Self.event(4.5, "r", "80x24"), Self.event(4.6, "i", "3"), Self.event(9.0, "i", "q"),
        ]
        let (steps, skipped) = FlowFromRecording.steps(of: events)
        #expect(steps == [
            .snapshot("pause-1"), .keys([.down, .down]), .snapshot("pause-2"), .keys([.character("f")]),
            .resize(FlowSize(columns: 80, rows: 24)), .keys([.character("3")]), .snapshot("end"),
        ])
        #expect(skipped == 0)
    }

    @Test func aSizeNoFlowCanHaveIsSkippedAndCounted() {
        let (steps, skipped) = FlowFromRecording.steps(of: [Self.event(0.5, "r", "10x3"), Self.event(0.6, "i", "\u{1B}[<64;1;1M")])
        #expect(steps == [.snapshot("end")])
        #expect(skipped == 2)
    }

    @Test func aFileThatIsNoRecordingIsRefusedWithItsLine() {
        #expect(throws: CastFile.Problem.self) { try CastFile(Data("{\"layout\": 1}\n".utf8), name: "x.cast") }
        let header = #"{"feedterm":{},"height":30,"version":2,"width":100}"#
        do {
            _ = try CastFile(Data((header + "\n[0.5, \"o\", \"ok\"]\n[\"late\", \"o\"]\n").utf8), name: "x.cast")
            Issue.record("a broken event was read")
        } catch let problem as CastFile.Problem {
            #expect(problem.description == "x.cast:3: not an asciicast v2 event, [seconds, kind, text]")
        } catch {
            Issue.record("\(error)")
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
        let cast = try CastFile(try Data(contentsOf: URL(fileURLWithPath: path)), name: "t")
        #expect(cast.header.width == 10 && cast.header.height == 3)
        #expect(cast.events.map(\.kind) == ["o", "o", "o"])
        #expect(cast.events[0].text.contains("\u{1B}[?1049h") && cast.events[0].text.contains("\u{1B}[1;1H\u{1B}[2Kone") && cast.events[0].text.contains("\u{1B}[3;1H"))
        #expect(cast.events[1].text == "\u{1B}[3;1H\u{1B}[2Ktwo")
        #expect(cast.events[2].text.hasSuffix("\u{1B}[?1049l"))
    }
}
