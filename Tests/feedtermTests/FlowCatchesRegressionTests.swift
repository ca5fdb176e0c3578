import Foundation
import Testing

/// The project's flows guard behaviour, not only drawing: a scratch copy of the package whose
/// favorite no longer toggles is built, and its own flows must fail, naming the flow, the
/// checkpoint and the step.
///
/// Building a copy takes both cores for a minute, which would starve the timed tests beside
/// it: scripts/test.sh runs it alone, after the others, with FEEDTERM_BUILDS_SCRATCH_COPY=1.
@Suite(.serialized) struct FlowCatchesRegressionTests {
    static let runsAlone = ProcessInfo.processInfo.environment["FEEDTERM_BUILDS_SCRATCH_COPY"] == "1"

    static let favoriteLogic = "Sources/FeedBrowserCore/Shopper/ShopperState.swift"
    static let toggle = "let favorite = !(kept.favorites[card.listingID]?.favorite ?? card.isFavorite)"
    static let broken = "let favorite = kept.favorites[card.listingID]?.favorite ?? card.isFavorite"

    @Test(.enabled(if: runsAlone, "it builds a scratch copy of feedterm: scripts/test.sh runs it alone, after the other tests"), .timeLimit(.minutes(15)))
    func aFavoriteThatNoLongerTogglesFailsTheFavoriteFlow() throws {
        let root = FeedtermProcess.root
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-regression-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        // What the package needs to build, and the flows with what they recorded; layouts is
        // the same link to the bundled shop as in the repository.
        for item in ["Package.swift", "Package.resolved", "Sources", "Tests", "Snapshots"] where FileManager.default.fileExists(atPath: root.appendingPathComponent(item).path) {
            try FileManager.default.copyItem(at: root.appendingPathComponent(item), to: scratch.appendingPathComponent(item))
        }
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("layouts").path, withDestinationPath: "Sources/feedterm/Resources/layouts")
        // The packages it depends on, as this build resolved them: the copy builds offline.
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent(".build"), withIntermediateDirectories: true)
        for item in ["checkouts", "repositories", "workspace-state.json"] where FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/\(item)").path) {
            try FileManager.default.copyItem(at: root.appendingPathComponent(".build/\(item)"), to: scratch.appendingPathComponent(".build/\(item)"))
        }
        let logic = scratch.appendingPathComponent(Self.favoriteLogic)
        let source = try String(contentsOf: logic, encoding: .utf8)
        try #require(source.contains(Self.toggle), "the favorite's toggle moved: update this test")
        try Data(source.replacingOccurrences(of: Self.toggle, with: Self.broken).utf8).write(to: logic)

        let build = try ChildProcess.outcome("/bin/sh", ["-c", "swift build --product feedterm 2>&1"], stdin: Data(), environment: [:], directory: scratch.path)
        try #require(build.status == 0, "the scratch copy did not build:\n\(build.stdout.suffix(2000))")
        let binary = scratch.appendingPathComponent(".build/debug/feedterm").path
        let check = try ChildProcess.outcome(binary, ["snapshot", "check", "Tests/Flows", "--out", "Snapshots/Flows", "--root", "Tests/Flows"], stdin: Data(), environment: [:], directory: scratch.path)
        #expect(check.status == 1, "\(check.stdout)")
        #expect(check.stdout.contains("flow favorite.json (favorite a card from Home and find it in Favorites), checkpoint 'favorited', after keys f:"), "\(check.stdout)")
        #expect(check.stdout.contains("-  saved favorite 1002 on (Speckled ceramic mug)"), "\(check.stdout)")
        #expect(check.stdout.contains("checkpoint 'favorites-tab', after keys 3:"), "\(check.stdout)")
    }
}
