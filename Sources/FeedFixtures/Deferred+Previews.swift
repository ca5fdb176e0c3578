import FeedModel
extension Deferred {
    /// Ready-made placeholders, as drawn until their documents arrive.
    public enum Previews {
        public static let recentlyViewed = Deferred(path: "parts/recently_viewed.json", title: "Recently viewed", minHeight: 4)
        public static let untitled = Deferred(path: "parts/more.json")

        public static let all: [Preview<Deferred>] = [Preview("recentlyViewed", recentlyViewed), Preview("untitled", untitled)]
    }
}

extension Deferred: PreviewedPayload {
    public static var previews: [Preview<Deferred>] { Previews.all }
}
