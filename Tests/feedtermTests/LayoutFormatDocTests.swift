import FeedModel
import Foundation
import Testing

/// docs/layout-format.md is the contract users read: its list of codes and its worked example
/// must stay what the code does.
struct LayoutFormatDocTests {
    static let doc: String = {
        (try? String(contentsOf: FeedtermProcess.root.appendingPathComponent("docs/layout-format.md"), encoding: .utf8)) ?? ""
    }()

    /// The text of the first fenced block after `marker`.
    static func block(after marker: String) throws -> String {
        let start = try #require(doc.range(of: marker)).upperBound
        let open = try #require(doc.range(of: "```", range: start..<doc.endIndex))
        let body = try #require(doc.range(of: "\n", range: open.upperBound..<doc.endIndex)).upperBound
        let close = try #require(doc.range(of: "\n```", range: body..<doc.endIndex)).lowerBound
        return String(doc[body..<close])
    }

    @Test func everyCodeIsListedWithItsMeaning() {
        for code in DiagnosticCode.allCases {
            #expect(Self.doc.contains("</a>\(code.rawValue) |"), "\(code.rawValue) is not in the codes table")
        }
    }

    @Test func theWorkedExamplePrintsWhatTheDocSays() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(try Self.block(after: "For this `deals.json`:").utf8).write(to: directory.appendingPathComponent("deals.json"))
        let output = try FeedtermProcess.run(["validate", "deals.json"], directory: directory)
        #expect(output.status == 1)
        #expect(output.stdout == (try Self.block(after: "`feedterm validate deals.json` prints:")) + "\n")
    }

    @Test func theDocsPointNowhereOutsideTheRepository() throws {
        // Every page: the pictures beside them are no text.
        for name in try FileManager.default.contentsOfDirectory(atPath: FeedtermProcess.root.appendingPathComponent("docs").path) where name.hasSuffix(".md") {
            let text = try String(contentsOf: FeedtermProcess.root.appendingPathComponent("docs/\(name)"), encoding: .utf8)
            #expect(!text.contains("FORMAT.md") && !text.contains("../shared"), "docs/\(name)")
        }
    }
}

/// The schema's descriptions and the docs say the same: an editor's hover shows the words a
/// server engineer reads here.
struct SchemaDescriptionDocTests {
    @Test func everyModuleTypeAndActionIsDescribedInTheDocsWords() {
        for (type, description) in FormatDescriptions.moduleTypes.sorted(by: { $0.key < $1.key }) {
            #expect(LayoutFormatDocTests.doc.contains("| `\(type)` |") && LayoutFormatDocTests.doc.contains(description), "\(type)")
        }
        for (type, description) in FormatDescriptions.actionTypes.sorted(by: { $0.key < $1.key }) {
            #expect(LayoutFormatDocTests.doc.contains("| `\(type)` |") && LayoutFormatDocTests.doc.contains(description), "\(type)")
        }
        #expect(Set(FormatDescriptions.moduleTypes.keys) == Set(ModuleTypeRegistry.standard.typeNames))
        #expect(Set(FormatDescriptions.actionTypes.keys) == Set(Action.knownTypeNames))
    }

    @Test func everyFieldAndDefinitionOfTheSchemaHasADescription() throws {
        var undescribed: [String] = []
        func walk(_ value: JSONValue, at path: String) {
            switch value {
            case .object(let members):
                // An `if` only tells the variants apart; its `type` is no field of its own.
                if !path.hasSuffix("/if"), case .object(let properties)? = members["properties"] {
                    for (name, property) in properties where property["description"] == nil {
                        undescribed.append("\(path).\(name)")
                    }
                }
                for (key, member) in members { walk(member, at: path + "/" + key) }
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, at: path + "[\(index)]") }
            default: break
            }
        }
        let schema = FormatSchema.schema()
        walk(schema, at: "#")
        #expect(undescribed.isEmpty, "\(undescribed)")
        if case .object(let definitions)? = schema["$defs"] {
            for (name, definition) in definitions {
                #expect(definition["description"] != nil, "\(name)")
            }
        }
    }
}
