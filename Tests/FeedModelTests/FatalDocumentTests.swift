import FeedFiles
import FeedModel
import Foundation
import Testing

/// Every fatal code, from a document that earns it: one error with the code, the line and the
/// column of the character at fault, and a message that says what was expected.
struct FatalDocumentTests {
    struct Case: Sendable, CustomStringConvertible {
        let bytes: [UInt8]
        let code: DiagnosticCode
        let line: Int
        let column: Int
        let says: String

        init(_ text: String, _ code: DiagnosticCode, _ line: Int, _ column: Int, _ says: String) {
            self.init(bytes: Array(text.utf8), code, line, column, says)
        }

        init(bytes: [UInt8], _ code: DiagnosticCode, _ line: Int, _ column: Int, _ says: String) {
            self.bytes = bytes
            self.code = code
            self.line = line
            self.column = column
            self.says = says
        }

        var description: String { String(decoding: bytes.prefix(40), as: UTF8.self) }
    }

    static let cases: [Case] = [
        Case(" \n ", .emptyDocument, 1, 1, "the document is empty"),
        Case(bytes: Array("[\n\"a".utf8) + [0xFF] + Array("\"]".utf8), .invalidUTF8, 2, 3, "invalid UTF-8 (byte 0xFF)"),
        Case(bytes: [0xEF, 0xBB, 0xBF] + Array("[]".utf8), .byteOrderMark, 1, 1, "byte-order mark"),
        Case("[1 2]", .unexpectedCharacter, 1, 4, "expected ',' or ']' after an array element, found '2'"),
        Case("{\"a\": 1 \"b\": 2}", .unexpectedCharacter, 1, 9, "expected ',' or '}' after an object member, found '\"'"),
        Case("{'a': 1}", .unexpectedCharacter, 1, 2, "expected a key in double quotes, found '''; JSON strings take double quotes"),
        Case("[1,\n // a note\n 2]", .unexpectedCharacter, 2, 2, "found '/'; comments are not allowed in JSON"),
        Case("[NaN]", .invalidNumber, 1, 2, "NaN is not a JSON number"),
        Case("[\"\\", .unexpectedEnd, 1, 3, "the document ends inside an escape"),
        Case("{\"modules\": [", .unexpectedEnd, 1, 14, "expected a value, found the end of the document"),
        Case("[\"abc", .unexpectedEnd, 1, 2, "unterminated string"),
        Case("[tru", .unexpectedEnd, 1, 2, "expected 'true'"),
        Case("[\"a\tb\"]", .controlCharacterInString, 1, 4, "unescaped control character U+0009"),
        Case("[\"a\\xb\"]", .invalidEscape, 1, 4, "'\\' followed by 'x'"),
        Case("[\"\\u12G4\"]", .invalidEscape, 1, 3, "four hexadecimal digits"),
        Case("[\"\\uDC00\"]", .loneSurrogate, 1, 3, "\\uDC00 is half of a UTF-16 surrogate pair"),
        Case("[01]", .invalidNumber, 1, 2, "a leading zero must not be followed by digits"),
        Case("[-]", .invalidNumber, 1, 2, "expected a digit after '-'"),
        Case("[2.]", .invalidNumber, 1, 2, "expected a digit after '.'"),
        Case("[1e]", .invalidNumber, 1, 2, "expected a digit in the exponent"),
        Case("[.5]", .invalidNumber, 1, 2, "write 0.5, not .5"),
        Case("[+1]", .invalidNumber, 1, 2, "no '+' sign"),
        Case(String(repeating: "[", count: 600), .nestingTooDeep, 1, 513, "nesting deeper than 512 levels"),
        Case("[] []", .trailingContent, 1, 4, "expected the end of the document after the top-level value, found '['"),
        Case("[1,\n]", .trailingComma, 1, 3, "trailing comma"),
        Case("{\"a\": 1,}", .trailingComma, 1, 8, "expected a member after ','"),
        Case("\"just a string\"", .wrongTopLevel, 1, 1, "the top level must be a feed object"),
        Case("{\n  \"modules\": {}\n}", .modulesNotAnArray, 2, 14, "expected an array, found an object; nothing can be shown"),
    ]

    @Test(arguments: cases)
    func aFatalDocumentIsOneErrorWithItsCodeAndPlace(_ fatal: Case) {
        for mode in [FeedDecoder.Mode.moduleByModule, .wholeDocument] {
            let result = FeedDecoder().decode(Data(fatal.bytes), mode: mode)
            #expect(result.document == nil)
            #expect(result.diagnostics.count == 1)
            let diagnostic = result.diagnostics.first
            #expect(diagnostic?.severity == .error)
            #expect(diagnostic?.code == fatal.code)
            #expect(diagnostic?.location == SourceLocation(line: fatal.line, column: fatal.column))
            #expect(diagnostic?.message.contains(fatal.says) == true, "\(diagnostic?.message ?? "")")
        }
    }

    @Test func everyFatalCodeOfTheJSONTextHasACase() {
        let covered = Set(Self.cases.map(\.code))
        let fatal = DiagnosticCode.allCases.filter { ("FT100"..."FT299").contains($0.rawValue) && $0 != .documentTooLarge }
        #expect(fatal.filter { !covered.contains($0) } == [])
    }

    @Test func aFileThatCannotBeReadSaysWhyInPlainWords() throws {
        let missing = FeedDecoder().decode(contentsOf: URL(fileURLWithPath: "/no/such/layout.json"))
        #expect(missing.diagnostics.map(\.message) == ["cannot read the file: no such file"])
        #expect(missing.diagnostics.map(\.code) == [.unreadableDocument])
        #expect(missing.diagnostics.first?.location == nil)
        let directory = FeedDecoder().decode(contentsOf: FileManager.default.temporaryDirectory)
        #expect(directory.diagnostics.map(\.message) == ["cannot read the file: is a directory"])
    }

    @Test func columnsCountCodePointsNotBytes() {
        // é and 中 are two and three bytes, one column each.
        let result = decode("[\"é中\", x]")
        #expect(result.diagnostics.first?.location == SourceLocation(line: 1, column: 8))
    }
}
