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

    @Test func aLinkedTargetThatReachesAFileOrTheClockFailsWithEachPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-linked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("FeedModel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("Sources/FeedModel"), to: copy)
        let leak = """
            import Foundation
            import func Glibc.open
            import func Glibc.memchr
            func stamp() -> Date { Date() }  // Date() in a comment is no use
            let folder = FileManager.default.currentDirectoryPath
            """
        try leak.write(to: copy.appendingPathComponent("Leak.swift"), atomically: true, encoding: .utf8)
        let outcome = try ChildProcess.outcome(script, ["--linked", copy.path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.split(separator: "\n").map(String.init) == [
            "\(copy.path)/Leak.swift:1: a target the browser's core links imports Foundation; it may import only FeedModel|FeedRendering|FeedInput|FoundationEssentials|Synchronization (Foundation where check-core-purity.sh names why)",
            "\(copy.path)/Leak.swift:2: a target the browser's core links imports Glibc; it may import only FeedModel|FeedRendering|FeedInput|FoundationEssentials|Synchronization (Foundation where check-core-purity.sh names why)",
            "\(copy.path)/Leak.swift:4: a target the browser's core links uses Date(), which can reach a file, a process, the environment or the clock; hand it in from FeedFiles or the runtime",
            "\(copy.path)/Leak.swift:5: a target the browser's core links uses FileManager, which can reach a file, a process, the environment or the clock; hand it in from FeedFiles or the runtime",
        ], "the parser's threads and the C functions named stay allowed: \(outcome.stdout)")
    }

    @Test func everyTargetTheCoreLinksSeesOnlyWhatItImportsItself() throws {
        let package = try String(contentsOf: FeedtermProcess.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for target in ["FeedModel", "FeedRendering", "FeedInput"] {
            let line = try #require(package.split(separator: "\n").first { $0.contains(".target(name: \"\(target)\"") })
            #expect(line.contains(".enableUpcomingFeature(\"MemberImportVisibility\")"), "\(target)")
        }
    }
}
