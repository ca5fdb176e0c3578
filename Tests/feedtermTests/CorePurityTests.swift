import Foundation
import Testing

/// scripts/check-core-purity.sh, which CI runs: the browser's core as it is passes, and a core
/// that imports Foundation or reaches a file fails, naming each place.
struct CorePurityTests {
    let script = FeedtermProcess.root.appendingPathComponent("scripts/check-core-purity.sh").path

    @Test func theCoreImportsAndUsesNothingThatCanDoIO() throws {
        let outcome = try ChildProcess.outcome(script, [])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func aCoreThatReachesAFileOrTheClockFailsWithEachPlace() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-core-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("Sources/FeedBrowserCore"), to: copy)
        let leak = """
            import Foundation
            import FoundationEssentials
            func leak() -> Int { FileManager.default.subpaths(atPath: "/")?.count ?? 0 }  // FileManager
            // A comment may say Date() and ProcessInfo.
            func now() -> Date { Date() }
            """
        try leak.write(to: copy.appendingPathComponent("Leak.swift"), atomically: true, encoding: .utf8)
        let outcome = try ChildProcess.outcome(script, [copy.path])
        #expect(outcome.status == 1)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(copy.path)/Leak.swift:1: the browser's core imports Foundation; it may import only FeedModel|FeedRendering|FeedInput|FoundationEssentials (docs/architecture.md)",
            "\(copy.path)/Leak.swift:3: the browser's core uses FileManager, which can reach a file, a process, the environment or the clock; do it in the runtime (FeedBrowser) and hand the core its result",
            "\(copy.path)/Leak.swift:5: the browser's core uses Date(), which can reach a file, a process, the environment or the clock; do it in the runtime (FeedBrowser) and hand the core its result",
        ], "\(outcome.stdout)")
    }

    @Test func theCoreSeesOnlyWhatItImportsItself() throws {
        // Without MemberImportVisibility, a member its dependencies import (Foundation's
        // FileManager extensions, Dispatch's) would compile in the core unseen by the script.
        let package = try String(contentsOf: FeedtermProcess.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let core = try #require(package.split(separator: "\n").first { $0.contains(".target(name: \"FeedBrowserCore\"") })
        #expect(core.contains(".enableUpcomingFeature(\"MemberImportVisibility\")"))
    }
}
