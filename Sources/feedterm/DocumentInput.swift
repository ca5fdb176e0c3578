import FeedModel
import Foundation

/// A layout named on the command line: a file path, or `-` for standard input.
struct DocumentInput: Sendable {
    let argument: String
    /// Where `snapshot` files it: its path below the directory it was found in; for a file
    /// named itself, its path from the current directory, or its name when outside it.
    let relativePath: String

    init(argument: String, relativePath: String? = nil) {
        self.argument = argument
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
    /// recursively and in sorted order (hidden files and folders left out); anything else is
    /// itself, so a missing file is reported when it is read.
    static func expanding(_ arguments: [String]) -> [DocumentInput] {
        arguments.flatMap { argument -> [DocumentInput] in
            var isDirectory: ObjCBool = false
            guard argument != "-", FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                return [DocumentInput(argument: argument)]
            }
            let files = (FileManager.default.subpaths(atPath: argument) ?? [])
                .filter { $0.hasSuffix(".json") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted()
            let base = argument.hasSuffix("/") ? argument : argument + "/"
            return files.map { DocumentInput(argument: base + $0, relativePath: $0) }
        }
    }
}
