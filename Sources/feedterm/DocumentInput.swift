import FeedModel
import Foundation

/// A layout named on the command line: a file path, or `-` for standard input.
struct DocumentInput: Sendable {
    let argument: String
    /// Where `snapshot` files it: its path below the directory it was found in; for a file
    /// named itself, its path from the current directory, or its name when outside it.
    let relativePath: String
    /// The directory it was found in, when a directory was named: the source its references
    /// are checked against (`validate`).
    let directory: String?

    init(argument: String, relativePath: String? = nil, directory: String? = nil) {
        self.argument = argument
        self.directory = directory
        if let relativePath {
            self.relativePath = relativePath
        } else if argument.hasPrefix("/") {
            let here = FileManager.default.currentDirectoryPath + "/"
            self.relativePath = argument.hasPrefix(here) ? String(argument.dropFirst(here.count)) : URL(fileURLWithPath: argument).lastPathComponent
        } else {
            var path = Substring(argument)
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            self.relativePath = String(path)
        }
    }

    /// Its path inside the source at `root`, when it is inside it.
    func path(inSource root: URL) -> String? {
        guard argument != "-" else { return nil }
        let rootPath = root.standardizedFileURL.path + "/"
        let path = URL(fileURLWithPath: argument).standardizedFileURL.path
        return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : nil
    }

    /// How diagnostics name it.
    var displayName: String { argument == "-" ? "<stdin>" : argument }

    /// Reads and decodes it; a file that cannot be read is a fatal diagnostic, not a throw.
    func decode(with decoder: FeedDecoder = FeedDecoder()) -> FeedDecodeResult {
        if argument == "-" {
            return decoder.decode(FileHandle.standardInput.readDataToEndOfFile())
        }
        return decoder.decode(contentsOf: URL(fileURLWithPath: argument))
    }

    /// The inputs that `arguments` name: each directory stands for every `*.json` below it,
    /// recursively and in sorted order (hidden files and folders, and a project's
    /// `feedterm.json`, left out); anything else is itself, so a missing file is reported when
    /// it is read.
    static func expanding(_ arguments: [String]) -> [DocumentInput] {
        arguments.flatMap { argument -> [DocumentInput] in
            var isDirectory: ObjCBool = false
            guard argument != "-", FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                return [DocumentInput(argument: argument)]
            }
            let files = (FileManager.default.subpaths(atPath: argument) ?? [])
                .filter { $0.hasSuffix(".json") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .filter { URL(fileURLWithPath: $0).lastPathComponent != ProjectConfig.fileName }
                .sorted()
            let base = argument.hasSuffix("/") ? argument : argument + "/"
            return files.map { DocumentInput(argument: base + $0, relativePath: $0, directory: argument) }
        }
    }
}
