import ArgumentParser
import FeedCommands
import Foundation

/// `feedterm flow run FILE... [--jobs N] [--trace DIR]`: runs flows and checks what they expect.
struct FlowRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run flow files and check their expectations, without snapshots.",
        discussion: """
            Prints each failed expectation as FILE:LINE:COL: expected …, found …, and what stopped a \
            flow at its step's line; a flow goes on after a failed expectation, so one run reports \
            them all. --trace DIR writes each flow's steps (the screen after each as .txt and .svg) \
            and an index.html timeline. Exits 0 when every flow passes, 1 otherwise, 2 for usage errors.
            """
    )

    @Argument(help: "Flow files, or folders (every flow file below).", completion: .file(extensions: ["json"]))
    var paths: [String]

    @Option(help: ArgumentHelp("Flows run at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Write each flow's trace, and an index.html of them, in this folder.", valueName: "dir"), completion: .directory)
    var trace: String?

    @OptionGroup var themeOptions: ThemeOptions
    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var limitOptions: LimitOptions
    @OptionGroup(title: "Pictures") var pictureOptions: PictureOptions

    func validate() throws {
        guard !paths.isEmpty, jobs.map({ (1...256).contains($0) }) ?? true else { throw ValidationError("Name at least one flow file or folder; --jobs is 1 to 256.") }
        try pictureOptions.requireCells(for: "flow run")
    }

    func run() throws {
        limitOptions.applyMemoryBudget()
        let (configs, theme, hosts) = (configOptions, try themeOptions.resolve(), pictureOptions.imageHosts)
        let batch = FlowBatch(
            inputs: FlowBatch.inputs(paths), jobs: jobs ?? Cores.available, traceFolder: trace.map { URL(fileURLWithPath: $0, isDirectory: true) }, theme: theme,
            drawsPictures: pictureOptions.images != .off, limits: limitOptions.limits, pictureLimits: limitOptions.pictureLimits
        ) { try configs.load(near: $0).config.allowing(imageHosts: hosts) }
        throw ExitCode(batch.report(batch.run()))
    }
}
