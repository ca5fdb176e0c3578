import Foundation

/// `file:` URIs as editors send them, and the paths they name.
enum DocumentURI {
    /// The file a `file:` URI names; nil for any other scheme (an unsaved buffer).
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The `file:` URI of a path.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.absoluteString
    }
}
