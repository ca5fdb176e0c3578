import FeedBrowserCore
import FeedPictures

extension BrowserRuntime {
    /// Reads, decodes and keeps one picture off the event loop; that it is ready, or why not,
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
            guard !cancellation.isCancelled else { return inbox.post(.pictureLoaded(request.id, problem: PictureProblem.unreadable("its screen was left").description)) }
            fetcher.load(request.url, into: store, cancellation: cancellation) { problem in
                // A host the reader has not allowed is their choice, not the feed's problem:
                // its placeholder stays and `d` does not list it.
                if case .hostNotAllowed = problem { return inbox.post(.pictureLoaded(request.id, problem: nil)) }
                inbox.post(.pictureLoaded(request.id, problem: problem?.description))
            }
        }
    }
}
