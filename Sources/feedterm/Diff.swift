import ArgumentParser
import FeedCommands
import FeedRendering

/// `feedterm diff OLD NEW`: what changed for the shopper between two versions of a layout.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say what changed for the shopper between two versions of a layout document (or two folders of them).",
        discussion: """
            Module by module: added, removed, moved (found by its id, else by its type and which of \
            that type it is), and changed, with each field's JSON path and old and new value (a price \
            as a price). A changed or added module that some of feedterm.json's clients do not show \
            says which see a hole or its fallback; a change under requires or fallback says who it \
            touches. Folders are compared file by file, by path. Exits 0 when nothing changed, 1 when \
            something did, 2 for usage errors (a file that cannot be read or parsed among them).
            """
    )

    @Argument(help: "The old version: a layout file or a folder of them.", completion: .file(extensions: ["json"]))
    var old: String

    @Argument(help: "The new version: a layout file or a folder of them.", completion: .file(extensions: ["json"]))
    var new: String

    @Option(help: "text (default), json (a list of changes) or markdown (for a pull request comment, with each changed module drawn before and after).")
    var format: LayoutDiffReport.Format = .text

    @Option(help: "The width the Markdown drawings are drawn at, in columns.")
    var width = 60

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        guard (20...400).contains(width) else { throw ValidationError("--width must be from 20 to 400, not \(width).") }
    }

    func run() throws {
        limitOptions.applyMemoryBudget()
        let config = try configOptions.load(near: new).config
        let decoder = config.decoder(limits: limitOptions.limits)
        let documents = try LayoutDiffInputs.documents(old: old, new: new, limits: limitOptions.limits, appVersions: config.appVersions, decoder: decoder)
        let report = LayoutDiffReport(documents: documents)
        let text = try report.written(as: format, width: width, decoder: decoder)
        // Every value shown is the feed's text: shown, never obeyed.
        print(text.split(separator: "\n", omittingEmptySubsequences: false).map { TextSanitizer.printableLine(String($0)) }.joined(separator: "\n"), terminator: "")
        if report.changed { throw ExitCode(ExitStatus.documentError) }
    }
}
