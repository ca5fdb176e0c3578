import ArgumentParser
import FeedModel
import FeedRendering
import Foundation

/// What `snapshot record` and `snapshot check` share: the layouts, where snapshots live, the
/// widths, the theme and the cohort.
struct SnapshotOptions: ParsableArguments {
    @Argument(help: "Layout files or directories (every *.json below a directory).", completion: .file(extensions: ["json"]))
    var paths: [String]

    @Option(help: "The directory snapshots are kept in.", completion: .directory)
    var out: String

    @Option(help: "The widths to draw at, in columns, separated by commas (default: the project config's, else 40,80,120).")
    var widths: String?

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup(title: "Cohort") var cohortOptions: CohortOptions

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup var clock: ClockOptions

    func validate() throws {
        guard !paths.isEmpty else {
            throw ValidationError("Name at least one layout file or directory.")
        }
        if paths.contains("-") {
            throw ValidationError("Snapshots are named after their files: standard input (-) has no name.")
        }
        _ = try columns()
    }

    /// The widths, in the order given; the project config's, else 40, 80 and 120, when none are.
    func columns(config: ProjectConfig = ProjectConfig()) throws -> [Int] {
        guard let widths else { return config.snapshotWidths ?? [40, 80, 120] }
        let values = widths.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0.map { (1...1000).contains($0) } ?? false }) else {
            throw ValidationError("--widths takes numbers from 1 to 1000 separated by commas, such as 40,80,120, not '\(widths)'.")
        }
        return values.compactMap { $0 }
    }

    /// Every snapshot the layouts make now, in order, and the layouts that could not be read.
    func render() throws -> (cases: [SnapshotCase], unreadable: [String]) {
        let loaded = try configOptions.load()
        loaded.printWarnings()
        let renderer = FeedRenderer(theme: try themeOptions.resolve(config: loaded.config), options: LayoutOptions(now: clock.date))
        let cohort = cohortOptions.cohort(config: loaded.config)
        let widths = try columns(config: loaded.config)
        let decoder = loaded.config.decoder(now: clock.date)
        var cases: [SnapshotCase] = [], unreadable: [String] = []
        for input in DocumentInput.expanding(paths) {
            let result = input.decode(with: decoder)
            guard let document = result.document else {
                let why = result.diagnostics.first.map { "\($0.location.map { "\($0.line):\($0.column): " } ?? "")\($0.message)" } ?? "it could not be read"
                unreadable.append("\(input.displayName): \(why)")
                continue
            }
            for width in widths {
                let buffer = LayoutSnapshot.buffer(of: document.modules, width: width, renderer: renderer, cohort: cohort)
                cases.append(SnapshotCase(name: "\(input.relativePath)@\(width)", buffer: buffer))
            }
        }
        return (cases, unreadable)
    }

    var directory: URL { URL(fileURLWithPath: out, isDirectory: true) }
}
