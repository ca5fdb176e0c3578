import FeedModel

/// The versions `feedterm --version` prints.
package enum FeedtermVersion {
    /// This release of feedterm.
    package static let tool = "1.2.0"
    /// The layout format it reads, as its schema names it.
    package static let layoutFormat = FormatSchema.formatVersion
}
