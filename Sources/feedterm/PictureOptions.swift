import ArgumentParser
import FeedBrowser
import FeedModel
import FeedPictures
import FeedRendering
import Foundation

/// `--images` and `--image-host`: whether pictures are drawn, and the hosts absolute picture
/// URLs may be fetched from, on browse, preview and snapshot.
struct PictureOptions: ParsableArguments {
    @Option(help: "auto: true pixels where the terminal says it draws them (kitty's graphics, sixel, iTerm2's), else cells wherever colour is on; cells; off: placeholders only; kitty, sixel or iterm: that protocol's pixels whatever the terminal says.")
    var images: PictureMode = .auto

    @Option(name: .customLong("image-host"), help: ArgumentHelp("Fetch absolute picture URLs from HOST, on any port, or HOST:PORT, on that port only (repeatable), besides feedterm.json's image_hosts; other hosts are never asked.", valueName: "HOST"))
    var imageHosts: [String] = []

    /// Whether pictures are read at all, for output of `depth` drawing with `choice`; pixels
    /// need no colour depth.
    func drawsPictures(at depth: ColorDepth, choice: PixelChoice? = nil) -> Bool {
        images != .off && (depth != .none || choice?.pixels != nil)
    }

    /// Refuses pixel modes for `command`, which draws cells only.
    func requireCells(for command: String) throws {
        if images.isPixels {
            throw ValidationError("--images \(images.rawValue) is for a terminal; \(command) draws pictures as cells (auto, cells or off).")
        }
    }

    /// The hosts absolute picture URLs may be fetched from: `--image-host`'s and the project's.
    func allowedHosts(config: ProjectConfig) -> [String] {
        imageHosts + config.imageHosts
    }

    /// Where the pictures of the document named `argument` come from: `sourceDirectory` when
    /// given (`--source`), else `source(for:override:)`'s choice; absolute URLs from the hosts
    /// `--image-host` and the project's config allow.
    func fetcher(for argument: String, sourceDirectory: String?, config: ProjectConfig, limits: PictureLimits = .standard) -> PictureFetcher {
        PictureFetcher(source: Self.source(for: argument, override: sourceDirectory), allowedHosts: allowedHosts(config: config), limits: limits, cache: PictureDiskCache())
    }

    /// The source a document's relative picture paths are read from: `override`, else for a
    /// URL its folder, for a file the nearest folder above it that holds `home.json`, else
    /// its own folder; standard input reads from the working folder.
    static func source(for argument: String, override: String?) -> any FeedSource {
        if let override {
            return DirectorySource(directory: URL(fileURLWithPath: override, isDirectory: true))
        }
        if WebURL.isWeb(argument), let url = URL(string: argument) {
            return HTTPSource(base: url.deletingLastPathComponent())
        }
        let file = URL(fileURLWithPath: argument == "-" ? "." : argument).standardizedFileURL
        let folder = argument == "-" ? file : file.deletingLastPathComponent()
        return DirectorySource(directory: SourceRoot.of(folder: folder) ?? folder)
    }

    /// The lines that say why pictures are not shown, for `file`: one for each picture; those
    /// of hosts not allowed are the reader's choice, and get one note when `notingHosts`.
    static func warnings(_ problems: [(url: String, problem: PictureProblem)], file: String, notingHosts: Bool = true) -> [String] {
        var lines: [String] = []
        var hosts: [String] = []
        var notFetched = 0
        for (url, problem) in problems {
            if case .hostNotAllowed(let host) = problem {
                notFetched += 1
                if !hosts.contains(host) { hosts.append(host) }
            } else {
                lines.append("\(file): warning: picture '\(url)' is not shown: \(problem) [FT402]")
            }
        }
        if notFetched > 0, notingHosts {
            let count = notFetched == 1 ? "1 picture" : "\(notFetched) pictures"
            lines.append("\(file): note: \(count) of \(hosts.joined(separator: ", ")) not fetched; --image-host HOST, or image_hosts in feedterm.json, allows a host")
        }
        // URLs and hosts are the feed's text.
        return lines.map { TextSanitizer.printableLine($0) }
    }

    /// Loads every picture of `modules` into a new store keeping `side` pixels a side, all
    /// started at once (a folder's read on every core, the web's waiting on the HTTP thread,
    /// two decoding at a time); returns the store and the problems of those that could not be
    /// shown, in the order the modules draw them.
    static func load(_ modules: [Module], with fetcher: PictureFetcher, side: Int = PictureStore.cellsSide) -> (store: PictureStore, problems: [(url: String, problem: PictureProblem)]) {
        let store = PictureStore(keptSide: side)
        var seen: Set<String> = []
        let urls = modules.flatMap(\.payload.pictures).map(\.url).filter { seen.insert($0).inserted }
        let problems = ParallelResults<PictureProblem?>(count: urls.count)
        let loaded = DispatchGroup()
        DispatchQueue.concurrentPerform(iterations: urls.count) { index in
            loaded.enter()
            // A folder's picture is read here, before the call returns; the web's is not.
            fetcher.load(urls[index], into: store) { problem in
                problems.set(index, problem)
                loaded.leave()
            }
        }
        loaded.wait()
        let failed = zip(urls, problems.values).compactMap { url, problem in problem.map { (url, $0) } }
        return (store, failed)
    }
}
