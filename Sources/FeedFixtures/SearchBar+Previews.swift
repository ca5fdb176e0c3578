import FeedModel
extension SearchBar {
    /// Ready-made search bars.
    public enum Previews {
        public static let home = SearchBar(placeholder: "Search for anything")

        public static let all: [Preview<SearchBar>] = [Preview("home", home)]
    }
}

extension SearchBar: PreviewedPayload {
    public static var previews: [Preview<SearchBar>] { Previews.all }
}
