import FeedBrowser
import FeedModel
import Foundation

/// Layout documents held in memory, decoded when the browser asks, as a directory would be.
struct MemorySource: FeedSource {
    let files: [String: Data]
    var name: String { "memory" }

    func load(_ path: String) -> FeedDecodeResult? {
        files[path].map { FeedDecoder().decode($0) }
    }
}
