/// The versions `feedterm --version` prints.
enum FeedtermVersion {
    /// This release of feedterm.
    static let tool = "1.2.0"
    /// The layout format it reads.
    static let layoutFormat = "1.3"
}
