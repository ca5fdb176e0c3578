import FeedBrowser
import FeedBrowserCore
import FeedModel
import Foundation
import Synchronization

/// The fuzzer's document graph: a handful of documents whose deferred modules and next pages
/// name each other as the input's bytes say (themselves, each other, in cycles), browsed to the
/// end. The browser must settle, having loaded a bounded number of documents (docs/security.md:
/// document graphs are finite).
enum DocumentGraphCheck {
    /// The most loads one browse of a graph may make: the deferred modules one screen may load,
    /// its pages, and Home and Deals.
    static let maxLoads = BrowserState.maxDeferredPerScreen * 2 + 32

    static func run(_ bytes: [UInt8]) {
        guard bytes.count >= 2 else { return }
        var reader = bytes.makeIterator()
        func next() -> Int { Int(reader.next() ?? 0) }
        let count = 1 + next() % 5
        let name = { (index: Int) in index == 0 ? "home.json" : "d\(index).json" }
        var files: [String: String] = ["deals.json": "[]"]
        for index in 0..<count {
            var modules = [#"{"type": "section_header", "section_header": {"title": "Document \#(index)"}}"#]
            for _ in 0..<(next() % 4) {
                modules.append(#"{"type": "deferred", "deferred": {"path": "\#(name(next() % count))", "min_height": 1}}"#)
            }
            let page = next() % (count + 1)
            let nextPage = page == count ? "" : #", "next_page": "\#(name(page))""#
            files[name(index)] = #"{"modules": [\#(modules.joined(separator: ","))]\#(nextPage)}"#
        }
        let source = CountingSource(files: files)
        let runtime = BrowserRuntime(source: source, width: 60, height: 12)
        FuzzChecks.require(runtime.settle(timeout: .seconds(10)), "a document graph did not settle")
        for _ in 0..<3 {
            runtime.send(.input(.key(.end)))
            FuzzChecks.require(runtime.settle(timeout: .seconds(10)), "a document graph did not settle at its end")
        }
        FuzzChecks.require(source.loads <= maxLoads, "a document graph made \(source.loads) loads")
        FuzzChecks.audit(runtime.frame())
    }

    /// Documents held in memory, counting the loads asked of it.
    private final class CountingSource: FeedSource, Sendable {
        let files: [String: String]
        private let count = Mutex(0)
        var name: String { "fuzz" }
        var loads: Int { count.withLock { $0 } }

        init(files: [String: String]) {
            self.files = files
        }

        func load(_ path: String) -> FeedDecodeResult? {
            count.withLock { $0 += 1 }
            return files[path].map { FeedDecoder().decode(Data($0.utf8)) }
        }
    }
}
