import FeedModel
import Foundation

/// A SARIF 2.1.0 log of a report (OASIS Static Analysis Results Interchange Format), which
/// code-scanning services take: one run, every diagnostic code as a rule, one result per
/// diagnostic with its file, line and column, and its JSON path as a logical location.
package struct SARIFLog: Encodable {
    package struct Text: Encodable {
        package let text: String
    }

    package struct Rule: Encodable {
        package let id: String
        package let name: String
        package let shortDescription: Text
        package let fullDescription: Text
        /// The code's row in the docs' table of codes, where `--doc-base` says the docs are;
        /// left out (nil) otherwise, since feedterm links to no address of its own.
        package let helpUri: String?
    }

    package struct Driver: Encodable {
        package let name = "feedterm"
        package let version = FeedtermVersion.tool
        package let rules: [Rule]
    }

    package struct Tool: Encodable {
        package let driver: Driver
    }

    package struct Region: Encodable {
        package let startLine: Int
        package let startColumn: Int
    }

    package struct ArtifactLocation: Encodable {
        package let uri: String
        /// `%SRCROOT%` for a path relative to where the check ran; absent for a `file:` URI.
        package let uriBaseId: String?
    }

    package struct PhysicalLocation: Encodable {
        package let artifactLocation: ArtifactLocation
        package let region: Region?
    }

    package struct LogicalLocation: Encodable {
        package let fullyQualifiedName: String
        package let kind = "member"
    }

    package struct Location: Encodable {
        package let physicalLocation: PhysicalLocation
        package let logicalLocations: [LogicalLocation]
    }

    package struct Result: Encodable {
        package let ruleId: String
        package let ruleIndex: Int
        package let level: String
        package let message: Text
        package let locations: [Location]
    }

    package struct Run: Encodable {
        package let tool: Tool
        /// Where `%SRCROOT%` is: the directory the check ran in.
        package let originalUriBaseIds: [String: ArtifactLocation]
        /// Columns count code points, as every feedterm diagnostic does.
        package let columnKind = "unicodeCodePoints"
        package let results: [Result]
    }

    package let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    package let version = "2.1.0"
    package let runs: [Run]

    package enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// The log of `entries`; each rule's help is `docBase` with the code's anchor (`#ft300`),
    /// when one is given.
    package init(entries: [DiagnosticReport.Entry], docBase: String?, directory: String = FileManager.default.currentDirectoryPath) {
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
    package static func location(of file: String) -> ArtifactLocation {
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
