@testable import FeedCommands
import FeedFiles
import FeedModel
import FeedRendering
import Foundation
import Testing

/// docs/components.md against the module types: every type drawn in the browser has its
/// section, and every drawing a section shows is what `feedterm preview
/// layouts/modules/TYPE.json --color never` draws at some width, line for line. A drawing that
/// went stale when a component changed fails here, naming its section.
struct ComponentsDocTests {
    /// A section of the page that names module types (`## Banners (`hero_banner`,
    /// `promo_banner`)`), with the drawings it shows.
    struct Section: CustomTestStringConvertible, Sendable {
        let heading: String
        let types: [String]
        var drawings: [[String]] = []
        var testDescription: String { heading }
    }

    /// The sections of the page that name a module type.
    static let sections: [Section] = {
        let page = (try? String(contentsOf: FeedtermProcess.root.appendingPathComponent("docs/components.md"), encoding: .utf8)) ?? ""
        var sections: [Section] = []
        var block: [String]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if block == nil, line.hasPrefix("## ") {
                sections.append(Section(heading: line, types: ModuleType.standard.map(\.name).filter { line.contains("`\($0)`") }))
            } else if line.hasPrefix("```") {
                if let finished = block, !sections.isEmpty {
                    sections[sections.count - 1].drawings.append(finished)
                }
                block = block == nil ? [] : nil
            } else if block != nil {
                block?.append(line)
            }
        }
        return sections.filter { !$0.types.isEmpty }
    }()

    @Test func everyModuleTypeTheBrowserDrawsHasASection() {
        let drawn = Set(ModuleType.standard.map(\.name).filter { $0 != ModuleType.deferred.name })
        let documented = Set(Self.sections.flatMap(\.types))
        #expect(drawn.subtracting(documented).isEmpty, "no section for \(drawn.subtracting(documented).sorted())")
    }

    @Test(arguments: sections)
    func everyDrawingOfASectionIsWhatPreviewDrawsOfItsTypes(section: Section) throws {
        #expect(!section.drawings.isEmpty, "\(section.heading) shows no drawing")
        let drawing = PreviewDrawing(renderer: FeedRenderer(theme: .shop), depth: .none, asciiOnly: false)
        let drawings = section.types.flatMap { type in
            let file = FeedtermProcess.root.appendingPathComponent("layouts/modules/\(type).json")
            let modules = Array(FeedDecoder().decode(contentsOf: file).modules)
            return (20...120).map { width in drawing.lines(of: modules, width: width).map(Self.trimmed) }
        }
        for block in section.drawings {
            for paragraph in Self.paragraphs(of: block) {
                let found = drawings.contains { lines in Self.holds(lines, paragraph) }
                #expect(found, "docs/components.md, \(section.heading): no width of \(section.types.joined(separator: " or ")) draws\n\(paragraph.joined(separator: "\n"))")
            }
        }
    }

    /// A drawing's parts: the lines between blank ones (a section shows one module at several
    /// widths that way), each line without its trailing spaces.
    static func paragraphs(of block: [String]) -> [[String]] {
        block.map(trimmed).split(separator: "").map(Array.init)
    }

    /// Whether `lines` holds `paragraph` as consecutive lines.
    static func holds(_ lines: [String], _ paragraph: [String]) -> Bool {
        guard paragraph.count <= lines.count else { return false }
        return (0...(lines.count - paragraph.count)).contains { start in Array(lines[start..<start + paragraph.count]) == paragraph }
    }

    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
}
