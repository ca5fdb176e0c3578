import FeedModel
import Foundation

/// A SARIF 2.1.0 log of a report (OASIS Static Analysis Results Interchange Format), which
/// code-scanning services take: one run, every diagnostic code as a rule, one result per
/// diagnostic with its file, line and column, and its JSON path as a logical location.
struct SARIFLog: Encodable {
    struct Text: Encodable {
        let text: String
    }

    struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Text
    }

    struct Driver: Encodable {
        let name = "feedterm"
        let version = FeedtermVersion.tool
        let rules: [Rule]
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }

    struct ArtifactLocation: Encodable {
        let uri: String
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct LogicalLocation: Encodable {
        let fullyQualifiedName: String
        let kind = "member"
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
        let logicalLocations: [LogicalLocation]
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
    }

    struct Run: Encodable {
        let tool: Tool
        /// Columns count code points, as every feedterm diagnostic does.
        let columnKind = "unicodeCodePoints"
        let results: [Result]
    }

    let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    init(entries: [DiagnosticReport.Entry]) {
        let codes = DiagnosticCode.allCases
        let rules = codes.map { code in
            let name = String(describing: code)
            return Rule(id: code.rawValue, name: name.prefix(1).uppercased() + name.dropFirst(), shortDescription: Text(text: code.summary))
        }
        let results = entries.map { entry in
            Result(
                ruleId: entry.code.rawValue,
                ruleIndex: codes.firstIndex(of: entry.code) ?? 0,
                level: entry.severity.rawValue,
                message: Text(text: "\(entry.path): \(entry.message)"),
                locations: [Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: ArtifactLocation(uri: Self.uri(for: entry.file)),
                        region: entry.line.map { Region(startLine: $0, startColumn: entry.column ?? 1) }
                    ),
                    logicalLocations: [LogicalLocation(fullyQualifiedName: entry.path)]
                )]
            )
        }
        runs = [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]
    }

    /// A file path as a URI reference: relative paths stay relative, to the directory the
    /// check ran in, as code-scanning uploads expect.
    static func uri(for file: String) -> String {
        guard file != "<stdin>" else { return "stdin" }
        return file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file
    }
}
