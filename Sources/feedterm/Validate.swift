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

    @Flag(help: "List the cohorts each document tells apart by its modules' requires (flags, experiment variants, client versions) and how many modules each sees; then, for each app version in feedterm.json's clients, the modules it shows otherwise than the latest app.")
    var cohorts = false

    @Option(name: .customLong("client-version"), help: ArgumentHelp("An app version to check every module against (repeatable), instead of feedterm.json's clients: a module it can neither show nor replace with a fallback is a warning (FT319).", valueName: "x.y.z"))
    var clientVersions: [String] = []

    @Option(help: ArgumentHelp("The source the files belong to: the pages, deferred documents, feeds and pictures they name must be in it. A directory named as a path is its own source.", valueName: "dir"), completion: .directory)
    var source: String?

    @OptionGroup var configOptions: ConfigOptions

    @Option(help: ArgumentHelp("With --format sarif: the address of docs/layout-format.md that each rule's help links into (#ft300).", valueName: "url"))
    var docBase: String = SARIFLog.defaultDocBase

    @OptionGroup var clock: ClockOptions

    @OptionGroup var colorOptions: ColorOptions

    @OptionGroup var stdinOptions: StdinOptions

    @OptionGroup var limitOptions: LimitOptions

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
        if let bad = clientVersions.first(where: { ClientVersion($0) == nil }) {
            throw ValidationError("--client-version takes dotted numbers such as 5.0.0, not '\(bad)'.")
        }
        var isDirectory: ObjCBool = false
        if let source, !(FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw ValidationError("--source must be a directory; '\(source)' is not one.")
        }
    }

    func run() throws {
        var skipped: [(diagnostic: Diagnostic, file: String)] = []
        let inputs = DocumentInput.expanding(paths, stdinName: stdinOptions.stdinFilename) { skipped.append(($0, $1)) }
        for path in paths where path != "-" && !inputs.contains(where: { $0.directory == path }) && Self.isDirectory(path) {
            // A wrong path in CI must not go green with nothing checked.
            throw ValidationError("'\(path)' holds no layout document (no *.json file below it).")
        }
        var report = DiagnosticReport()
        let loaded = try configOptions.load(near: paths.first { $0 != "-" })
        if let file = loaded.file {
            report.add(loaded.warnings, file: file, strict: strict)
        }
        for (diagnostic, file) in skipped where !loaded.config.ignores(diagnostic.code, in: file) {
            report.add([diagnostic], file: file, strict: strict)
        }
        var config = loaded.config
        if !clientVersions.isEmpty {
            config.clients = clientVersions.compactMap(ClientVersion.init)
        }
        // References are collected only from files that have a source to check them in.
        let decoder = config.decoder(now: clock.date, collectingReferences: true, limits: limitOptions.limits)
        let checked = Self.check(inputs, decoder: decoder, keepingModules: cohorts) { $0.directory != nil || source != nil }
        let sourceProblems = SourceProblems(inputs: inputs, references: checked.map(\.references), source: source, decoder: decoder)
        for (index, (input, document)) in zip(inputs, checked).enumerated() {
            let found = document.diagnostics + sourceProblems.diagnostics(of: index)
            report.add(found.filter { !config.ignores($0.code, in: input.displayName) }, file: input.displayName, strict: strict)
        }
        switch format {
        case .human:
            let styles = colorOptions.styles()
            for line in report.humanLines(styles: styles) {
                print(line)
            }
            if cohorts {
                for (input, document) in zip(inputs, checked) {
                    guard let (shape, modules) = document.modules else { continue }
                    print(CohortReport.lines(for: CohortTable(modules: modules, since: config.since), file: input.displayName).joined(separator: "\n"))
                    if let versions = config.appVersions {
                        print(VersionReport.lines(for: modules, shape: shape, versions: versions, file: input.displayName).joined(separator: "\n"))
                    }
                }
            }
            print(report.summary(fileCount: inputs.count, styles: styles))
        case .json:
            print(try report.json())
        case .sarif:
            print(try report.sarif(docBase: docBase))
        }
        if report.errorCount > 0 {
            throw ExitCode(ExitStatus.documentError)
        }
    }

    /// What checking one document keeps: its diagnostics and, when cohorts are asked for, its
    /// shape and valid modules (nil when it could not be read).
    typealias Checked = (diagnostics: [Diagnostic], modules: (FeedDocument.Shape, [Module])?, references: [SourceReference])

    /// Every input checked, in input order, on every core at once. Only diagnostics,
    /// references (and, for cohorts, modules) are kept, so memory is that of the files being decoded,
    /// not of all of them.
    static func check(_ inputs: [DocumentInput], decoder: FeedDecoder, keepingModules: Bool, hasSource: @escaping @Sendable (DocumentInput) -> Bool) -> [Checked] {
        let summarise: @Sendable (FeedDecodeResult) -> Checked = { result in
            (result.diagnostics, keepingModules ? result.document.map { ($0.shape, $0.modules) } : nil, result.references)
        }
        // Standard input is read here, once, before the workers start.
        let decoding: @Sendable (DocumentInput) -> FeedDecoder = { input in
            var decoder = decoder
            decoder.collectsReferences = hasSource(input)
            decoder.collectsScreenReferences = true
            return decoder
        }
        let stdin = inputs.contains { $0.argument == "-" } ? summarise(DocumentInput(argument: "-").decode(with: decoding(DocumentInput(argument: "-")))) : ([], nil, [])
        let results = ParallelResults<Checked>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            results.set(index, input.argument == "-" ? stdin : summarise(input.decode(with: decoding(input))))
        }
        return results.values
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
