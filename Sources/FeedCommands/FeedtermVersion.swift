/// The versions `feedterm --version` prints.
package enum FeedtermVersion {
    /// This release of feedterm.
    package static let tool = "1.2.0"
    /// The layout format it reads.
    package static let layoutFormat = "1.3"
}
