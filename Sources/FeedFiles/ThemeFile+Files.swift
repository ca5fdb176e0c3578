import FeedModel
import FeedRendering
import Foundation

/// A theme read from its file.
extension ThemeFile {
    /// The theme in the JSON file at `url`; its problems are thrown as diagnostics with their place.
    public static func load(contentsOf url: URL) throws -> Theme {
        let bytes: Data
        do {
            bytes = try DocumentFile.contents(ofFile: url.path)
        } catch {
            throw Problem(description: "\(url.path): \(error)")
        }
        return try parse(bytes, source: url.path)
    }
}
