import Foundation

/// A path as people wrote it on the command line: relative to the current directory where it
/// is below it, else absolute.
package enum DisplayPath {
    /// `url`'s path, relative to the current directory when it is below it.
    package static func relative(_ url: URL) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }

    /// A folder's path the same way, ending in `/`: `./` for the current directory itself.
    package static func folder(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        if path + "/" == FileManager.default.currentDirectoryPath + "/" { return "./" }
        return relative(url) + "/"
    }
}
