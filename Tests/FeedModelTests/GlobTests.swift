@testable import FeedModel
import Foundation
import Testing

/// A config's globs (`Glob`) match exactly what the regular expression they stand for matches
/// (`*` is `[^/]*`, `**/` is `(.*/)?`, `**` is `.*`, `?` is `[^/]`, anchored at both ends),
/// for every pattern and path of a list and for thousands made at random.
struct GlobTests {
    /// The regular expression a glob stands for, matched as `NSRegularExpression` matches it:
    /// the oracle. Paths here hold no line terminator, which ICU's `.` and `$` treat apart.
    static func expected(_ pattern: String, _ path: String) -> Bool {
        var expression = "^"
        var characters = Substring(pattern)
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case "*" where characters.first == "*":
                characters = characters.dropFirst()
                if characters.first == "/" {
                    characters = characters.dropFirst()
                    expression += "(.*/)?"
                } else {
                    expression += ".*"
                }
            case "*": expression += "[^/]*"
            case "?": expression += "[^/]"
            default: expression += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        let regex = try! NSRegularExpression(pattern: expression + "$")
        return regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    static let patterns = [
        "", "*", "**", "**/", "?", "*.json", "**/*.json", "fixtures/**", "fixtures/**/*.json", "a/*/b.json",
        "a/**/b.json", "**/b.json", "a?.json", "**/skip-*.json", "[x].json", "a+b.json", "*/", "***", "**/**",
        "é*.json", "a/**", "a**b", "*a*", "??",
    ]
    static let paths = [
        "", "a.json", "b.json", "a/b.json", "a/x/b.json", "a/x/y/b.json", "fixtures/a.json", "fixtures/x/a.json",
        "fixtures", "skip-1.json", "x/skip-1.json", "[x].json", "x.json", "a+b.json", "aa+b.json", "é1.json",
        "e\u{301}1.json", "a/", "/", "ab", "a/b", "aXb", "a/.json", ".json", "a1.json", "日本/b.json",
    ]

    @Test func everyListedPatternMatchesWhatItsExpressionMatches() {
        for pattern in Self.patterns {
            let glob = Glob(pattern)
            for path in Self.paths {
                #expect(glob.matches(path) == Self.expected(pattern, path), "'\(pattern)' against '\(path)'")
            }
        }
    }

    @Test func patternsAndPathsMadeAtRandomMatchAsTheirExpressions() {
        var generator = SystemRandomNumberGenerator()
        let patternPieces = ["*", "**", "**/", "?", "a", "b", "/", ".json", "é"]
        let pathPieces = ["a", "b", "/", ".json", "é", "ab"]
        for _ in 0..<3_000 {
            let pattern = (0..<Int.random(in: 0...5, using: &generator)).map { _ in patternPieces.randomElement(using: &generator)! }.joined()
            let path = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pathPieces.randomElement(using: &generator)! }.joined()
            #expect(Glob(pattern).matches(path) == Self.expected(pattern, path), "'\(pattern)' against '\(path)'")
        }
    }
}
