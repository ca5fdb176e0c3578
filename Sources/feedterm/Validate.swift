import ArgumentParser
import FeedCommands
import FeedFiles
import FeedFlows
import FeedModel
import FeedRendering
import Foundation

/// `feedterm validate PATH...`: reports every problem in layout documents, for people and CI.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check layout documents and report every problem with its place and code.",
        discussion: """
            Prints one line per problem, FILE:LINE:COL: error|warning: PATH: message [CODE], then a summary. \
            A directory stands for every *.json file below it, less those its feedterm.json's exclude names. \
            A file named feedterm.json or feedterm-snapshots.json is checked as a project config or a snapshot manifest. \
            Each file is checked by the nearest feedterm.json from its folder up, and against its source: the \
            nearest folder at or above it that holds home.json, as the editor checks it. \
            Files are checked in parallel; the output keeps their order.
            Exits 0 when there is no error (warnings allowed), 1 when there is any error, 2 for usage errors.
            """
    )

    /// How diagnostics are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case human
        case json
        case sarif
    }

    @Argument(help: "Layout files or directories to check, http(s) URLs of documents, or base URLs (ending in /) of sources to check whole; - reads standard input.", completion: .file(extensions: ["json"]))
    var paths: [String]

    @Option(help: "human: a line per problem and a summary; json: a JSON array; sarif: SARIF 2.1.0 for code scanning.")
    var format: Format = .human

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "List the cohorts each document tells apart by its modules' requires (flags, experiment variants, client versions) and how many modules each sees; then, for each app version in feedterm.json's clients, the modules it shows otherwise than the latest app.")
    var cohorts = false

    @Option(name: .customLong("client-version"), help: ArgumentHelp("An app version to check every module against (repeatable), instead of feedterm.json's clients: a module it can neither show nor replace with a fallback is a warning (FT319).", valueName: "x.y.z"))
    var clientVersions: [String] = []

    @Option(help: ArgumentHelp("The source every file given belongs to, and must be inside: the pages, deferred documents, feeds and pictures they name must be in it (default: for each file, the nearest folder at or above it that holds home.json).", valueName: "dir"), completion: .directory)
    var source: String?

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup(title: "HTTP sources") var headerOptions: HeaderOptions

    @Option(help: ArgumentHelp("With --format sarif: the address where your team serves the layout format's page, which each rule's help links into (#ft300); without it, rules carry no link.", valueName: "url"))
    var docBase: String?

    @OptionGroup var clock: ClockOptions

    @OptionGroup var colorOptions: ColorOptions

    @OptionGroup var stdinOptions: StdinOptions

    @OptionGroup var limitOptions: LimitOptions

    @Option(help: ArgumentHelp("Documents checked at once, or for one document of 1 MiB or more, the threads its modules are checked on, up to the cores (default: the number of cores). The memory budget holds them all together, whatever the number.", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        guard !paths.isEmpty else {
            throw ValidationError("Name at least one layout file or directory, or - for standard input.")
        }
        guard paths.count(where: { $0 == "-" }) <= 1 else {
            throw ValidationError("Standard input (-) can be read only once.")
        }
        if let jobs, !(1...1024).contains(jobs) {
            throw ValidationError("--jobs must be from 1 to 1024, not \(jobs).")
        }
        if cohorts, format != .human {
            throw ValidationError("--cohorts prints a table for people: use it with --format human.")
        }
        if let bad = clientVersions.first(where: { ClientVersion($0) == nil }) {
            throw ValidationError("--client-version takes dotted numbers such as 5.0.0, not '\(bad)'.")
        }
        if let source, !DocumentInput.isFolder(source) {
            throw ValidationError("--source must be a directory; '\(source)' is not one.")
        }
    }

    func run() throws {
        limitOptions.applyMemoryBudget()
        // Thousands of files in a few folders: each folder's feedterm.json and home.json is
        // looked for once.
        SourceRoot.remembersFolders()
        var skipped: [(diagnostic: Diagnostic, file: String)] = []
        // A base URL stands for the source it serves; anything else is a document or a folder.
        let sources = paths.filter(ServedSource.isBase)
        let jobs = jobs ?? Cores.available
        // The listing on at most a thread a core: the folders of a layouts tree are in the
        // kernel's cache, listed by the CPU rather than waited for, unlike documents fetched
        // from a server, for which --jobs may be more than the cores.
        // A login is read only when something is fetched: a file's check needs none.
        let headers = paths.contains(where: WebURL.isWeb) ? try headerOptions.resolve(config: configOptions.load(near: nil).config) : .none
        let found = DocumentInput.expanding(paths.filter { !ServedSource.isBase($0) }, stdinName: stdinOptions.stdinFilename, jobs: min(jobs, Cores.available), skipped: { skipped.append(($0, $1)) }).map { input in
            var input = input
            input.headers = headers
            return input
        }
        // Each file is checked by the project config nearest it, as the editor checks it.
        let configs = try ValidationConfigs(found, options: configOptions.lookup, clientVersions: clientVersions.compactMap(ClientVersion.init))
        let inputs = configs.inputs
        for path in paths where path != "-" && !inputs.contains(where: { $0.directory == path }) && DocumentInput.isFolder(path) {
            // A wrong path in CI must not go green with nothing checked.
            let excluded = found.contains { $0.directory == path } ? ", or none that feedterm.json's exclude leaves in" : ""
            throw ValidationError("'\(path)' holds no layout document (no *.json file below it)\(excluded).")
        }
        if let source, case let root = StandardPath.of(source), let outside = inputs.first(where: { $0.argument != "-" && !$0.isWebAddress && $0.path(inSource: root) == nil }) {
            throw ValidationError("'\(TextSanitizer.printableLine(outside.argument))' is not inside --source \(TextSanitizer.printableLine(source)): a source checks only its own documents.")
        }
        var report = DiagnosticReport()
        for loaded in configs.used where loaded.file != nil {
            report.add(loaded.warnings, file: loaded.file ?? "", strict: strict)
        }
        for (diagnostic, file) in skipped where !configs.config(forFile: file).excludes(file) && !configs.config(forFile: file).ignores(diagnostic.code, in: file) {
            report.add([diagnostic], file: file, strict: strict)
        }
        let checked = configs.check(now: clock.time, limits: limitOptions.limits, source: source, keepingModules: cohorts, jobs: jobs)
        for (index, input) in inputs.enumerated() {
            report.add(checked[index].diagnostics, file: input.displayName, strict: strict)
        }
        var servedCount = 0
        for address in sources {
            var config = try configOptions.load(near: nil).config
            if !clientVersions.isEmpty {
                config.clients = clientVersions.compactMap(ClientVersion.init)
            }
            let served = ServedSource(base: URL(string: address) ?? URL(fileURLWithPath: "/"), decoder: config.decoder(now: clock.time, limits: limitOptions.limits), headers: headers).check()
            servedCount += served.count
            for (name, diagnostics) in served {
                report.add(diagnostics.filter { !config.ignores($0.code, in: name) }, file: name, strict: strict)
            }
        }
        switch format {
        case .human:
            let styles = colorOptions.styles()
            for line in report.humanLines(styles: styles) {
                print(line)
            }
            if cohorts {
                for (index, input) in inputs.enumerated() {
                    guard let (shape, modules) = checked[index].modules else { continue }
                    let config = configs.config(of: index)
                    print(CohortReport.lines(for: CohortTable(modules: modules, since: config.since), file: input.displayName).joined(separator: "\n"))
                    if let versions = config.appVersions {
                        print(VersionReport.lines(for: modules, shape: shape, versions: versions, file: input.displayName).joined(separator: "\n"))
                    }
                }
            }
            print(report.summary(fileCount: inputs.count + servedCount, styles: styles))
        case .json:
            print(try report.json())
        case .sarif:
            print(try report.sarif(docBase: docBase))
        }
        if report.errorCount > 0 {
            throw ExitCode(ExitStatus.documentError)
        }
    }
}
