import ArgumentParser
import FeedBrowser
import FeedCommands
import FeedFiles
import FeedModel
import FeedRendering
import FeedTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `feedterm preview FILE`: prints a feed, or one of its modules, as `browse` would draw it.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Print a feed or one module to stdout, drawn as the browser draws it.",
        discussion: """
            Problems go to stderr in validate's format. A document that cannot be read exits 1; \
            anything else exits 0, with every valid module printed.
            """
    )

    @Argument(help: "A layout file or http(s) URL: a feed, an array of modules or one module; - reads standard input.", completion: .file(extensions: ["json"]))
    var file: String

    @Option(parsing: .unconditional, help: "Print only module N: its index in the document as in $.modules[N], dropped modules counted.")
    var module: Int?

    @Option(help: "Columns to draw in (default: the terminal's width, else 80).")
    var width: Int?

    @OptionGroup var colorOptions: ColorOptions

    @OptionGroup var stdinOptions: StdinOptions

    @OptionGroup var limitOptions: LimitOptions

    @Flag(help: "Print ASCII only (the default when the locale's character set is not UTF-8).")
    var ascii = false

    @Flag(help: "Lay every carousel out in full, its cards in rows, so every card shows.")
    var expand = false

    @Flag(help: "Below the drawing, list every element: its JSON path, file:line:column, module, action and own JSON.")
    var inspect = false

    @Flag(help: "Print the document as a screen reader reads it: its sections and numbered items, one line each, in plain words.")
    var linear = false

    @Flag(help: "Draw the file again on every save until interrupted; problems show above the last good drawing.")
    var watch = false

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup var backgroundOption: BackgroundOption

    @OptionGroup(title: "Pictures") var pictureOptions: PictureOptions

    @OptionGroup(title: "Pictures") var pictureSource: PictureSourceOption

    @OptionGroup(title: "Cohort") var cohortOptions: CohortOptions

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup(title: "HTTP sources") var headerOptions: HeaderOptions

    @OptionGroup var clock: ClockOptions

    func validate() throws {
        if let width, !(1...1000).contains(width) {
            throw ValidationError("--width must be from 1 to 1000, not \(width).")
        }
        if watch && file == "-" {
            throw ValidationError("--watch needs a file to watch, not standard input.")
        }
        if inspect && file == "-" {
            throw ValidationError("--inspect needs a file to point into, not standard input.")
        }
        let isWebAddress = file.hasPrefix("http://") || file.hasPrefix("https://")
        if isWebAddress && (watch || inspect) {
            throw ValidationError("--\(watch ? "watch" : "inspect") needs a file on disk, not a URL.")
        }
        if linear && (watch || inspect) {
            throw ValidationError("--linear prints the document once, in words: not with --\(watch ? "watch" : "inspect").")
        }
        if inspect && watch {
            throw ValidationError("--inspect and --watch cannot be used together.")
        }
        if let module, module < 0 {
            throw ValidationError("--module must be 0 or more, not \(module).")
        }
    }

    func run() throws {
        limitOptions.applyMemoryBudget()
        let loaded = try configOptions.load(near: file == "-" || WebURL.isWeb(file) ? nil : file)
        loaded.printWarnings()
        let config = loaded.config
        // A login is read only for a document fetched from its server.
        let headers = WebURL.isWeb(file) ? try headerOptions.resolve(config: config) : .none
        if watch {
            try PreviewWatch(file: file, decoder: config.decoder(now: clock.time, limits: limitOptions.limits), drawing: try drawing(config: config, headers: headers), pinnedWidth: width) { document in
                try selectedModules(of: document, config: config)
            }.run()
        }
        var input = DocumentInput(argument: file)
        input.stdinName = stdinOptions.stdinFilename ?? input.stdinName
        input.headers = headers
        let result = input.decode(with: config.decoder(now: clock.time, limits: limitOptions.limits))
        var report = DiagnosticReport()
        report.add(result.diagnostics.filter { diagnostic in
            !config.ignores(diagnostic.code, in: input.displayName) && (module.map { Self.path(diagnostic.path, isInModule: $0, of: result.document?.shape) } ?? true)
        }, file: input.displayName)
        for line in report.humanLines(styles: colorOptions.styles(for: STDERR_FILENO)) {
            ProcessOutput.error(line + "\n")
        }
        guard let document = result.document else {
            throw ExitCode(ExitStatus.documentError)
        }
        let modules = try selectedModules(of: document, config: config)
        if linear { return LinearMode.print(modules, name: document.title ?? input.displayName, theme: try themeOptions.resolve(config: config)) }
        let columns = TerminalSize.columns(width)
        let drawing = try drawing(config: config, headers: headers)
        let drawn = drawing.drawn(modules, width: columns)
        for line in PictureLoading.warnings(drawn.pictureProblems, file: input.displayName) {
            ProcessOutput.error(line + "\n")
        }
        for line in drawn.lines {
            print(line)
        }
        if inspect, let data = try? DocumentFile(path: file, limits: limitOptions.limits).withUnsafeBytes({ Data($0) }) {
            // Ids, names and the element's JSON are the feed's text: shown, never obeyed.
            for line in PreviewInspection.lines(for: modules, data: data, file: input.displayName, renderer: drawing.renderer, width: columns) {
                print(TextSanitizer.printableLine(line))
            }
        }
    }

    /// The drawing the flags ask for: theme, colour, ASCII and carousels; the pictures of a
    /// document's server asked for with `headers`, its login.
    func drawing(config: ProjectConfig, headers: RequestHeaders) throws -> PreviewDrawing {
        let depth = colorOptions.depth()
        // A terminal under a non-UTF-8 locale (LC_ALL=C) would show each UTF-8 byte as a character.
        let asciiOnly = ascii || !TerminalLocale.isUTF8()
        // With no colour, auto draws no picture, and the terminal is not asked; a protocol asked for still draws its pixels.
        let choice = PixelChoice.forThisProcess(depth == .none && pictureOptions.images == .auto ? .off : pictureOptions.images, askingBackground: BackgroundChoice.needsAsking(backgroundOption.background, drawsColour: depth != .none))
        let background = BackgroundChoice.resolve(backgroundOption.background, answered: choice.background)
        let theme = try themeOptions.resolve(config: config).variant(on: background)
        let renderer = FeedRenderer(theme: theme, options: LayoutOptions(asciiOnly: asciiOnly, expandsCarousels: expand, now: clock.time))
        if let note = choice.note {
            ProcessOutput.error("feedterm preview: note: \(note)\n")
        }
        let pictures = pictureOptions.drawsPictures(at: depth, choice: choice) ? pictureOptions.fetcher(for: file, sourceDirectory: pictureSource.directory, config: config, limits: limitOptions.pictureLimits, headers: headers) : nil
        // --watch cuts its drawing to the screen: a picture whose pixels are cut off with its
        // module's last line keeps its cells.
        return PreviewDrawing(renderer: renderer, depth: depth, background: background, asciiOnly: asciiOnly, pictures: pictures, pixels: choice, pixelsBlankCells: !watch)
    }

    /// All modules, or the one `--module` names, by its index in the document. A module that
    /// was dropped has had its diagnostics printed, and is an error.
    private func selectedModules(of document: FeedDocument, config: ProjectConfig) throws -> [Module] {
        let cohort = cohortOptions.cohort(config: config)
        guard let module else { return cohort.visible(document.modules, showingHidden: cohortOptions.showHidden) }
        guard module < document.moduleCount else {
            let count = document.moduleCount == 1 ? "1 module" : "\(document.moduleCount) modules"
            throw ValidationError("--module \(module) does not exist: the document has \(count), 0 to \(document.moduleCount - 1).")
        }
        guard let found = document.modules.first(where: { $0.position == module }) else {
            throw ExitCode(ExitStatus.documentError)
        }
        // Asked for by number, a module its cohort does not see still says why.
        return cohort.visible([found], showingHidden: true)
    }

    /// Whether a diagnostic's path lies in module `index`: `$.modules[N]`, `$[N]` or, for a
    /// single-module document, anywhere; fatal problems (`$`) concern every module.
    static func path(_ path: String, isInModule index: Int, of shape: FeedDocument.Shape?) -> Bool {
        let prefix: String
        switch shape {
        case .feed: prefix = "$.modules[\(index)]"
        case .moduleArray: prefix = "$[\(index)]"
        case .singleModule, nil: return true
        }
        return path == JSONPath.root || path == prefix || path.hasPrefix(prefix + ".") || path.hasPrefix(prefix + "[")
    }
}
