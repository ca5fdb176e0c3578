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

    func validate() throws {
        guard !paths.isEmpty else {
            throw ValidationError("Name at least one layout file or directory, or - for standard input.")
        }
        guard paths.count(where: { $0 == "-" }) <= 1 else {
            throw ValidationError("Standard input (-) can be read only once.")
        }
    }

    func run() throws {
        let inputs = DocumentInput.expanding(paths)
        var report = DiagnosticReport()
        for (input, diagnostics) in zip(inputs, Self.diagnostics(of: inputs)) {
            report.add(diagnostics, file: input.displayName, strict: strict)
        }
        switch format {
        case .human:
            for line in report.humanLines {
                print(line)
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

    /// Every input's diagnostics, in input order, decoded on every core at once. Only the
    /// diagnostics are kept, so memory is that of the files being decoded, not of all of them.
    static func diagnostics(of inputs: [DocumentInput]) -> [[Diagnostic]] {
        // Standard input is read here, once, before the workers start.
        let stdin = inputs.contains { $0.argument == "-" } ? DocumentInput(argument: "-").decode().diagnostics : []
        let results = ParallelResults<[Diagnostic]>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            results.set(index, input.argument == "-" ? stdin : input.decode().diagnostics)
        }
        return results.values
    }
}
