@testable import FeedModel
import Foundation
import Testing

/// RFC 8259, rule by rule: for each rule of its grammar, texts it allows are accepted and
/// texts it does not are refused, by the parser alone; and a string's escapes read as what
/// they stand for.
struct JSONConformanceTests {
    /// Whether the parser accepts `text` as a whole JSON document.
    static func accepts(_ text: String) -> Bool {
        accepts(Array(text.utf8))
    }

    static func accepts(_ bytes: [UInt8]) -> Bool {
        (try? bytes.withUnsafeBytes { try JSONParser.parse($0) }) != nil
    }

    /// §2: JSON-text = ws value ws. Any value may be the top level; nothing may follow it.
    @Test(arguments: ["1", "  1  ", "\n[]\r\n", "\"text\"", "null", "{}"])
    func jsonTextAccepted(_ text: String) { #expect(Self.accepts(text)) }

    @Test(arguments: ["1 2", "[] x", "{}{}", "[]]", "1,", ""])
    func jsonTextRefused(_ text: String) { #expect(!Self.accepts(text)) }

    /// §2: ws is space, horizontal tab, line feed and carriage return, and nothing else.
    @Test(arguments: [" [ ] ", "\t[\t]\t", "\n[\n]\n", "\r[\r]\r"])
    func whitespaceAccepted(_ text: String) { #expect(Self.accepts(text)) }

    @Test(arguments: ["\u{0C}[]", "[\u{0B}]", "[\u{A0}]", "\u{FEFF}[]", "[\u{2028}]"])
    func otherWhitespaceRefused(_ text: String) { #expect(!Self.accepts(text)) }

    /// §2: the structural characters, and the value separator between values only.
    @Test(arguments: ["[1,2]", "{\"a\":1,\"b\":2}", "[ 1 , 2 ]", "{ \"a\" : 1 }"])
    func separatorsAccepted(_ text: String) { #expect(Self.accepts(text)) }

    @Test(arguments: ["[1,]", "[,1]", "[1,,2]", "[1 2]", "[1;2]", "{\"a\":1,}", "{,}", "{\"a\"=1}", "[", "]", "{"])
    func separatorsRefused(_ text: String) { #expect(!Self.accepts(text)) }

    /// §3: the three literal names, lowercase, exactly.
    @Test(arguments: ["true", "false", "null", "[true,false,null]"])
    func literalsAccepted(_ text: String) { #expect(Self.accepts(text)) }

    @Test(arguments: ["True", "FALSE", "nul", "nulll", "undefined", "NaN", "Infinity", "-Infinity", "[tru]"])
    func otherNamesRefused(_ text: String) { #expect(!Self.accepts(text)) }

    /// §4: objects of members, names as strings; duplicate names are allowed.
    @Test(arguments: ["{}", "{\"a\":1}", "{\"a\":{\"b\":[]}}", "{\"a\":1,\"a\":2}", "{\"\":0}", "{\"é\\u00e9\":[]}"])
    func objectsAccepted(_ text: String) { #expect(Self.accepts(text)) }

    @Test(arguments: ["{a:1}", "{'a':1}", "{\"a\" 1}", "{\"a\"}", "{\"a\":}", "{1:2}", "{\"a\":1 \"b\":2}", "{null:1}"])
    func objectsRefused(_ text: String) { #expect(!Self.accepts(text)) }

    /// §5: arrays of values.
    @Test(arguments: ["[]", "[[]]", "[1,\"a\",null,{},[]]", "[[[[1]]]]"])
    func arraysAccepted(_ text: String) { #expect(Self.accepts(text)) }

    @Test(arguments: ["[,]", "[1,]", "[1 2]", "[[]", "[]]", "(1)"])
    func arraysRefused(_ text: String) { #expect(!Self.accepts(text)) }

    /// §6: number = [ minus ] int [ frac ] [ exp ]; int = zero / digit1-9 *DIGIT.
    @Test(arguments: ["0", "-0", "1", "-1", "10", "1.5", "-1.5e10", "1E+2", "1e-2", "0.0", "0e0", "1e400", "123456789012345678901234567890"])
    func numbersAccepted(_ text: String) { #expect(Self.accepts(text)) }

    @Test(arguments: ["01", "-01", "00", "+1", ".5", "5.", "1e", "1e+", "0.e1", "-", "--1", "1.2.3", "0x10", "1_000", "- 1", "1.e5", "[.5]", "[-]"])
    func numbersRefused(_ text: String) { #expect(!Self.accepts(text)) }

    /// §7: strings of unescaped characters and the escapes the RFC lists.
    @Test(arguments: [
        #""""#, #""a""#, #""\" \\ \/ \b \f \n \r \t""#, #""\u0041\u00e9\u4E2D""#, #""\uD83D\uDE00""#,
        "\"é中😀\"", "\"\u{7F} DEL is not a control character in JSON\"", #""\u0000""#,
    ])
    func stringsAccepted(_ text: String) { #expect(Self.accepts(text)) }

    /// §7: each escape stands for what the RFC says, as Foundation's own parser reads it, in
    /// short strings and in long ones, beside text of every width.
    @Test(arguments: [
        #""\" \\ \/ \b \f \n \r \t""#, #""\u0041\u00e9\u4E2D""#, #""\uD83D\uDE00""#, #""\u0000""#,
        #""images\/rocket.png""#, #""a much longer text, with é and 中 and 😀, then \"quoted\" and \\ and \u00e9\uD83D\uDE00 at its end""#,
    ])
    func escapesDecodeAsTheRFCSays(_ text: String) throws {
        let bytes = Array(text.utf8)
        let decoded = try bytes.withUnsafeBytes { raw in JSONString.decode(try JSONParser.parse(raw)[0], in: raw) }
        let expected = try #require(JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed) as? String)
        #expect(decoded == expected)
    }

    @Test(arguments: [
        "\"\t\"", "\"line\nbreak\"", "\"\u{1F}\"", #""\x41""#, #""\'""#, #""\u12""#, #""\uZZZZ""#, #""\U0041""#, "\"abc", "'a'", #""\"#,
    ])
    func stringsRefused(_ text: String) { #expect(!Self.accepts(text)) }

    /// §8.1: UTF-8 only, well formed.
    @Test(arguments: [[0x22, 0xFF, 0x22], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x5B, 0xC3, 0x5D], [0x22, 0xE4, 0xB8, 0x22]] as [[UInt8]])
    func invalidUTF8Refused(_ bytes: [UInt8]) { #expect(!Self.accepts(bytes)) }

    /// §8.2: an escaped surrogate only as a pair (the format refuses what the RFC leaves
    /// unpredictable).
    @Test(arguments: [#""\uD800""#, #""\uDC00""#, #""\uD800\u0041""#, #""\uDBFF\uDBFF""#, #""\uDE00\uD83D""#])
    func loneSurrogatesRefused(_ text: String) { #expect(!Self.accepts(text)) }

    /// Comments are not JSON.
    @Test(arguments: ["// note\n[]", "/* note */[]", "[1 /* note */]", "[1] // note", "# note\n[]"])
    func commentsRefused(_ text: String) { #expect(!Self.accepts(text)) }

    /// §9 lets a parser limit nesting; this one allows 512 levels and refuses the 513th.
    @Test func nestingUpTo512LevelsIsAcceptedAndNoDeeper() {
        #expect(Self.accepts(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)))
        #expect(!Self.accepts(String(repeating: "[", count: 513) + String(repeating: "]", count: 513)))
        #expect(Self.accepts(String(repeating: "{\"a\":", count: 511) + "[]" + String(repeating: "}", count: 511)))
    }

    /// The tape records every value with its offset, kind and extent.
    @Test func theTapeListsEveryValueWithItsOffset() throws {
        let text = #"{"a": [1, "x"], "b": null}"#
        let tape = try Array(text.utf8).withUnsafeBytes { try JSONParser.parse($0) }
        #expect(tape.map(\.kind) == [.object, .string, .array, .number, .string, .string, .null])
        #expect(tape.map(\.offset) == [0, 1, 6, 7, 10, 16, 21])
        #expect(tape[0].length == 2)  // members
        #expect(tape[2].length == 2)  // elements
        #expect(tape[0].next == 7)
        #expect(tape[2].next == 5)
    }
}
