import ArgumentParser
import FeedModel
import Foundation

/// `feedterm validate FILE...`: reports every problem in layout documents, for people and CI.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check layout documents and report every problem with its JSON path.",
        discussion: """
            Prints one line per problem, FILE:PATH: error|warning: message, then a summary.
            Exits 0 when there is no error (warnings allowed), 1 when there is any error, 2 for usage errors.
            """
    )

    /// How diagnostics are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case human
        case json
    }

    @Argument(help: "Layout files to check; - reads standard input.")
    var files: [String]

    @Option(help: "human: one line per problem and a summary; json: a JSON array on stdout and nothing else.")
    var format: Format = .human

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    func validate() throws {
        guard !files.isEmpty else {
            throw ValidationError("Name at least one layout file, or - for standard input.")
        }
        guard files.count(where: { $0 == "-" }) <= 1 else {
            throw ValidationError("Standard input (-) can be read only once.")
        }
    }

    func run() throws {
        var report = DiagnosticReport()
        for file in files {
            let input = DocumentInput(argument: file)
            report.add(input.decode().diagnostics, file: input.displayName, strict: strict)
        }
        switch format {
        case .human:
            for line in report.humanLines {
                print(line)
            }
            print(report.summary(fileCount: files.count))
        case .json:
            print(try report.json())
        }
        if report.errorCount > 0 {
            throw ExitCode(ExitStatus.documentError)
        }
    }
}
