import FeedFiles
import FeedFixtures
import FeedModel
import FeedRendering
import Foundation
import Testing

/// Every module file, both feeds at three widths, and every Previews value, against Snapshots/.
///
/// Documents are drawn by `LayoutSnapshot`, as `feedterm snapshot` draws them, with the
/// bundled pictures.
struct SnapshotTests {
    static let moduleFiles: [String] = {
        let folder = repositoryRoot.appendingPathComponent("layouts/modules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func modules(of path: String) -> [Module] {
        FeedDecoder().decode(contentsOf: repositoryRoot.appendingPathComponent(path)).modules.map { $0 }
    }

    @Test func thereIsAModuleFileForEveryType() {
        #expect(Self.moduleFiles.count == ModuleTypeRegistry.standard.typeNames.count)
    }

    @Test(arguments: moduleFiles)
    func moduleFile(_ name: String) {
        let modules = Self.modules(of: "layouts/modules/" + name)
        #expect(modules.count == 1)
        let buffer = LayoutSnapshot.buffer(of: modules, width: 80, renderer: LayoutPictures.renderer(for: modules))
        assertBufferSnapshot(buffer, folder: "modules", group: "module", name: String(name.dropLast(5)))
    }

    @Test(arguments: ["home", "deals"], [40, 80, 120])
    func feed(_ name: String, width: Int) {
        let modules = Self.modules(of: "layouts/\(name).json")
        let buffer = LayoutSnapshot.buffer(of: modules, width: width, renderer: LayoutPictures.renderer(for: modules))
        assertBufferSnapshot(buffer, folder: "feeds", group: name, name: "\(width)")
    }

    @Test(arguments: ["mono", "high-contrast"])
    func themedDeals(_ theme: String) throws {
        let renderer = FeedRenderer(theme: try #require(Theme.builtIn[theme]))
        let buffer = renderer.render(Self.modules(of: "layouts/modules/deals_for_you.json"), width: 80, focus: ElementID(module: 0, element: 1))
        assertBufferSnapshot(buffer, folder: "themes", group: "deals_for_you", name: theme)
    }
}
