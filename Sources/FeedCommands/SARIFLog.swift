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
        let fullDescription: Text
        /// The code's row in the docs' table of codes, where `--doc-base` says the docs are;
        /// left out (nil) otherwise, since feedterm links to no address of its own.
        let helpUri: String?
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
        /// `%SRCROOT%` for a path relative to where the check ran; absent for a `file:` URI.
        let uriBaseId: String?
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
        /// Where `%SRCROOT%` is: the directory the check ran in.
        let originalUriBaseIds: [String: ArtifactLocation]
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

    /// The log of `entries`; each rule's help is `docBase` with the code's anchor (`#ft300`),
    /// when one is given.
    init(entries: [DiagnosticReport.Entry], docBase: String?, directory: String = FileManager.default.currentDirectoryPath) {
        let codes = DiagnosticCode.allCases
        let rules = codes.map { code in
            let name = String(describing: code)
            return Rule(
                id: code.rawValue, name: name.prefix(1).uppercased() + name.dropFirst(), shortDescription: Text(text: code.summary),
                fullDescription: Text(text: code.summary + " " + Self.consequence(of: code)), helpUri: docBase.map { $0 + "#" + code.rawValue.lowercased() }
            )
        }
        let results = entries.map { entry in
            Result(
                ruleId: entry.code.rawValue,
                ruleIndex: codes.firstIndex(of: entry.code) ?? 0,
                level: entry.severity.rawValue,
                message: Text(text: "\(entry.path): \(entry.message)"),
                locations: [Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: Self.location(of: entry.file),
                        region: entry.line.map { Region(startLine: $0, startColumn: entry.column ?? 1) }
                    ),
                    logicalLocations: [LogicalLocation(fullyQualifiedName: entry.path)]
                )]
            )
        }
        let root = URL(fileURLWithPath: directory, isDirectory: true).absoluteString
        runs = [Run(tool: Tool(driver: Driver(rules: rules)), originalUriBaseIds: ["%SRCROOT%": ArtifactLocation(uri: root, uriBaseId: nil)], results: results)]
    }

    /// A file as SARIF names it: an absolute path as a `file:` URI; a relative one, and
    /// standard input's name, relative to `%SRCROOT%`, percent-encoded.
    static func location(of file: String) -> ArtifactLocation {
        if file.hasPrefix("/") {
            return ArtifactLocation(uri: URL(fileURLWithPath: file).absoluteString, uriBaseId: nil)
        }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "<>:")
        return ArtifactLocation(uri: file.addingPercentEncoding(withAllowedCharacters: allowed) ?? file, uriBaseId: "%SRCROOT%")
    }

    /// What a code's problem costs, as the docs' table says, for the rule's full description.
    private static func consequence(of code: DiagnosticCode) -> String {
        switch code.rawValue {
        case ..<"FT300": "It is fatal: nothing in the document is shown."
        case ..<"FT309": "The field, element or module at fault is dropped, as the message says; a required field drops its module."
        case "FT309": "An error: the module is dropped."
        case "FT311": "An error: the module is hidden from every reader."
        default: "A warning: a client decodes it but would show it wrongly."
        }
    }
}
