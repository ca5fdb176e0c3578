import FeedModel
import Foundation

/// A file path made absolute and standard, as `URL.standardizedFileURL.path` makes it: by
/// string when it is one already (no `.` or `..` component, no doubled or trailing `/`), which
/// spares `validate` of thousands of files a URL, and a `stat`, for each, and a project
/// config's rules a URL for each file they are asked about.
///
/// A relative path is taken from the current directory as it was when `StandardPath` was
/// first used (feedterm never changes it); a host that changes its directory passes
/// absolute paths.
public enum StandardPath {
    /// The directory a relative path is taken from, asked once.
    public static let currentDirectory = FileManager.default.currentDirectoryPath

    /// `path`, absolute and standard.
    public static func of(_ path: String) -> String {
        let absolute = absolute(path)
        return isStandard(absolute) ? absolute : URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `path` made absolute, from the current directory, and without a trailing `/`, as
    /// `URL(fileURLWithPath:).path` gives it, and not otherwise changed.
    public static func absolute(_ path: String) -> String {
        var absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        return absolute
    }

    /// The path of `name` in the folder at the standard path `folder`: no doubled `/` at the
    /// root.
    public static func joining(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The last component of `path`, by string: what follows its last `/`.
    public static func name(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
    }

    /// Whether an absolute `path` has no empty, `.` or `..` component and no trailing `/`, and
    /// no prefix that standardising would take away (macOS's `/private` before `/tmp`).
    private static func isStandard(_ path: String) -> Bool {
        if path.hasPrefix("/private/") || path.hasPrefix("/var/automount/") { return false }
        var component = 0  // bytes of the component so far
        var dots = 0  // how many of them are dots
        for byte in path.utf8.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if component == 0 || (component > 0 && dots == component && dots <= 2) { return false }
                component = 0
                dots = 0
                continue
            }
            component += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        return component > 0 && !(dots == component && dots <= 2)
    }
}
