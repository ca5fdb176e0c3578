import FeedModel
import Foundation
import Testing

/// The three document shapes, and every way a document can be unreadable.
struct DocumentShapeTests {
    @Test func feedObjectKeepsItsFields() {
        let result = decode(#"{"id": "deals", "title": "Deals", "next_page": "deals-2.json", "modules": [\#(headerModuleJSON)]}"#)
        #expect(result.document?.shape == .feed)
        #expect(result.document?.id == "deals")
        #expect(result.document?.title == "Deals")
        #expect(result.document?.nextPage == "deals-2.json")
        #expect(result.modules.count == 1)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func bareArrayOfModules() {
        let result = decode("[\(headerModuleJSON), \(headerModuleJSON)]")
        #expect(result.document?.shape == .moduleArray)
        #expect(result.modules.count == 2)
    }

    @Test func singleModule() {
        let result = decode(headerModuleJSON)
        #expect(result.document?.shape == .singleModule)
        #expect(types(result) == ["section_header"])
    }

    @Test func singleModuleThatIsBadHasPathsFromTheRoot() {
        let result = decode(#"{"type": "section_header", "section_header": {}}"#)
        #expect(summary(result) == ["error $.section_header.title"])
        #expect(result.document?.modules.isEmpty == true)
    }

    @Test func emptyFileIsFatal() {
        for text in ["", "  \n\t "] {
            let result = decode(text)
            #expect(result.document == nil)
            #expect(result.diagnostics.count == 1)
            #expect(result.diagnostics[0].message.hasPrefix("the document is empty"))
            #expect(result.diagnostics[0].location == SourceLocation(line: 1, column: 1))
        }
    }

    @Test func malformedJSONNamesLineAndColumn() {
        let result = decode("{\"modules\": [\n  {\"type\": \"x\"},\n  {\"type\" \"y\"}\n]}")
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.location) == [SourceLocation(line: 3, column: 11)])
        #expect(result.diagnostics[0].message == "malformed JSON: expected ':' after the key, found '\"'")
        #expect(result.diagnostics[0].code == .unexpectedCharacter)
    }

    @Test func truncatedFileIsFatal() {
        let result = decode("{\"modules\": [\(headerModuleJSON)")
        #expect(result.document == nil)
        #expect(result.diagnostics[0].message == "malformed JSON: expected ',' or ']' after an array element, found the end of the document")
        #expect(result.diagnostics[0].code == .unexpectedEnd)
        #expect(result.diagnostics[0].location == SourceLocation(line: 1, column: 81))
    }

    @Test func invalidUTF8IsFatalAndSaysWhere() {
        var data = Data("{\"modules\": [\n{\"type\": \"a".utf8)
        data.append(0xFF)
        data.append(contentsOf: Array("\"}]}".utf8))
        let result = FeedDecoder().decode(data)
        #expect(result.document == nil)
        #expect(result.diagnostics[0].message == "invalid UTF-8 (byte 0xFF); layouts must be UTF-8 text")
        #expect(result.diagnostics[0].location == SourceLocation(line: 2, column: 12))
    }

    @Test func nestingTenThousandDeepIsFatalNotACrash() {
        let result = decode(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        #expect(result.document == nil)
        #expect(result.diagnostics[0].message == "malformed JSON: nesting deeper than 512 levels")
        #expect(result.diagnostics[0].location == SourceLocation(line: 1, column: 513))
    }

    @Test func topLevelOfTheWrongShapeIsFatal() {
        for text in [#""just a string""#, "42", #"{"title": "no modules, no type"}"#] {
            let result = decode(text)
            #expect(result.document == nil)
            #expect(result.diagnostics.count == 1)
            #expect(result.diagnostics[0].message.hasPrefix("the top level must be a feed object"))
        }
    }

    @Test func feedWhoseModulesIsNotAnArrayIsFatal() {
        let result = decode(#"{"modules": {"type": "section_header"}}"#)
        #expect(result.document == nil)
        #expect(summary(result) == ["error $.modules"])
        #expect(result.diagnostics[0].message == "expected an array, found an object; nothing can be shown")
    }

    /// Clients disagree on which of two equal keys wins, so the module they are in is dropped,
    /// with an error at the second naming the first's line.
    @Test func aDuplicateKeyDropsItsModuleWithAnErrorAtTheSecond() {
        let result = decode("[\n" + #"{"type": "section_header", "section_header": {"title": "first","#
            + "\n" + #""title": "second"}}, \#(headerModuleJSON)]"#)
        #expect(result.diagnostics.map(\.code) == [.duplicateKey])
        #expect(result.diagnostics.first?.path == "$[0].section_header.title")
        #expect(result.diagnostics.first?.message == "duplicate key 'title' (first at line 2, column 47); clients disagree on which value wins; module dropped")
        #expect(result.diagnostics.first?.location == SourceLocation(line: 3, column: 1))
        #expect(result.modules.map(\.position) == [1])
    }

    @Test func aDuplicateKeyDeepInsideAModuleAndAtTheTopOfAFeedIsReported() {
        let deep = decode(#"[{"type": "section_header", "section_header": {"title": "T", "action": {"type": "search", "query": "a", "query": "b"}}}]"#)
        #expect(deep.diagnostics.map(\.code) == [.duplicateKey])
        #expect(deep.modules.isEmpty)
        let top = decode(#"{"title": "A", "modules": [\#(headerModuleJSON)], "title": "B"}"#)
        #expect(top.diagnostics.map(\.message) == ["duplicate key 'title' (first at line 1, column 2); clients disagree on which value wins; feedterm uses the first"])
        #expect(top.document?.title == "A")
        #expect(top.modules.count == 1)
    }

    /// The parser marks each container that holds a duplicate, and a module's search follows
    /// the marks down through arrays: only the module that holds one is dropped, in both modes.
    @Test(arguments: [FeedDecoder.Mode.moduleByModule, .wholeDocument])
    func aDuplicateInsideAnArrayDropsOnlyItsModule(mode: FeedDecoder.Mode) {
        let json = #"[\#(headerModuleJSON), {"type": "section_header", "section_header": {"title": "T", "x": [1, [{"a": 1, "b": 2, "a": 3}]]}}, \#(headerModuleJSON)]"#
        let result = FeedDecoder().decode(Data(json.utf8), mode: mode)
        #expect(result.diagnostics.filter { $0.code == .duplicateKey }.map(\.path) == ["$[1].section_header.x[1][0].a"])
        #expect(result.modules.map(\.position) == [0, 2])
    }

    @Test func keysThatDifferOnlyByAnEscapeAreTheSameKey() {
        let result = decode(#"{"type": "section_header", "section_header": {"title": "a", "t\u0069tle": "b"}}"#)
        #expect(result.diagnostics.map(\.code) == [.duplicateKey])
    }

    @Test func trailingCommasAreRefusedWholeWithTheCommasPlace() {
        let result = decode("[\(headerModuleJSON),]")
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.code) == [.trailingComma])
        #expect(result.diagnostics[0].location == SourceLocation(line: 1, column: 69))  // 1 + the module's 67 characters + 1
    }

    @Test func hostRegisteredModuleTypeDecodes() {
        struct Countdown: ModulePayload, Decodable {
            let seconds: Int
        }
        var types = ModuleTypeRegistry.standard
        types.register("countdown", as: Countdown.self)
        let result = FeedDecoder(moduleTypes: types).decode(Data(#"[{"type": "countdown", "countdown": {"seconds": 9}}]"#.utf8))
        #expect((result.modules.first?.payload as? Countdown)?.seconds == 9)
        #expect(result.diagnostics.isEmpty)
    }
}
