import FeedModel
import Foundation

/// A project config on disk: finding the one that applies to a folder, reading it, and its
/// rules asked about files by their paths (relative ones from the current directory).
extension ProjectConfig {
    /// The config that applies in `directory`: the nearest `feedterm.json` in it or a parent,
    /// or nil when there is none.
    public static func find(from directory: URL) -> URL? {
        find(fromPath: directory.path).map { URL(fileURLWithPath: $0, isDirectory: false) }
    }

    /// The standard path of the config that applies in the folder at the path `directory`, by
    /// string: for a command that asks it of many folders.
    public static func find(fromPath directory: String) -> String? {
        SourceRoot.nearestFolder(fromPath: directory, holding: fileName).map { StandardPath.joining($0, fileName) }
    }

    /// Reads a config file; the warnings (unknown keys) come back with it, and a problem that
    /// refuses it is thrown as a located `Diagnostic`.
    public static func load(contentsOf url: URL, warnings: inout [Diagnostic]) throws -> ProjectConfig {
        let data: Data
        do {
            data = try DocumentFile.contents(ofFile: url.path)
        } catch {
            throw Diagnostic.error(JSONPath.root, "\(error)", code: .unreadableDocument)
        }
        return try load(data, directory: url.deletingLastPathComponent(), warnings: &warnings)
    }

    /// Whether `file` is left out of a run by the `exclude` globs.
    public func excludes(_ file: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        let path = directory.map { relativePath(of: file, to: $0) } ?? file
        return exclude.contains { Glob($0).matches(path) }
    }

    /// Whether a diagnostic of `code` in `file` is silenced by an ignore rule.
    public func ignores(_ code: DiagnosticCode, in file: String) -> Bool {
        let path = directory.map { relativePath(of: file, to: $0) } ?? file
        return ignore.contains { $0.codes.contains(code) && $0.matches(path) }
    }

    /// `file` relative to `directory`, when it is inside it; by string where the paths are
    /// standard already (`StandardPath`): `validate` asks this of every file it finds.
    private func relativePath(of file: String, to directory: URL) -> String {
        let root = StandardPath.of(directory.path) + "/"
        let absolute = StandardPath.of(file)
        return absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : file
    }
}
