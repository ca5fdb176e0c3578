import ArgumentParser
import FeedBrowser
import FeedCommands
import FeedInput
import FeedModel
import FeedPictures
import FeedRendering
import FeedTerminal
import Foundation

/// `feedterm browse [SOURCE]`: the feeds full-screen, with focus, actions and favorites.
struct Browse: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse a source's Home and Deals feeds full-screen.",
        discussion: """
            SOURCE is a directory, or an http(s) base URL, holding home.json, deals.json, \
            listings/<id>.json and shops/<id>.json (default: the bundled layouts/). \
            Press ? inside for the keys. Favorites, follows, the cart and past orders are kept per \
            source in one SQLite file (see --state); a file that is not a database, is corrupt or \
            comes from a newer feedterm is moved aside as state.sqlite.broken-<time> and a fresh one \
            started; a directory that cannot be written keeps them in memory, and the status line says so.
            Exits 0 on q (or quit), 2 when there is no terminal to take over and no linear reading is asked for, and 128 plus the signal's \
            number after SIGINT (130), SIGTERM (143) or SIGHUP (129), the terminal restored each time.
            """
    )

    @Argument(help: "A directory or an http(s) base URL of layouts (default: the bundled layouts/).", completion: .directory)
    var source: String?

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup var backgroundOption: BackgroundOption

    @OptionGroup var colorOptions: ColorOptions

    @OptionGroup(title: "Cohort") var cohortOptions: CohortOptions

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup(title: "HTTP sources") var headerOptions: HeaderOptions

    @OptionGroup var limitOptions: LimitOptions

    @OptionGroup(title: "Pictures") var pictureOptions: PictureOptions

    @Option(help: "Append each performed action and impression to this file, one JSON object per line.", completion: .file())
    var actionLog: String?

    @Option(help: ArgumentHelp("Record the session into this file as an asciicast v2 recording (asciinema plays it; 'feedterm flow from-cast' makes a flow of it). Pictures are drawn as cells, which a recording can hold.", valueName: "file.cast"), completion: .file(extensions: ["cast"]))
    var record: String?

    @Option(help: "Keep favorites, follows, the cart and orders in this SQLite file (default: $XDG_STATE_HOME/feedterm/state.sqlite, else ~/.local/state/feedterm/state.sqlite).", completion: .file())
    var state: String?

    @Flag(help: "Keep favorites, follows, the cart and orders in memory only, for this run.")
    var noState = false

    @Flag(help: "Read the screens as lines that are only appended, for screen readers and braille displays, and take typed commands (help lists them) from standard input, which may be a file or a pipe. Also when ACCESSIBLE is set (not 0) or TERM is dumb.")
    var linear = false

    /// For the end-to-end tests only: a real Swift trap once the screen is full-screen, to
    /// prove the crash handler restores the terminal (docs/security.md).
    @Flag(help: .hidden)
    var trapAfterFirstFrame = false

    func validate() throws {
        if noState, state != nil {
            throw ValidationError("--state and --no-state contradict each other; choose one")
        }
        if let (first, second) = OutputFile.sameFile(among: [("--state", state), ("--record", record), ("--action-log", actionLog)]) {
            throw ValidationError("\(first) and \(second) name the same file: each needs a file of its own, or one would overwrite the other")
        }
        if record != nil, linear || pictureOptions.images.isPixels {
            throw ValidationError(linear ? "--record keeps the screens drawn; --linear draws none" : "--record keeps pictures as cells, which a recording can hold; --images \(pictureOptions.images.rawValue) cannot be recorded")
        }
    }

    func run() throws {
        limitOptions.applyMemoryBudget()
        let loaded = try configOptions.load(near: source.map { WebURL.isWeb($0) ? nil : $0 } ?? LayoutsLocator.bundledLayouts()?.path)
        loaded.printWarnings()
        let theme = try themeOptions.resolve(config: loaded.config)
        let log = try actionLog.map { try ActionLog(path: $0) }
        // feedterm's own host performs nothing itself: it logs, and the browser acts.
        var host = BrowserHost()
        host.declare(loaded.config)
        host.actions = ActionHandler { action in
            log?.append(action)
            return .notHandled
        }
        host.impressions = { impression in log?.append(impression) }
        var decoder = host.decoder
        decoder.limits = limitOptions.limits
        let source = try feedSource(decoder: decoder, config: loaded.config)
        let stateFile = noState ? nil : state.map { URL(fileURLWithPath: $0) } ?? StateStore.defaultLocation()
        let cohort = cohortOptions.cohort(config: loaded.config)
        if linear || LinearMode.isAsked() {
            let runtime = BrowserRuntime(source: source, host: host, store: stateFile.map { StateStore.open(at: $0) } ?? StateStore.inMemory(), width: LinearMode.size.width, height: LinearMode.size.height, theme: theme, cohort: cohort, showsHidden: cohortOptions.showHidden)
            LinearMode.run(runtime)
            throw ExitCode(BrowseEnding.status(of: runtime, exitSignal: nil, recording: nil, log: log))
        }
        // Asked before ncurses takes the terminal: the answers come on standard input.
        let pixelChoice = PixelChoice.forThisProcess(record == nil || pictureOptions.images == .off ? pictureOptions.images : .cells, askingBackground: BackgroundChoice.needsAsking(backgroundOption.background, drawsColour: true))
        let terminal = try colorOptions.startTerminal(for: "browse")
        // The state file is opened only once there is a terminal (a refused start leaves no
        // state file behind), and by the runtime, off the event loop: a file another program
        // holds locked never holds up the first frame.
        let size = terminal.size
        let pictures = pictureOptions.drawsPictures(at: terminal.depth, choice: pixelChoice) ? PictureFetcher(source: source, allowedHosts: pictureOptions.allowedHosts(config: loaded.config), limits: limitOptions.pictureLimits, cache: PictureDiskCache()) : nil
        // Begun once there is a terminal to record; one that cannot be written gives it back.
        let recording: CastRecording?
        do {
            let header = CastHeader.browsing(
                size: size, source: self.source, flags: cohortOptions.flags, experiments: cohortOptions.variants, clientVersion: cohortOptions.clientVersion, theme: themeOptions.theme,
                themeFile: themeOptions.themeFile != nil, keptState: !noState, showsHidden: cohortOptions.showHidden, drawsPictures: pictures != nil
            )
            recording = try record.map { try CastRecording(path: $0, header: header) }
        } catch {
            terminal.stop()
            throw error
        }
        terminal.background = BackgroundChoice.resolve(backgroundOption.background, answered: pixelChoice.background)
        let runtime = BrowserRuntime(
            source: source, host: host, store: stateFile.map { StateStore.open(at: $0) } ?? StateStore.inMemory(), width: size.width, height: size.height,
            theme: theme.variant(on: terminal.background),
            cohort: cohort, showsHidden: cohortOptions.showHidden,
            pictures: pictures, pictureSide: pixelChoice.keptSide
        )
        if trapAfterFirstFrame {
            terminal.draw(runtime.frame())
            Self.trap()
        }
        let pixels = BrowsePixels(terminal: terminal, choice: pixelChoice, store: runtime.pictureStore)
        let next: () -> LoopStep = recording.map { recording in
            { let step = terminal.nextStep(); recording.note(step); return step }
        } ?? terminal.nextStep
        let show = pixels?.draw ?? terminal.draw
        let exitSignal = runtime.run(next: next) { buffer in
            show(buffer)
            recording?.frame(buffer, depth: terminal.depth, on: terminal.background)
        }
        recording?.end()
        pixels?.stop()
        terminal.stop()
        if let note = pixelChoice.note {
            ProcessOutput.error("feedterm browse: note: \(note)\n")
        }
        throw ExitCode(BrowseEnding.status(of: runtime, exitSignal: exitSignal, recording: recording, log: log))
    }

    /// Traps the way a Swift runtime check does (an overflow here), without the optimiser
    /// seeing it coming.
    private static func trap() {
        let large = Int(CommandLine.arguments.count) + Int.max - 1
        print(large)
    }

    /// The source SOURCE names: a base URL when it starts with http:// or https://, else a
    /// directory; the bundled layouts/ when there is none. A base URL is asked with the login
    /// the header options and `config` give.
    private func feedSource(decoder: FeedDecoder, config: ProjectConfig) throws -> any FeedSource {
        guard let source else {
            guard let bundled = LayoutsLocator.bundledLayouts() else {
                throw ValidationError("Cannot find the bundled shop (\(LayoutsLocator.bundleName) beside the binary); name a source directory: feedterm browse DIR")
            }
            return DirectorySource(directory: bundled, decoder: decoder)
        }
        if source.hasPrefix("http://") || source.hasPrefix("https://") {
            guard let url = URL(string: source), url.host != nil else {
                throw ValidationError("\(source) is not a URL feedterm can read")
            }
            return HTTPSource(base: url, decoder: decoder, headers: try headerOptions.resolve(config: config))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(source) is not a directory; a source is a directory or an http(s) URL holding home.json and deals.json")
        }
        return DirectorySource(directory: URL(fileURLWithPath: source), decoder: decoder)
    }
}
