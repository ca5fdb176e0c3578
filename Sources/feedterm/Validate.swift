import ArgumentParser
import FeedModel
import Foundation

/// `feedterm validate PATH...`: reports every problem in layout documents, for people and CI.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check layout documents and report every problem with its place and code.",
        discussion: """
            Prints one line per problem, FILE:LINE:COL: error|warning: PATH: message [CODE], then a summary. \
            A directory stands for every *.json file below it. Files are checked in parallel; the output keeps their order.
            Exits 0 when there is no error (warnings allowed), 1 when there is any error, 2 for usage errors.
            """
    )

    /// How diagnostics are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case human
        case json
        case sarif
    }

    @Argument(help: "Layout files or directories to check; - reads standard input.", completion: .file(extensions: ["json"]))
    var paths: [String]

    @Option(help: "human: a line per problem and a summary; json: a JSON array; sarif: SARIF 2.1.0 for code scanning.")
    var format: Format = .human

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "List the cohorts each document tells apart by its modules' requires (flags, experiment variants, client versions) and how many modules each sees.")
    var cohorts = false

    func validate() throws {
        guard !paths.isEmpty else {
            throw ValidationError("Name at least one layout file or directory, or - for standard input.")
        }
        guard paths.count(where: { $0 == "-" }) <= 1 else {
            throw ValidationError("Standard input (-) can be read only once.")
        }
        if cohorts, format != .human {
            throw ValidationError("--cohorts prints a table for people: use it with --format human.")
        }
    }

    func run() throws {
        let inputs = DocumentInput.expanding(paths)
        var report = DiagnosticReport()
        let checked = Self.check(inputs, keepingRequirements: cohorts)
        for (input, document) in zip(inputs, checked) {
            report.add(document.diagnostics, file: input.displayName, strict: strict)
        }
        switch format {
        case .human:
            for line in report.humanLines {
                print(line)
            }
            if cohorts {
                for (input, document) in zip(inputs, checked) where document.requirements != nil {
                    print(CohortReport.lines(for: CohortTable(requirements: document.requirements ?? []), file: input.displayName).joined(separator: "\n"))
                }
            }
            print(report.summary(fileCount: inputs.count))
        case .json:
            print(try report.json())
        case .sarif:
            print(try report.sarif())
        }
        if report.errorCount > 0 {
            throw ExitCode(ExitStatus.documentError)
        }
    }

    /// What checking one document keeps: its diagnostics and, when cohorts are asked for, the
    /// `requires` of each module that was valid (nil when it could not be read).
    typealias Checked = (diagnostics: [Diagnostic], requirements: [Requirements?]?)

    /// Every input checked, in input order, on every core at once. Only diagnostics (and
    /// requirements) are kept, so memory is that of the files being decoded, not of all of them.
    static func check(_ inputs: [DocumentInput], keepingRequirements: Bool) -> [Checked] {
        let summarise: @Sendable (FeedDecodeResult) -> Checked = { result in
            (result.diagnostics, keepingRequirements ? result.document.map { $0.modules.map(\.requires) } : nil)
        }
        // Standard input is read here, once, before the workers start.
        let stdin = inputs.contains { $0.argument == "-" } ? summarise(DocumentInput(argument: "-").decode()) : ([], nil)
        let results = ParallelResults<Checked>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            results.set(index, input.argument == "-" ? stdin : summarise(input.decode()))
        }
        return results.values
    }
}
