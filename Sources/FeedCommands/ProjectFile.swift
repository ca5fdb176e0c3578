import FeedFiles

/// A file of the project's own that validate may be handed beside its layouts (a shell glob
/// over a folder names them too): checked as what it is, never as a layout.
package enum ProjectFile: Sendable {
    /// `feedterm.json`: the project's config.
    case config
    /// `feedterm-snapshots.json`: a snapshot folder's manifest.
    case snapshotManifest

    /// The project file a path names, by its file name; nil for a layout.
    package init?(path: String) {
        switch StandardPath.name(of: path) {
        case "feedterm.json": self = .config
        case "feedterm-snapshots.json": self = .snapshotManifest
        default: return nil
        }
    }
}
