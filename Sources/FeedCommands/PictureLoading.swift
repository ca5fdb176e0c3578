import FeedBrowser
import FeedFiles
import FeedModel
import FeedPictures
import FeedRendering
import Foundation

/// Where a document's pictures come from, loading them all before a drawing, and the lines
/// that say why one is not shown: what preview and snapshot do with pictures.
package enum PictureLoading {
    /// The source a document's relative picture paths are read from: `override`, else for a
    /// URL its folder, for a file the nearest folder above it that holds `home.json`, else
    /// its own folder; standard input reads from the working folder. A URL's folder is asked
    /// with `headers`, its login.
    package static func source(for argument: String, override: String?, headers: RequestHeaders = .none) -> any FeedSource {
        if let override {
            return DirectorySource(directory: URL(fileURLWithPath: override, isDirectory: true))
        }
        if WebURL.isWeb(argument), let url = URL(string: argument) {
            return HTTPSource(base: url.deletingLastPathComponent(), headers: headers)
        }
        let file = URL(fileURLWithPath: argument == "-" ? "." : argument).standardizedFileURL
        let folder = argument == "-" ? file : file.deletingLastPathComponent()
        return DirectorySource(directory: SourceRoot.of(folder: folder) ?? folder)
    }

    /// The lines that say why pictures are not shown, for `file`: one for each picture; those
    /// of hosts not allowed are the reader's choice, and get one note when `notingHosts`.
    package static func warnings(_ problems: [(url: String, problem: PictureProblem)], file: String, notingHosts: Bool = true) -> [String] {
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
    package static func load(_ modules: [Module], with fetcher: PictureFetcher, side: Int = PictureStore.cellsSide) -> (store: PictureStore, problems: [(url: String, problem: PictureProblem)]) {
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
