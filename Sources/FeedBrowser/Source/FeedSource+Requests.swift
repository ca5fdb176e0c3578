import FeedBrowserCore
import FeedModel

extension FeedSource {
    /// What `request` asks for, on this thread: the next run of a long document's modules
    /// decoded (`LoadRequest.rest`), else the document read from this source.
    public func answer(_ request: LoadRequest, cancellation: LoadCancellation = LoadCancellation()) -> FeedDecodeResult? {
        if let rest = request.rest { return rest.decodeNext { cancellation.isCancelled } }
        return load(request.path, cancellation: cancellation)
    }
}
