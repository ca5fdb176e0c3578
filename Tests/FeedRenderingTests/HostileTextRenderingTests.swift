import FeedFiles
import FeedModel
import FeedRendering
import Foundation
import Testing

/// Feeds whose every string attacks the terminal (Tests/Fixtures/hostile) draw as visible,
/// inert text that keeps to its area, at every width.
struct HostileTextRenderingTests {
    static let modules: [Module] = ["home", "deals"].flatMap { name in
        FeedDecoder().decode(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/hostile/\(name).json")).modules
    }

    @Test func theFixturesDecodeWhole() {
        #expect(Self.modules.count >= 16)
    }

    @Test func everyWidthKeepsEveryPromise() {
        for width in stride(from: 20, through: 250, by: 3) {
            let buffer = FeedRenderer().render(Self.modules, width: width)
            let problems = BufferAudit.problems(in: buffer)
            #expect(problems.isEmpty, "width \(width): \(problems.prefix(3))")
        }
    }

    @Test func attacksAreShownAsVisibleText() {
        let text = PlainTextSerializer.string(of: FeedRenderer().render(Self.modules, width: 250))
        for shown in ["␛]52;c;SGVsbG8=␇Clip", "␛[2J␛[HCleared", "PRICE 99␍FREE", "NUL␀inside", "DEL␡ BEL␇ BS␈ VT␋ FF␌", "\u{FFFD}31mC1 CSI \u{FFFD}0;osc", "line sep para tab newline"] {
            #expect(text.contains(shown), "missing \(shown)")
        }
        // Bidi controls and zero-width characters are removed; their neighbours stay in order.
        #expect(text.contains("evil LRE RLE LRO iso x y"))
        #expect(text.contains("zerowidthBOM"))
    }

    @Test func aTenMegabyteTitleIsCutToItsLine() {
        let module = Module(type: "section_header", payload: SectionHeader(header: Header(title: String(repeating: "x", count: 10_000_000))))
        let buffer = FeedRenderer().render([module], width: 80)
        #expect(buffer.height == 1)
        #expect(buffer.line(0) == String(repeating: "x", count: 79) + "…")
    }

    @Test func tinyAreasDrawTheHostileFeedWithoutCrashing() {
        for (index, module) in Self.modules.enumerated() {
            for (width, height) in [(1, 1), (2, 5), (10, 3)] {
                let renderer = FeedRenderer()
                let context = renderer.context(for: module, index: index)
                var buffer = Buffer(width: width, height: height)
                renderer.component(for: module, context: context).render(in: buffer.area, into: &buffer, context: context)
                #expect(BufferAudit.problems(in: buffer).isEmpty)
            }
        }
    }
}
