@testable import FeedBrowser
import Testing

/// A login's headers: each line checked before anything is sent, a later one of a name
/// replacing the earlier, and no description, dump or refusal that quotes a value.
struct RequestHeadersTests {
    static let secret = "Bearer abc.def-123"

    @Test func linesBecomeHeadersAndALaterNameReplacesTheEarlier() throws {
        var headers = RequestHeaders()
        try headers.add(line: "Authorization:   \(Self.secret)  ")
        try headers.add(line: "X-Team: feeds")
        try headers.add(line: "authorization: Bearer other")
        #expect(headers.fields.map(\.name) == ["X-Team", "authorization"])
        #expect(headers.lines == "X-Team: feeds\nauthorization: Bearer other")
        #expect(RequestHeaders.none.lines == nil)
    }

    @Test(arguments: [
        ("Authorization \(secret)", "it is not NAME: VALUE (no colon)"),
        (": \(secret)", "the header's name '' is not a token (letters, digits and !#$%&'*+-.^_`|~)"),
        ("Bad Name: \(secret)", "the header's name 'Bad Name' is not a token (letters, digits and !#$%&'*+-.^_`|~)"),
        ("Authorization:   ", "the header Authorization has no value"),
        ("Authorization: \(secret)\r\nHost: evil", "the value of Authorization holds a control character (a line break, say), which would start another header"),
        ("Host: \(secret)", "Host is set by feedterm itself and cannot be given"),
        ("Accept-Encoding: \(secret)", "Accept-Encoding is set by feedterm itself and cannot be given"),
    ])
    func aLineThatIsNoHeaderIsRefusedWithoutItsValue(line: String, problem: String) {
        var headers = RequestHeaders()
        #expect(throws: RequestHeaders.Problem(description: problem)) { try headers.add(line: line) }
        #expect(headers.isEmpty)
    }

    @Test func noDescriptionOrDumpShowsAValue() throws {
        var headers = RequestHeaders()
        try headers.add(line: "Authorization: \(Self.secret)")
        var dumped = ""
        dump(headers, to: &dumped)
        for text in [String(describing: headers), "\(headers)", String(reflecting: headers), dumped] {
            #expect(!text.contains("abc.def"), "\(text)")
            #expect(text.contains("Authorization: (hidden)"), "\(text)")
        }
    }
}
