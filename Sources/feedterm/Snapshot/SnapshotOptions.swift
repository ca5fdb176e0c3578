import ArgumentParser
import FeedBrowser
import FeedCommands
import FeedFiles
import FeedModel
import FeedRendering
import Foundation

/// What `snapshot record` and `snapshot check` share: the layouts, where snapshots live, the
/// root they are named from, the widths, the theme and the cohort.
struct SnapshotOptions: ParsableArguments {
    @Argument(help: "Layout files, flow files, or directories (every *.json below a directory).", completion: .file(extensions: ["json"]))
    var paths: [String]

    @Option(help: "The directory snapshots are kept in.", completion: .directory)
    var out: String

    @Option(help: ArgumentHelp("The directory snapshots are named from: a layout's name is its path below it (default: the current directory).", valueName: "dir"), completion: .directory)
    var root: String?

    @Option(help: "The widths to draw at, in columns, separated by commas (default: the record's, else the project config's, else 40,80,120).")
    var widths: String?

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup(title: "Cohort") var cohortOptions: CohortOptions

    @Flag(help: "Also draw each layout as every app version in feedterm.json's clients shows it (LAYOUT@WIDTH@app-VERSION); a folder recorded so is checked so.")
    var clients = false

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup(title: "HTTP sources") var headerOptions: HeaderOptions

    @OptionGroup var clock: ClockOptions

    @OptionGroup var colorOptions: ColorOptions

    @OptionGroup var limitOptions: LimitOptions

    @OptionGroup(title: "Pictures") var pictureOptions: PictureOptions

    @OptionGroup(title: "Pictures") var pictureSource: PictureSourceOption

    func validate() throws {
        try pictureOptions.requireCells(for: "snapshot")
        guard !paths.isEmpty else {
            throw ValidationError("Name at least one layout file or directory.")
        }
        if paths.contains("-") {
            throw ValidationError("Snapshots are named after their files: standard input (-) has no name.")
        }
        _ = try columns()
    }

    /// The widths given, in order; the project config's, else 40, 80 and 120, when none are.
    func columns(config: ProjectConfig = ProjectConfig()) throws -> [Int] {
        guard let widths else { return config.snapshotWidths ?? [40, 80, 120] }
        let values = widths.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0.map { (1...1000).contains($0) } ?? false }) else {
            throw ValidationError("--widths takes numbers from 1 to 1000 separated by commas, such as 40,80,120, not '\(widths)'.")
        }
        return values.compactMap { $0 }
    }

    var directory: URL { URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL }

    /// The root's absolute path, without a trailing slash.
    var rootPath: String {
        URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL.path
    }

    /// The name of the layout at `path`: its path below the root, however it was written
    /// (`layouts/x.json`, `./layouts/x.json`, absolute). A layout outside the root has none,
    /// so no snapshot is ever written outside `--out`.
    func name(of path: String) throws -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        guard absolute.hasPrefix(prefix), absolute.count > prefix.count else {
            throw ValidationError("'\(TextSanitizer.printableLine(path))' is outside the root \(prefix): snapshots are named by their path below --root (default: the current directory).")
        }
        return String(absolute.dropFirst(prefix.count))
    }

    /// Whether the recorded snapshot `name` belongs to the layouts this run names: one of the
    /// files, or any layout below one of the directories.
    func covers(_ name: String) throws -> Bool {
        let layout = SnapshotCase.layout(of: name)
        for path in paths {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let own = try self.name(of: path)
            if exists && isDirectory.boolValue ? layout.hasPrefix(own + "/") : layout == own { return true }
        }
        return false
    }

    /// Every snapshot the layouts and flows make with `settings`, in order, and the problems
    /// of those that could not be read, as validate prints them (`SnapshotRendering`). A check
    /// (`checking`) compares a flow whose expectations fail, and writes flows' traces.
    func render(_ settings: SnapshotSettings, config loaded: LoadedConfig, checking: Bool) throws -> SnapshotRendering {
        let renderer = FeedRenderer(theme: settings.theme, options: LayoutOptions(now: settings.now))
        let decoder = loaded.config.decoder(now: settings.now, limits: limitOptions.limits)
        var rendering = SnapshotRendering()
        // Its own --out, inside the layouts or not, holds snapshots, not layouts.
        let inputs = DocumentInput.expanding(paths, leavingOut: [out], excluding: { loaded.config.excludes($0.argument) }) { diagnostic, file in
            var report = DiagnosticReport()
            report.add([diagnostic], file: file)
            printUnreadable(report)
        }
        // A login is read only when a layout is fetched from its server.
        let headers = paths.contains(where: WebURL.isWeb) ? try headerOptions.resolve(config: loaded.config) : .none
        for var input in inputs {
            input.headers = headers
            let name = try self.name(of: input.argument)
            let result = input.decode(with: decoder)
            if let data = input.flowData(decoded: result, limits: limitOptions.limits) {
                rendering.add(flowOutcome(input, data: data, name: name, settings: settings, tracing: checking), name: name, file: input.displayName, checking: checking)
                continue
            }
            guard let document = result.document else {
                rendering.problems.add(result.diagnostics.filter { $0.severity == .error }, file: input.displayName)
                rendering.unreadable.insert(name)
                continue
            }
            // A snapshot records colours whatever the terminal: its pictures are drawn unless
            // --images off.
            var drawing = renderer
            if pictureOptions.drawsPictures(at: .trueColor) {
                let loaded = PictureLoading.load(Array(document.modules), with: pictureOptions.fetcher(for: input.argument, sourceDirectory: pictureSource.directory, config: loaded.config, limits: limitOptions.pictureLimits, headers: headers))
                drawing.pictures = loaded.store
                for line in PictureLoading.warnings(loaded.problems, file: input.displayName, notingHosts: false) {
                    ProcessOutput.error(line + "\n")
                }
            }
            for width in settings.widths {
                for (version, reader) in settings.readers {
                    let buffer = LayoutSnapshot.buffer(of: Array(document.modules), width: width, renderer: drawing, cohort: reader)
                    rendering.cases.append(SnapshotCase(name: SnapshotCase.name(name, width: width, version: version), buffer: buffer))
                }
            }
        }
        return rendering
    }

    /// `FILE:LINE:COL: error: …` for each unreadable layout, on stderr.
    func printUnreadable(_ report: DiagnosticReport) {
        let lines = report.humanLines(styles: colorOptions.styles(for: STDERR_FILENO))
        guard !lines.isEmpty else { return }
        ProcessOutput.error(lines.joined(separator: "\n") + "\n")
    }

    /// Runs `write`, which writes files under `--out`; a failure is its file and why, on
    /// stderr, and exit 1 (never Foundation's domain and code).
    func writing(_ url: URL, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch {
            ProcessOutput.error("Error: cannot write \(TextSanitizer.printableLine(url.path)): \(FileErrorText.describe(error))\n")
            throw ExitCode(ExitStatus.documentError)
        }
    }
}
