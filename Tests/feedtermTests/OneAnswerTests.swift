import Foundation
import Testing

/// One answer everywhere: validate of a file, of its folder and the editor agree on it; the
/// config nearest a layout applies; `exclude` and `image_hosts` work; a snapshot folder keeps
/// the time it was drawn at.
@Suite(.serialized) struct OneAnswerTests {
    /// A copy of the bundled shop with a problem in several files, and a fixture to exclude.
    static func brokenShop() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-one-answer-\(UUID().uuidString)")
        let shop = root.appendingPathComponent("shop")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath(), to: shop)
        func edit(_ name: String, _ old: String, _ new: String) throws {
            let file = shop.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(old), "\(name) has \(old)")
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
        }
        try edit("deals-2.json", #""next_page": "deals-3.json""#, #""next_page": "deals-9.json""#)
        try edit("home.json", #""url": "images/coffee.png""#, #""url": "images/cofee.png""#)
        try edit("home.json", #""width": 192,\#n          "height": 128,\#n          "alt_text": "Snowy workshop""#, #""width": 100,\#n          "height": 100,\#n          "alt_text": "Snowy workshop""#)
        try edit("listings/1001.json", #""title""#, #""tilte""#)
        try edit("deals-2.json", #""id": "more-deals""#, #""id": "dfy""#)
        try edit("modules/promo_banner.json", #""type": "promo_banner""#, #""type": "promo_baner""#)
        try Data(#"{"expected": true}"#.utf8).write(to: shop.appendingPathComponent("expected.json"))
        try Data(#"{"clients": ["4.8.0", "5.0.0", "5.3.0"], "since": {"similar_items_on_sale": "5.0.0"}, "exclude": ["expected.json"]}"#.utf8)
            .write(to: shop.appendingPathComponent("feedterm.json"))
        return shop
    }

    /// `LINE:COL CODE JSONPATH` of every problem validate reports, by file path.
    static func validated(_ arguments: [String], in directory: URL) throws -> [String: Set<String>] {
        let output = try FeedtermProcess.run(["validate", "--format", "json"] + arguments, directory: directory)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]], "\(output.stdout)\(output.stderr)")
        var found: [String: Set<String>] = [:]
        for entry in entries {
            let file = URL(fileURLWithPath: entry["file"] as? String ?? "", relativeTo: directory).standardizedFileURL.path
            found[file, default: []].insert("\(entry["line"] as? Int ?? 0):\(entry["column"] as? Int ?? 0) \(entry["code"] as? String ?? "") \(entry["path"] as? String ?? "")")
        }
        return found
    }

    /// What `feedterm lsp` publishes for each of `files` opened as an editor opens them.
    static func edited(_ files: [URL]) throws -> [String: Set<String>] {
        var messages: [[String: Any]] = [["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]], ["jsonrpc": "2.0", "method": "initialized", "params": [:]]]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            messages.append(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": file.absoluteString, "languageId": "json", "version": 1, "text": text]]])
        }
        messages += [["jsonrpc": "2.0", "id": 2, "method": "shutdown"], ["jsonrpc": "2.0", "method": "exit"]]
        let input = try messages.reduce(Data()) { data, message in
            let body = try JSONSerialization.data(withJSONObject: message)
            return data + Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        let output = try FeedtermProcess.run(["lsp"], stdin: input)
        var found: [String: Set<String>] = [:]
        for part in output.stdout.components(separatedBy: "Content-Length: ").dropFirst() {
            guard let start = part.range(of: "\r\n\r\n"), let message = try JSONSerialization.jsonObject(with: Data(part[start.upperBound...].utf8)) as? [String: Any],
                  message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any],
                  let uri = params["uri"] as? String, let url = URL(string: uri), let diagnostics = params["diagnostics"] as? [[String: Any]] else { continue }
            // The last publication of a document is what the editor shows.
            found[url.standardizedFileURL.path] = Set(diagnostics.map { diagnostic in
                let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Int] ?? [:]
                let path = (diagnostic["message"] as? String)?.components(separatedBy: ": ").first ?? ""
                return "\((start["line"] ?? -1) + 1):\((start["character"] ?? -1) + 1) \(diagnostic["code"] as? String ?? "") \(path)"
            })
        }
        return found.filter { !$0.value.isEmpty }
    }

    @Test func validateAndTheEditorAgreeOnEveryFileOfABrokenFolder() throws {
        let shop = try Self.brokenShop()
        // Flow files beside the layouts: one that is right, one that names no key.
        let flows = shop.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        try Data(#"{"flow": "ok", "source": "..", "size": [80, 24], "steps": [{"keys": ["Down"]}, {"snapshot": "a"}]}"#.utf8).write(to: flows.appendingPathComponent("ok.json"))
        try Data("{\"flow\": \"typo\", \"source\": \"..\", \"size\": [80, 24],\n \"steps\": [{\"keys\": [\"Dwn\"]}, {\"snapshot\": \"a\"}]}".utf8).write(to: flows.appendingPathComponent("typo.json"))
        let folder = try Self.validated(["shop"], in: shop.deletingLastPathComponent())
        let files = try #require(FileManager.default.enumerator(at: shop, includingPropertiesForKeys: nil)?.allObjects as? [URL])
            .filter { $0.pathExtension == "json" && !["feedterm.json", "expected.json"].contains($0.lastPathComponent) }
        let editor = try Self.edited(files)
        #expect(folder.keys.count >= 4, "\(folder)")
        // The same problems, at the same places; a missing key with a near miss is placed at
        // the object that lacks it, where the editor underlines the misspelled key instead.
        let withoutPlaces = { (found: [String: Set<String>]) in found.mapValues { Set($0.map { $0.split(separator: " ").dropFirst().joined(separator: " ") }) } }
        #expect(withoutPlaces(folder) == withoutPlaces(editor))
        let placed = { (found: [String: Set<String>]) in found.mapValues { $0.filter { !$0.contains(" FT300 ") } } }
        #expect(placed(folder) == placed(editor))
        #expect(folder[flows.appendingPathComponent("typo.json").path] == ["2:22 FT303 $.steps[0].keys[0]"], "\(folder)")
        #expect(folder[flows.appendingPathComponent("ok.json").path] == nil, "\(folder)")
        // Deals' coupon carousel and its second page's carousel share an id.
        #expect(folder[shop.appendingPathComponent("deals.json").path]?.contains { $0.contains(" FT314 ") } == true, "\(folder)")
        // The rocket's file is 192×128: its Image's square size contradicts it.
        #expect(folder[shop.appendingPathComponent("home.json").path]?.contains { $0.contains(" FT322 ") } == true, "\(folder)")
        // One file alone is checked as fully as its folder checks it, from any directory.
        for file in [shop.appendingPathComponent("deals.json"), shop.appendingPathComponent("deals-2.json"), shop.appendingPathComponent("home.json")] {
            let alone = try Self.validated([file.path], in: FileManager.default.temporaryDirectory)
            #expect(alone[file.path] == folder[file.path] && alone[file.path]?.isEmpty == false, "\(file.lastPathComponent): \(alone)")
        }
    }

    @Test func excludeLeavesAFixtureOutOfValidateAndSnapshot() throws {
        let shop = try Self.brokenShop()
        let validate = try FeedtermProcess.run(["validate", "shop", "shop/expected.json"], directory: shop.deletingLastPathComponent())
        #expect(!validate.stdout.contains("expected.json"), "\(validate.stdout)")
        let record = try FeedtermProcess.run(["snapshot", "record", "shop", "--out", "snapshots", "--widths", "40"], directory: shop.deletingLastPathComponent())
        #expect(!FileManager.default.fileExists(atPath: shop.deletingLastPathComponent().appendingPathComponent("snapshots/shop/expected.json@40.txt").path), "\(record.stdout)")
        try Data(#"{"exclude": ["**"]}"#.utf8).write(to: shop.appendingPathComponent("feedterm.json"))
        let nothing = try FeedtermProcess.run(["validate", "shop"], directory: shop.deletingLastPathComponent())
        #expect(nothing.status == 2 && nothing.stderr.contains("or none that feedterm.json's exclude leaves in"))
    }

    @Test func aSourceFolderThatDoesNotHoldTheFileIsAUsageError() throws {
        let shop = try Self.brokenShop()
        let output = try FeedtermProcess.run(["validate", "--source", shop.path, "layouts/home.json"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("is not inside --source"))
    }

    @Test func imageHostsInTheConfigAllowAHostAndAPortNarrowsIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-image-hosts-\(UUID().uuidString)")
        let served = directory.appendingPathComponent("served")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("layouts/images/coffee.png"), to: served.appendingPathComponent("cup.png"))
        let server = try LocalHTTPServer(serving: served.path)
        let port = try #require(server.base.port)
        try Data(#"{"type": "hero_banner", "hero_banner": {"title": "Cup", "image": {"url": "\#(server.base)cup.png"}}}"#.utf8).write(to: directory.appendingPathComponent("cup.json"))
        let run = { (hosts: String) throws -> FeedtermProcess.Output in
            try Data(#"{"image_hosts": [\#(hosts)]}"#.utf8).write(to: directory.appendingPathComponent("feedterm.json"))
            return try FeedtermProcess.run(["preview", "cup.json", "--width", "60", "--color", "always"], environment: ["TERM": "xterm-256color", "XDG_CACHE_HOME": directory.appendingPathComponent("cache-\(UUID().uuidString)").path], directory: directory)
        }
        for allowing in [#""127.0.0.1""#, #""127.0.0.1:\#(port)""#] {
            let output = try run(allowing)
            #expect(PictureEndToEndTests.pictureCells(in: output.stdout) > 20 && !output.stderr.contains("not fetched"), "\(allowing): \(output.stderr)")
        }
        let otherPort = try run(#""127.0.0.1:\#(port == 1 ? 2 : port - 1)""#)
        #expect(otherPort.stderr.contains("1 picture of 127.0.0.1:\(port) not fetched"), "\(otherPort.stderr)")
        let url = try run(#""http://127.0.0.1/""#)
        #expect(url.status == 2 && url.stderr.contains("image_hosts names hosts"), "\(url.stderr)")
    }

    @Test func aSnapshotFolderKeepsTheTimeItWasDrawnAt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-snapshot-time-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let coupon = #"{"title_text": "10% off", "expires_at": "2026-01-01", "button": {"button_text": "Apply", "action": {"type": "apply_coupon", "code": "TEN"}}}"#
        try Data(#"{"type": "deals_for_you", "deals_for_you": {"header": {"title": "Deals"}, "items": [\#(coupon)]}}"#.utf8).write(to: directory.appendingPathComponent("deals.json"))
        let record = try FeedtermProcess.run(["snapshot", "record", "deals.json", "--out", "snapshots", "--now", "2025-12-30T10:00:00Z"], directory: directory)
        #expect(record.status == 0, "\(record.stderr)")
        let manifest = try String(contentsOf: directory.appendingPathComponent("snapshots/feedterm-snapshots.json"), encoding: .utf8)
        #expect(manifest.contains(#""now" : "2025-12-30T10:00:00Z""#), "\(manifest)")
        // Today the coupon has expired; the check draws at the recorded time and passes.
        let check = try FeedtermProcess.run(["snapshot", "check", "deals.json", "--out", "snapshots"], directory: directory)
        #expect(check.status == 0 && check.stdout == "All 3 snapshots match.\n", "\(check.stdout)")
        let later = try FeedtermProcess.run(["snapshot", "check", "deals.json", "--out", "snapshots", "--now", "2026-01-05"], directory: directory)
        #expect(later.status == 1 && later.stderr.contains("the time 2026-01-05T23:59:59Z (recorded at 2025-12-30T10:00:00Z)"), "\(later.stderr)")
        // Recorded without --now, a new folder keeps the moment of recording, to the second.
        _ = try FeedtermProcess.run(["snapshot", "record", "deals.json", "--out", "fresh"], directory: directory)
        let fresh = try String(contentsOf: directory.appendingPathComponent("fresh/feedterm-snapshots.json"), encoding: .utf8)
        #expect(fresh.range(of: #""now" : "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ""#, options: .regularExpression) != nil, "\(fresh)")
    }

    @Test func validateOfABaseURLChecksTheSourceItServesAndNamesARealFailure() throws {
        let shop = try Self.brokenShop()
        let server = try LocalHTTPServer(serving: shop.path)
        let output = try FeedtermProcess.run(["validate", server.base.absoluteString])
        // The listing screen with 'tilte' for 'title' drops its modules: an error.
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdout.contains("\(server.base.absoluteString)listings/1001.json:11:11: error: $.modules[0].listing_detail.listing.title: required key 'title' is missing (found 'tilte': did you mean 'title'?)"), "\(output.stdout)")
        // home, deals, the deferred part, deals-2 (whose next page is missing) and the four
        // listing screens the source has of those its cards show.
        #expect(output.stdout.contains("8 files checked: 3 errors,"), "\(output.stdout)")
        #expect(output.stdout.contains("\(server.base.absoluteString)deals-2.json:88:16: warning: $.next_page: the next page 'deals-9.json' is not in the source \(server.base.absoluteString); the server answered 404 Not Found [FT400]"), "\(output.stdout)")
        let port = try #require(server.base.port)
        let nobody = try FeedtermProcess.run(["validate", "http://127.0.0.1:\(port == 1 ? 2 : port - 1)/"])
        #expect(nobody.status == 1)
        // Why, and where: the address and port tried, and the system's word for it.
        #expect(nobody.stdout.contains("home.json failed: Failed to connect to 127.0.0.1 port \(port == 1 ? 2 : port - 1)"), "\(nobody.stdout)")
        #expect(nobody.stdout.contains("(Connection refused) [FT001]"), "\(nobody.stdout)")
    }
}
