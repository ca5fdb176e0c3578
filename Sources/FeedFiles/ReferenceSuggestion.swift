import FeedModel
import Foundation

/// "Did you mean" for a reference that names nothing in its source, when a name in it is a
/// near miss: a feed written as its file (`deals.json` for the feed `deals`), a page or part
/// written without `.json`, or a typo of a file beside it.
///
/// Each folder of the source is listed once, and only when a reference into it is missing.
struct ReferenceSuggestion {
    /// The source's folder, with a slash.
    let rootPrefix: String
    /// The files of each folder asked about, by its path in the source ("" for the root).
    private var listings: [String: [String]] = [:]

    init(rootPrefix: String) {
        self.rootPrefix = rootPrefix
    }

    /// What to write instead of the missing `reference` of the document `from`, as the message
    /// says it ("the feed 'deals'", "'deals-2.json'"); nil when nothing in the source is near
    /// it. The document itself is never offered: a page or part naming it would come back.
    mutating func suggestion(for reference: SourceReference, from: String, exists: (String) -> Bool) -> String? {
        let path = reference.path
        if reference.kind == .feed {
            // A feed is named without `.json`: `open_feed` reads `<feed>.json`.
            let feed = String(path.dropLast(".json".count))
            if feed.hasSuffix(".json"), exists(feed) { return "the feed '\(feed.dropLast(".json".count))'" }
            let feeds = files(in: "").filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
            return NearMiss.closest(to: feed, among: feeds).map { "the feed '\($0)'" }
        }
        if reference.kind != .picture, !path.hasSuffix(".json"), exists(path + ".json") { return "'\(path).json'" }
        let name = StandardPath.name(of: path)
        // The folder as written, with its slash: "" at the source's top.
        let prefix = String(path.dropLast(name.count))
        return NearMiss.closest(to: name, among: files(in: String(prefix.dropLast())).filter { prefix + $0 != from }).map { "'\(prefix)\($0)'" }
    }

    /// The names of the files in the source's folder `folder`, listed once.
    private mutating func files(in folder: String) -> [String] {
        if let known = listings[folder] { return known }
        let path = folder.isEmpty ? rootPrefix : rootPrefix + folder
        let found = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        listings[folder] = found
        return found
    }
}
