import FeedBrowser
import FeedModel
import FeedRendering
import Foundation
import Testing

/// Tab and the arrows reach every focus stop of every bundled layout, module by module in
/// reading order, and Enter on each asks for exactly the action its module declares.
struct FocusWalkTests {
    static let layouts = repositoryRoot.appendingPathComponent("layouts")

    /// Every bundled document: the feeds, their pages, listings, shops and module previews.
    static let files: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: layouts.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test(arguments: files, [40, 80])
    func everyStopIsReachedInOrderAndEnterPerformsIt(_ file: String, width: Int) throws {
        let text = try String(contentsOf: Self.layouts.appendingPathComponent(file), encoding: .utf8)
        var driver = StateDriver(source: MemorySource(files: ["home.json": text, "deals.json": #"{"modules": []}"#]), width: width, height: 24)
        driver.answer("home.json", with: driver.source.load("home.json"))
        // The browser shows what a reader with no flags sees.
        let modules = Cohort().visible(try #require(driver.source.load("home.json")).modules)
        let renderer = FeedRenderer()
        let declared = modules.map { renderer.focusPlan(for: $0).stops }
        var reached: [ElementID: Action] = [:]
        var moduleOrder: [Int] = []
        driver.press(.home)
        if driver.state.focus == nil { driver.press(.tab) }
        while let start = driver.state.focus, moduleOrder.last != start.module {
            moduleOrder.append(start.module)
            walk(module: start.module, from: start, driver: &driver, reached: &reached)
            driver.press(.tab)
        }
        let expected = declared.enumerated().filter { !$0.element.isEmpty }.map(\.offset)
        #expect(moduleOrder == expected, "\(file): Tab visits every module with stops, top to bottom")
        for (module, stops) in declared.enumerated() {
            for (element, stop) in stops.enumerated() {
                #expect(reached[ElementID(module: module, element: element)] == stop.action, "\(file) at \(width): stop \(module).\(element) (\(stop.part))")
            }
        }
    }

    /// Visits every stop of one module with → ← ↓, pressing Enter on each new one.
    private func walk(module: Int, from start: ElementID, driver: inout StateDriver, reached: inout [ElementID: Action]) {
        var current = start
        func visit(_ driver: inout StateDriver) {
            guard let focus = driver.state.focus, focus.module == module, reached[focus] == nil else { return }
            driver.press(.enter)
            reached[focus] = driver.performed.first
        }
        visit(&driver)
        while true {
            for key in [Key.right, .left] {
                var previous = driver.state.focus
                driver.press(key)
                while let focus = driver.state.focus, focus != previous, focus.module == module {
                    visit(&driver)
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
            visit(&driver)
            current = below
        }
    }
}
