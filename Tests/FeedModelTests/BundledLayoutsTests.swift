import FeedFiles
import FeedModel
import Foundation
import Testing

/// The layouts/ folder is the default source and the documentation's examples: it must be clean.
struct BundledLayoutsTests {
    static let layouts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("layouts").resolvingSymlinksInPath()

    static var files: [URL] {
        let enumerator = FileManager.default.enumerator(at: layouts, includingPropertiesForKeys: nil)
        // feedterm.json is the shop's project config, not a layout.
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "json" && $0.lastPathComponent != "feedterm.json" }.sorted { $0.path < $1.path }
    }

    @Test func everyBundledLayoutDecodesWithoutAnyDiagnostic() {
        #expect(Self.files.count >= 15)
        for file in Self.files {
            let result = FeedDecoder().decode(contentsOf: file)
            #expect(result.document != nil, "\(file.lastPathComponent)")
            #expect(result.diagnostics.isEmpty, "\(file.path): \(result.diagnostics)")
        }
    }

    @Test func homeAndDealsTogetherUseEveryModuleType() {
        var used = Set<String>()
        for name in ["home.json", "deals.json"] {
            let result = FeedDecoder().decode(contentsOf: Self.layouts.appendingPathComponent(name))
            #expect(result.modules.count >= 8, "\(name)")
            used.formUnion(result.modules.map(\.type))
        }
        #expect(used == Set(ModuleTypeRegistry.standard.typeNames))
    }

    @Test func everyModuleTypeHasAPreviewFile() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.layouts.appendingPathComponent("modules").path)
        #expect(Set(files) == Set(ModuleTypeRegistry.standard.typeNames.map { $0 + ".json" }))
    }
}
