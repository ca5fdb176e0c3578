import Foundation
import Testing

/// `feedterm validate` of a whole source: references that lead nowhere, chains that come back,
/// and paths that hold nothing to check.
struct SourceValidationTests {
    /// A source folder with `files`, by path inside it.
    static func source(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-source-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    static let home = """
        {"next_page": "home-9.json", "modules": [
        {"type": "deferred", "deferred": {"path": "parts/nope.json"}},
        {"type": "section_header", "section_header": {"title": "T", "action": {"type": "open_feed", "feed": "dealz"}}},
        {"type": "hero_banner", "hero_banner": {"title": "T", "image": {"url": "images/missing.png", "alt_text": "Gone"}}},
        {"type": "hero_banner", "hero_banner": {"title": "T", "image": {"url": "images/there.png", "alt_text": "Here"}}},
        {"type": "section_header", "section_header": {"title": "T", "action": {"type": "open_feed", "feed": "deals"}}}]}
        """

    @Test func everyReferenceTheSourceDoesNotHaveIsAWarningAtItsPlace() throws {
        let root = try Self.source(["home.json": Self.home, "deals.json": "[]", "images/there.png": "png"])
        let output = try FeedtermProcess.run(["validate", "."], directory: root)
        #expect(output.status == 0)
        #expect(output.stdout.split(separator: "\n") == [
            "./home.json:2:43: warning: $.modules[0].deferred.path: the deferred document 'parts/nope.json' is not in the source ./; the browser shows an error in the module's place [FT400]",
            "./home.json:3:101: warning: $.modules[1].section_header.action.feed: the feed 'dealz.json' is not in the source ./ (did you mean the feed 'deals'?); selecting it shows an error [FT400]",
            "./home.json:4:72: warning: $.modules[2].hero_banner.image.url: the picture 'images/missing.png' is not in the source ./; the placeholder is drawn instead [FT400]",
            "./home.json:1:15: warning: $.next_page: the next page 'home-9.json' is not in the source ./; the browser shows an error where the next page would load [FT400]",
            "2 files checked: 0 errors, 4 warnings",
        ])
        // One file alone belongs to the nearest folder above it that holds home.json (the
        // format's rule), and is checked as fully as its folder checks it.
        let alone = try FeedtermProcess.run(["validate", "home.json"], directory: root)
        #expect(alone.stdout.split(separator: "\n").map(String.init) == output.stdout.split(separator: "\n").dropLast().map { $0.replacingOccurrences(of: "./home.json", with: "home.json") } + ["1 file checked: 0 errors, 4 warnings"])
        let named = try FeedtermProcess.run(["validate", "--source", ".", "--format", "json", "home.json"], directory: root)
        #expect(named.stdout.components(separatedBy: "FT400").count == 5)
    }

    @Test func aDeferredChainThatComesBackIsReportedWithTheChain() throws {
        let root = try Self.source([
            "home.json": #"[{"type": "deferred", "deferred": {"path": "parts/a.json"}}, {"type": "deferred", "deferred": {"path": "home.json"}}]"#,
            "parts/a.json": #"{"modules": [{"type": "deferred", "deferred": {"path": "parts/b.json"}}]}"#,
            "parts/b.json": #"{"modules": [], "next_page": "parts/a.json"}"#,
        ])
        let output = try FeedtermProcess.run(["validate", "--source", root.path, root.appendingPathComponent("home.json").path])
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix(":1:44: warning: $[0].deferred.path: the deferred document 'parts/a.json' leads back to a document already on the screen (parts/a.json → parts/b.json → parts/a.json); the browser refuses it with an error in place [FT401]"))
        #expect(lines[1].contains("$[1].deferred.path: the deferred document 'home.json' leads back to a document already on the screen (home.json → home.json)"))
    }

    @Test func pathsThatHoldNoLayoutAreAUsageError() throws {
        let empty = try Self.source(["notes.txt": "hi"])
        let output = try FeedtermProcess.run(["validate", empty.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("holds no layout document (no *.json file below it)"))
        #expect(output.stdout.isEmpty)
    }

    @Test func nowMakesExpiryReproducibleAndBadTimesAreUsageErrors() throws {
        let file = try FeedtermProcess.temporaryFile(#"{"type": "deals_for_you", "deals_for_you": {"header": {"title": "D"}, "items": [{"title_text": "T", "expires_at": "2026-12-06", "button": {"button_text": "Apply", "action": {"type": "apply_coupon", "code": "A"}}}]}}"#)
        #expect(try FeedtermProcess.run(["validate", "--strict", "--now", "2026-12-06T23:00:00Z", file]).status == 0)
        let after = try FeedtermProcess.run(["validate", "--now", "2026-12-07", file])
        #expect(after.stdout.contains("warning: $.deals_for_you.items[0].expires_at: the coupon expired at 2026-12-06T23:59:59Z; it is drawn as expired and its button does nothing [FT312]"))
        #expect(try FeedtermProcess.run(["validate", "--now", "yesterday", file]).status == 2)
    }

    @Test func theProjectConfigDeclaresTypesKeysAndIgnoresByPath() throws {
        let root = try Self.source([
            "feedterm.json": #"{"module_types": ["gift_note"], "action_types": ["share"], "known_keys": ["tracking"], "ignore": [{"codes": ["FT316"], "paths": ["legacy/**"]}]}"#,
            "home.json": #"[{"type": "gift_note", "gift_note": {"to": "you"}}, {"type": "section_header", "tracking": 1, "section_header": {"title": "T", "action": {"type": "share", "listing_id": 1}}}]"#,
            "legacy/old.json": #"{"type": "section_header", "section_header": {"title": "T", "action": {"type": "open_url", "url": "mailto:a@b.c"}}}"#,
            "new.json": #"{"type": "section_header", "section_header": {"title": "T", "action": {"type": "open_url", "url": "mailto:a@b.c"}}}"#,
        ])
        let output = try FeedtermProcess.run(["validate", "--strict", "."], directory: root)
        #expect(output.stdout.split(separator: "\n") == [
            "./new.json:1:99: error: $.section_header.action.url: the URL 'mailto:a@b.c' is not http or https; an app would hand it to whatever opens that scheme [FT316]",
            "3 files checked: 1 error, 0 warnings",
        ])
        // Run from elsewhere, the config beside the layout still applies: it is found from the
        // layout's folder up before the current directory's.
        let elsewhere = try FeedtermProcess.run(["validate", root.appendingPathComponent("home.json").path])
        #expect(elsewhere.stdout == "1 file checked: 0 errors, 0 warnings\n")
        let unrelated = try FeedtermProcess.temporaryFile(#"{"type": "gift_note", "gift_note": {}}"#)
        #expect(try FeedtermProcess.run(["validate", unrelated]).stdout.contains("unknown module type 'gift_note'"))
        let named = try FeedtermProcess.run(["validate", "--config", root.appendingPathComponent("feedterm.json").path, root.appendingPathComponent("home.json").path])
        #expect(named.stdout == "1 file checked: 0 errors, 0 warnings\n")
    }

    @Test func aConfigWithAProblemIsReportedLikeALayout() throws {
        let root = try Self.source(["feedterm.json": "{\n  \"module_type\": [\"x\"],\n  \"ignore\": [{\"codes\": [\"FX310\"]}]\n}", "home.json": "[]"])
        let refused = try FeedtermProcess.run(["validate", "home.json"], directory: root)
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("feedterm.json:3:24: error: $.ignore[0].codes: 'FX310' is not a feedterm diagnostic code (did you mean 'FT310'?) [FT303]"))
        try Data("{\"module_type\": [\"x\"]}".utf8).write(to: root.appendingPathComponent("feedterm.json"))
        let warned = try FeedtermProcess.run(["validate", "home.json"], directory: root)
        #expect(warned.stdout.hasPrefix("feedterm.json:1:2: warning: $.module_type: unknown key 'module_type' (did you mean 'module_types'?); feedterm ignores it, so what it says is lost [FT310]\n"), "\(warned.stdout)")
        #expect(warned.status == 0)
    }
}
