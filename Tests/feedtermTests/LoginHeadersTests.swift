@testable import FeedCommands
import FeedModel
import Foundation
import Testing

/// Where a command's login comes from, in order (feedterm.json's `headers_from_env`, then
/// `$FEEDTERM_HEADER_FILE`, then `--header-file`, then `--header`), and a header file's lines.
struct LoginHeadersTests {
    static func file(_ text: String) throws -> String {
        try FeedtermProcess.temporaryFile(text, name: "headers")
    }

    @Test func eachPlaceOverridesTheOneBefore() throws {
        var config = ProjectConfig()
        config.headersFromEnvironment = ["Authorization": "STAGING_AUTH", "X-From-Config": "CONFIG_ONLY"]
        let environmentFile = try Self.file("Authorization: Bearer from-environment-file\nX-Env: 1\n")
        let named = try Self.file("# a comment\n\n  Authorization: Bearer from-file\r\nX-File: 2\r\n")
        let environment = ["STAGING_AUTH": "Bearer from-config", "CONFIG_ONLY": "yes", "FEEDTERM_HEADER_FILE": environmentFile]
        let all = try LoginHeaders.resolve(config: config, file: named, lines: ["X-Line: 3"], environment: environment)
        #expect(all.fields.map { "\($0.name)=\($0.value)" } == ["X-From-Config=yes", "X-Env=1", "Authorization=Bearer from-file", "X-File=2", "X-Line=3"])
        let onlyConfig = try LoginHeaders.resolve(config: config, environment: ["STAGING_AUTH": "Bearer from-config"]) { _ in }
        #expect(onlyConfig.fields.map(\.value) == ["Bearer from-config"])
    }

    @Test func aVariableTheConfigNamesThatIsNotSetIsSaidAndSkipped() throws {
        var config = ProjectConfig()
        config.headersFromEnvironment = ["Authorization": "STAGING_AUTH"]
        var said: [String] = []
        let headers = try LoginHeaders.resolve(config: config, environment: ["STAGING_AUTH": ""]) { said.append($0) }
        #expect(headers.isEmpty)
        #expect(said == ["feedterm.json's headers_from_env sends Authorization from $STAGING_AUTH, which is not set; Authorization is not sent"])
    }

    @Test func aBadFileNamesItsLineAndNeverItsValue() throws {
        let bad = try Self.file("Authorization: Bearer fine\nBearer t0p-secret\n")
        #expect(throws: UsageError("--header-file \(bad), line 2: it is not NAME: VALUE (no colon)")) {
            try LoginHeaders.resolve(config: nil, file: bad, environment: [:])
        }
        #expect(throws: UsageError("$SECRET (headers_from_env's Authorization): the value of Authorization holds a control character (a line break, say), which would start another header")) {
            var config = ProjectConfig()
            config.headersFromEnvironment = ["Authorization": "SECRET"]
            return try LoginHeaders.resolve(config: config, environment: ["SECRET": "Bearer a\nHost: b"])
        }
        let missing = "/nonexistent/headers"
        #expect(throws: UsageError.self) { try LoginHeaders.resolve(config: nil, file: missing, environment: [:]) }
    }
}
