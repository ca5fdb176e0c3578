import Foundation
import Testing

/// A source behind a login (a real HTTP server on 127.0.0.1 that wants `Authorization: Bearer
/// …`), with a picture on a second address (127.0.0.2): the header reaches the source's
/// documents and pictures only, never the picture host nor a redirect away, and its value is
/// never printed.
struct LoginHeadersEndToEndTests {
    static let token = "s3cret-staging-token"

    /// The picture host, the source (serving home.json with a picture of each), and a folder
    /// holding a header file, all cleaned up by the caller.
    static func shop() throws -> (host: LocalHTTPServer, source: LocalHTTPServer, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-login-\(UUID().uuidString)")
        let served = folder.appendingPathComponent("served"), pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: served.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let png = FeedtermProcess.root.appendingPathComponent("layouts/images/coffee.png").resolvingSymlinksInPath()
        try FileManager.default.copyItem(at: png, to: served.appendingPathComponent("images/own.png"))
        try FileManager.default.copyItem(at: png, to: pictures.appendingPathComponent("hosted.png"))
        let host = try LocalHTTPServer(serving: pictures.path, login: (token: nil, bind: "127.0.0.2", away: nil))
        let home = """
            {"title": "Staging", "modules": [
            {"type": "hero_banner", "hero_banner": {"title": "Behind the login", "image": {"url": "images/own.png", "alt_text": "Own"}}},
            {"type": "promo_banner", "promo_banner": {"title": "From the host", "image": {"url": "\(host.base.absoluteString)hosted.png", "alt_text": "Hosted"}}}]}
            """
        try Data(home.utf8).write(to: served.appendingPathComponent("home.json"))
        try Data(#"{"modules": []}"#.utf8).write(to: served.appendingPathComponent("deals.json"))
        let source = try LocalHTTPServer(serving: served.path, login: (token: token, bind: "127.0.0.1", away: host.base.absoluteString + "hosted.png"))
        try Data("# staging\n\nAuthorization: Bearer \(token)\r\n".utf8).write(to: folder.appendingPathComponent("headers"))
        return (host, source, folder)
    }

    @Test func theHeaderReachesTheSourceAndNeverThePictureHost() throws {
        let (host, source, folder) = try Self.shop()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hostName = "127.0.0.2:\(host.base.port ?? 0)"
        let output = try FeedtermProcess.run(
            ["preview", source.base.absoluteString + "home.json", "--header-file", folder.appendingPathComponent("headers").path, "--width", "60", "--color", "always", "--image-host", hostName],
            environment: ["TERM": "xterm-256color", "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        )
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Behind the login") && output.stdout.contains("From the host"))
        #expect(!output.stderr.contains("is not shown"), "both pictures arrive: \(output.stderr)")
        let atSource = source.authorizations()
        #expect(Set(atSource.map(\.request)) == ["GET /home.json HTTP/1.1", "GET /images/own.png HTTP/1.1"])
        #expect(atSource.allSatisfy { $0.authorized }, "every request to the source carries the login")
        let atHost = host.authorizations()
        #expect(atHost.map(\.request) == ["GET /hosted.png HTTP/1.1"])
        #expect(atHost.allSatisfy { !$0.authorized }, "the picture host never gets it")
        #expect(!(output.stdout + output.stderr).contains(Self.token))
    }

    @Test(.timeLimit(.minutes(1))) func browseInATerminalShowsTheSourceBehindItsLogin() throws {
        let (host, source, folder) = try Self.shop()
        defer { try? FileManager.default.removeItem(at: folder) }
        let withPassword = source.base.absoluteString.replacingOccurrences(of: "http://", with: "http://shopper:hunter2@")
        let cast = folder.appendingPathComponent("session.cast")
        let session = try TmuxSession(["browse", withPassword, "--header-file", folder.appendingPathComponent("headers").path, "--image-host", "127.0.0.2:\(host.base.port ?? 0)", "--no-state", "--record", cast.path], environment: "LANG=C.UTF-8 TERM=xterm-256color XDG_CACHE_HOME='\(folder.path)/cache'")
        let screen = try session.waitFor("Behind the login")
        #expect(screen.contains("From the host"))
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
        // The recording names the source without its password, and keeps no header.
        let recorded = try String(contentsOf: cast, encoding: .utf8)
        #expect(recorded.contains(#""source":"\#(source.base.absoluteString)""#) || recorded.contains(#""source" : "\#(source.base.absoluteString)""#), "\(recorded.prefix(400))")
        #expect(!recorded.contains("hunter2") && !recorded.contains(Self.token) && !recorded.contains("Authorization"))
        #expect(source.authorizations().allSatisfy { $0.authorized } && !source.authorizations().isEmpty)
        #expect(host.authorizations().allSatisfy { !$0.authorized })
        let without = try TmuxSession(["browse", source.base.absoluteString, "--no-state"])
        #expect(try without.waitFor("the source wants a login").contains("--header"))
        try without.send("q")
        _ = try without.waitFor("EXIT=")
    }

    @Test func withoutALoginTheSourceSaysHowToGiveOne() throws {
        let (host, source, folder) = try Self.shop()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = host
        let none = try FeedtermProcess.run(["validate", source.base.absoluteString + "home.json"])
        #expect(none.status == 1)
        #expect(none.stdout.contains("failed: HTTP status 401: the source wants a login; give one with --header 'Authorization: Bearer …' or --header-file FILE"), "\(none.stdout)")
        let wrong = try FeedtermProcess.run(["validate", source.base.absoluteString + "home.json", "--header", "Authorization: Bearer wrong-\(Self.token)"])
        #expect(wrong.stdout.contains("failed: HTTP status 403: the source refused the login sent (Authorization); check its value"), "\(wrong.stdout)")
        #expect(!(wrong.stdout + wrong.stderr).contains(Self.token), "the value is never printed, even refused")
    }

    @Test func validateAndSnapshotOfTheSourceSendIt() throws {
        let (host, source, folder) = try Self.shop()
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = "Authorization: Bearer \(Self.token)"
        let whole = try FeedtermProcess.run(["validate", source.base.absoluteString, "--header", header])
        #expect(whole.status == 0 && whole.stdout.contains("2 files checked: 0 errors, 0 warnings"), "\(whole.stdout)")
        let snapshots = folder.appendingPathComponent("snapshots")
        let recorded = try FeedtermProcess.run(["snapshot", "record", source.base.absoluteString + "home.json", "--out", snapshots.path, "--header", header, "--image-host", "127.0.0.2:\(host.base.port ?? 0)"], environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let manifest = try String(contentsOf: snapshots.appendingPathComponent("feedterm-snapshots.json"), encoding: .utf8)
        #expect(!manifest.contains(Self.token) && !manifest.contains("Authorization"), "a manifest keeps no header")
        #expect(host.authorizations().allSatisfy { !$0.authorized })
    }

    @Test func aRedirectToAnotherOriginIsNotFollowedSoTheHeaderStaysHome() throws {
        let (host, source, folder) = try Self.shop()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try FeedtermProcess.run(["validate", source.base.absoluteString + "away/home.json", "--header", "Authorization: Bearer \(Self.token)"])
        #expect(output.stdout.contains("the server redirected outside the source, to \(host.base.absoluteString)hosted.png; not followed"), "\(output.stdout)")
        #expect(host.authorizations().isEmpty, "the other origin is never asked")
    }

    @Test func flowsAndEveryCommandTakeTheLoginFromTheEnvironmentOrAVariableTheConfigNames() throws {
        let (_, source, folder) = try Self.shop()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromFile = try FeedtermProcess.run(["validate", source.base.absoluteString], environment: ["FEEDTERM_HEADER_FILE": folder.appendingPathComponent("headers").path])
        #expect(fromFile.status == 0, "\(fromFile.stdout)\(fromFile.stderr)")
        try Data(#"{"headers_from_env": {"Authorization": "STAGING_AUTHORIZATION"}}"#.utf8).write(to: folder.appendingPathComponent("feedterm.json"))
        let fromConfig = try FeedtermProcess.run(["validate", source.base.absoluteString], environment: ["STAGING_AUTHORIZATION": "Bearer \(Self.token)"], directory: folder)
        #expect(fromConfig.status == 0 && fromConfig.stdout.contains("2 files checked: 0 errors"), "\(fromConfig.stdout)\(fromConfig.stderr)")
        let unset = try FeedtermProcess.run(["validate", source.base.absoluteString], directory: folder)
        #expect(unset.stderr.contains("warning: feedterm.json's headers_from_env sends Authorization from $STAGING_AUTHORIZATION, which is not set; Authorization is not sent"), "\(unset.stderr)")
        #expect(unset.stdout.contains("HTTP status 401"))
        // A flow on the source: its file is committed, so the login comes from the environment.
        let flow = #"{"flow": "staging", "source": "\#(source.base.absoluteString)", "size": [60, 16], "steps": [{"snapshot": "home"}]}"#
        try Data(flow.utf8).write(to: folder.appendingPathComponent("staging.json"))
        let run = try FeedtermProcess.run(["snapshot", "record", "staging.json", "--out", "flow-snapshots", "--images", "off"], environment: ["STAGING_AUTHORIZATION": "Bearer \(Self.token)"], directory: folder)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let drawn = try String(contentsOf: folder.appendingPathComponent("flow-snapshots/staging.json@home.txt"), encoding: .utf8)
        #expect(drawn.contains("Behind the login"), "\(drawn)")
    }

    @Test func aSecretWrittenInTheConfigOrABadHeaderIsRefusedWithoutQuotingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-login-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"headers_from_env": {"Authorization": "Bearer \#(Self.token)"}}"#.utf8).write(to: folder.appendingPathComponent("feedterm.json"))
        let committed = try FeedtermProcess.run(["validate", "feedterm.json"], directory: folder)
        #expect(committed.status == 2, "a config refused is a usage error")
        #expect(committed.stderr.contains("feedterm.json:1:22: error: $.headers_from_env: headers_from_env gives Authorization the name of an environment variable (STAGING_AUTHORIZATION), never its value"), "\(committed.stderr)")
        #expect(!(committed.stdout + committed.stderr).contains(Self.token))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("feedterm.json"))
        try Data("Authorization: Bearer \(Self.token)\nX-Trace \(Self.token)\n".utf8).write(to: folder.appendingPathComponent("headers"))
        let bad = try FeedtermProcess.run(["validate", "http://127.0.0.1:9/home.json", "--header-file", "headers"], directory: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--header-file headers, line 2: it is not NAME: VALUE (no colon)"), "\(bad.stderr)")
        #expect(!bad.stderr.contains(Self.token))
    }
}
