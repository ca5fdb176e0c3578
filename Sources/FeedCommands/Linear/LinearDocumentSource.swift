import FeedBrowser
import FeedModel

/// One document's modules as a source whose Home they are, and whose Deals is empty: how
/// `preview --linear` reads a document through the same reading as `browse --linear`.
struct LinearDocumentSource: FeedSource {
    let modules: [Module]
    let name: String

    func load(_ path: String) -> FeedDecodeResult? {
        switch path {
        case "home.json": FeedDecodeResult(document: FeedDocument(title: name, modules: modules), diagnostics: [])
        case "deals.json": FeedDecodeResult(document: FeedDocument(modules: []), diagnostics: [])
        default: nil
        }
    }
}
