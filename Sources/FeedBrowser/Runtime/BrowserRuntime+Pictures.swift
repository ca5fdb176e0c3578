import FeedBrowserCore
import FeedPictures

extension BrowserRuntime {
    /// Reads, decodes and keeps one picture on a worker thread; that it is ready, or why not,
    /// comes back as an event. One whose screen was left meanwhile is cancelled, and one
    /// cancelled before its turn is never started.
    func loadPicture(_ request: PictureRequest) {
        let inbox = inbox
        guard let fetcher = pictureFetcher, let store = pictureStore else {
            inbox.post(.pictureLoaded(request.id, problem: "pictures are off"))
            return
        }
        let cancellation = LoadCancellation()
        cancellations[request.id] = cancellation
        pictureLoads.run {
            var problem: PictureProblem? = cancellation.isCancelled ? .unreadable("its screen was left") : fetcher.load(request.url, into: store, cancellation: cancellation)
            // A host the reader has not allowed is their choice, not the feed's problem: its
            // placeholder stays and `d` does not list it.
            if case .hostNotAllowed = problem { problem = nil }
            inbox.post(.pictureLoaded(request.id, problem: problem?.description))
        }
    }
}
