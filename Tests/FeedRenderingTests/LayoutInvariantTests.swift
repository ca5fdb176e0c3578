import FeedFiles
import FeedModel
import FeedRendering
import Foundation
import Testing

/// Any width lays out without overflow, and tiny areas never crash.
struct LayoutInvariantTests {
    static let feeds: [[Module]] = ["home", "deals"].map {
        FeedDecoder().decode(contentsOf: repositoryRoot.appendingPathComponent("layouts/\($0).json")).modules.map { $0 }
    }

    /// Records every promise the buffer breaks (BufferAudit) as a test failure.
    static func checkRows(of buffer: Buffer, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let problems = BufferAudit.problems(in: buffer)
        #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test func everyWidthFromTwentyToTwoHundredFiftyFits() {
        for width in stride(from: 20, through: 250, by: 1) {
            for modules in Self.feeds {
                Self.checkRows(of: FeedRenderer().render(modules, width: width))
            }
        }
    }

    @Test func tinyAreasDrawNothingOutsideThemAndNeverCrash() {
        let modules = Self.feeds.flatMap { $0 }
        for (width, height) in [(0, 0), (1, 1), (2, 5), (10, 3), (5, 2)] {
            for (index, module) in modules.enumerated() {
                let renderer = FeedRenderer()
                let context = renderer.context(for: module, index: index)
                let component = renderer.component(for: module, context: context)
                var buffer = Buffer(width: 16, height: 12)
                let area = Rect(x: 3, y: 3, width: width, height: height)
                component.render(in: area, into: &buffer, context: context)
                for y in 0..<buffer.height {
                    for x in 0..<buffer.width where !area.contains(x: x, y: y) {
                        #expect(buffer[x, y] == Cell(), "\(module.type) at \(area) drew at \(x),\(y)")
                    }
                }
            }
        }
    }

    @Test func unknownModuleTypesAreDrawnAsANoticeNotDropped() {
        struct Countdown: ModulePayload {}
        let buffer = FeedRenderer().render([Module(type: "countdown", payload: Countdown())], width: 50)
        #expect(buffer.line(0).hasPrefix("[countdown] no renderer for this module type"))
    }
}
