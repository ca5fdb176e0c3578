import FeedModel
extension SectionHeader {
    /// Ready-made section headers.
    public enum Previews {
        public static let plain = SectionHeader(header: Header.Previews.plain)
        public static let withAction = SectionHeader(header: Header.Previews.withSubtitle)

        public static let all: [Preview<SectionHeader>] = [Preview("plain", plain), Preview("withAction", withAction)]
    }
}

extension SectionHeader: PreviewedPayload {
    public static var previews: [Preview<SectionHeader>] { Previews.all }
}
