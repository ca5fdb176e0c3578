import FeedBrowser
import FeedBrowserCore
import FeedFixtures
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Testing

/// Tab and the arrows reach every focus stop of every bundled layout, module by module in
/// reading order, and Enter on each asks for exactly the action its module declares.
struct FocusWalkTests {
    static let layouts = repositoryRoot.appendingPathComponent("layouts").resolvingSymlinksInPath()

    /// Every bundled document: the feeds, their pages, listings, shops and module previews.
    static let files: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: layouts.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test(arguments: files, [40, 80])
    func everyStopIsReachedInOrderAndEnterPerformsIt(_ file: String, width: Int) throws {
        let text = try String(contentsOf: Self.layouts.appendingPathComponent(file), encoding: .utf8)
        let result = try #require(FeedDecoder().decode(Data(text.utf8)) as FeedDecodeResult?)
        // The browser shows what a reader with no flags sees.
        walkEveryStop(of: result, showing: Cohort().visible(result.modules), named: file, width: width)
    }

    /// Every module preview (the values Snapshots/previews draws), as a one-module feed.
    @Test(arguments: ModulePreview.all.indices, [40, 80])
    func everyStopOfEveryPreviewIsReachedInOrderAndEnterPerformsIt(_ index: Int, width: Int) {
        let preview = ModulePreview.all[index]
        let result = FeedDecodeResult(document: FeedDocument(modules: [preview.module]), diagnostics: [])
        walkEveryStop(of: result, showing: [preview.module], named: "\(preview.group).\(preview.name)", width: width)
    }

    /// Shows `result` as Home, walks it with Tab and the arrows, and checks that every stop the
    /// modules of `shown` declare was reached, module by module, and that Enter performed it.
    private func walkEveryStop(of result: FeedDecodeResult, showing shown: [Module], named name: String, width: Int) {
        let driver = Harness(source: MemorySource(files: ["deals.json": #"{"modules": []}"#]), width: width, height: 24, answers: .whenAsked)
        driver.answer("home.json", with: result)
        let renderer = FeedRenderer()
        let declared = shown.map { renderer.focusPlan(for: $0).stops }
        var reached: [ElementID: Action] = [:]
        var moduleOrder: [Int] = []
        driver.press(.home)
        if driver.state.focus == nil { driver.press(.tab) }
        while let start = driver.state.focus, moduleOrder.last != start.module {
            moduleOrder.append(start.module)
            walk(module: start.module, from: start, driver: driver, reached: &reached)
            driver.press(.tab)
        }
        let expected = declared.enumerated().filter { !$0.element.isEmpty }.map(\.offset)
        #expect(moduleOrder == expected, "\(name): Tab visits every module with stops, top to bottom")
        for (module, stops) in declared.enumerated() {
            for (element, stop) in stops.enumerated() {
                #expect(reached[ElementID(module: module, element: element)] == stop.action, "\(name) at \(width): stop \(module).\(element) (\(stop.part))")
            }
        }
    }

    /// Visits every stop of one module with → ← ↓, pressing Enter on each new one.
    private func walk(module: Int, from start: ElementID, driver: Harness, reached: inout [ElementID: Action]) {
        var current = start
        func visit(_ driver: Harness) {
            guard let focus = driver.state.focus, focus.module == module, reached[focus] == nil else { return }
            driver.press(.enter)
            reached[focus] = driver.performed.first
        }
        visit(driver)
        while true {
            for key in [Key.right, .left] {
                var previous = driver.state.focus
                driver.press(key)
                while let focus = driver.state.focus, focus != previous, focus.module == module {
                    visit(driver)
                    previous = focus
                    driver.press(key)
                }
            }
            current = driver.state.focus ?? current
            driver.press(.down)
            guard let below = driver.state.focus, below.module == module, below != current else {
                // Left the module (or stayed): come back up, so Tab goes on from this module.
                if driver.state.focus?.module != module { driver.press(.up) }
                return
            }
            visit(driver)
            current = below
        }
    }
}
