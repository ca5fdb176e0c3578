import FeedBrowser
import FeedFiles
import FeedModel
import Foundation

/// A layout named on the command line: a file path, an http(s) URL, or `-` for standard input.
package struct DocumentInput: Sendable {
    package let argument: String
    /// What standard input is called in diagnostics (`--stdin-filename`).
    package var stdinName = "<stdin>"
    /// Sent with the request when it is a URL: the source's login.
    package var headers = RequestHeaders.none
    /// The directory it was found in, when a directory was named.
    package let directory: String?
    /// Whether its directory's listing said it is a regular file (not a link, which may lead
    /// to a folder): its own folder is then where its project config is looked for.
    package let isListedRegularFile: Bool

    /// The path's bytes when they are not UTF-8 (`argument` then holds U+FFFD in their place).
    private let pathBytes: [UInt8]?

    package init(argument: String, directory: String? = nil) {
        self.argument = argument
        self.directory = directory
        isListedRegularFile = false
        pathBytes = RawArguments.bytes(of: argument)
    }

    /// A file found in `directory` by the bytes of its path; `isRegular` when the listing
    /// said it is a regular file.
    private init(bytes: [UInt8], directory: String, isRegular: Bool) {
        let valid = String(validating: bytes, as: UTF8.self)
        argument = valid ?? String(decoding: bytes, as: UTF8.self)
        self.directory = directory
        isListedRegularFile = isRegular
        pathBytes = valid == nil ? bytes : nil
    }

    /// Its path inside the source whose folder is at the standard path `rootPath`
    /// (`StandardPath`), when it is inside it.
    package func path(inSource rootPath: String) -> String? {
        guard argument != "-" else { return nil }
        let folder = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        let path = StandardPath.of(argument)
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : nil
    }

    /// How diagnostics name it, and the path a project's ignore rules match; a name that is
    /// not UTF-8 shows its bad bytes as `\xNN`, and a URL's password is masked.
    package var displayName: String {
        if argument == "-" { return stdinName }
        return pathBytes.map(RawArguments.display) ?? WebURL.redacted(argument)
    }

    /// Reads it as a file, by the bytes it was given: a name that is not UTF-8 opens too.
    private func decodeFile(with decoder: FeedDecoder) -> FeedDecodeResult {
        guard let bytes = pathBytes else { return decoder.decode(reading: { try DocumentFile(path: StandardPath.absolute(argument), limits: decoder.limits) }) }
        return decoder.decode(reading: { try DocumentFile(pathBytes: bytes, name: displayName, limits: decoder.limits) })
    }

    /// Whether it is an http(s) URL.
    package var isWebAddress: Bool { argument.hasPrefix("http://") || argument.hasPrefix("https://") }

    /// The source a file belongs to by the layout format's rule: the nearest folder at or above
    /// it that holds `home.json`; nil for standard input, a URL, or a file with none.
    package var sourceRoot: URL? {
        argument == "-" || isWebAddress ? nil : SourceRoot.of(file: argument)
    }

    /// Reads and decodes it; a file that cannot be read is a fatal diagnostic, not a throw.
    /// A URL is fetched as browse's HTTP source fetches a document: the same time limit, size
    /// limit and confinement to the URL's own directory.
    package func decode(with decoder: FeedDecoder = FeedDecoder()) -> FeedDecodeResult {
        if argument == "-" {
            return decoder.decodeStandardInput()
        }
        if isWebAddress {
            return Self.fetch(argument, decoder: decoder, headers: headers)
        }
        return decodeFile(with: decoder)
    }

    /// The document at `address`, through an `HTTPSource` whose base is the address's
    /// directory, sent with `headers`.
    private static func fetch(_ address: String, decoder: FeedDecoder, headers: RequestHeaders) -> FeedDecodeResult {
        guard let url = URL(string: address), url.host != nil, !url.lastPathComponent.isEmpty, url.query == nil, url.fragment == nil else {
            return FeedDecodeResult(document: nil, diagnostics: [.error(JSONPath.root, "'\(WebURL.redacted(address))' is not a URL of a layout document (http(s)://host/path/file.json)", code: .unreadableDocument)])
        }
        let source = HTTPSource(base: url.deletingLastPathComponent(), decoder: decoder, headers: headers)
        return source.load(url.lastPathComponent) ?? FeedDecodeResult(
            document: nil, diagnostics: [.error(JSONPath.root, "GET \(WebURL.redacted(address)) failed: 404 Not Found", code: .unreadableDocument)]
        )
    }

    /// The inputs that `arguments` name: each directory stands for every `*.json` below it
    /// (`LayoutFileListing`, its folders walked on up to `jobs` threads); anything else is
    /// itself, so a missing file is reported when it is read.
    ///
    /// An entry that is not a regular file (a FIFO, a device, a socket) is not read: opening or
    /// reading it could wait for ever. `skipped` hears of each (FT002); named on its own, such a
    /// file is read within the limits like any other. A file the project's `exclude` globs match
    /// is left out, found in a directory or named on its own (as pre-commit names changed files).
    /// A snapshots folder found in a directory, and the folders `leavingOut` names (a command's
    /// `--out`), are no layouts and are not listed.
    package static func expanding(_ arguments: [String], stdinName: String? = nil, jobs: Int = 1, leavingOut: [String] = [], excluding excluded: (DocumentInput) -> Bool = { _ in false }, skipped: (Diagnostic, String) -> Void = { _, _ in }) -> [DocumentInput] {
        let leftOut = Set(leavingOut.map(StandardPath.of))
        return arguments.flatMap { argument -> [DocumentInput] in
            var isDirectory: ObjCBool = false
            guard argument != "-", FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                var input = DocumentInput(argument: argument)
                input.stdinName = stdinName ?? input.stdinName
                return argument != "-" && !input.isWebAddress && excluded(input) ? [] : [input]
            }
            let folder = RawArguments.bytes(of: argument) ?? Array(argument.utf8)
            return LayoutFileListing.files(below: folder, jobs: jobs, leavingOut: leftOut).compactMap { file in
                let input = DocumentInput(bytes: file.path, directory: argument, isRegular: file.isRegular)
                if excluded(input) { return nil }
                if !file.isRegular, let kind = Self.irregularKind(file.path) {
                    skipped(.warning(JSONPath.root, "not a regular file (\(kind)); skipped: reading it could wait for ever", code: .skippedEntry), input.displayName)
                    return nil
                }
                return input
            }
        }
    }

    /// Whether `path` is a folder (or a link to one): what a command walks for layouts.
    package static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// What the entry at `path` is when it is not a regular file (following links); nil for a
    /// regular file, or one that cannot be asked about (reading it then says why).
    private static func irregularKind(_ path: [UInt8]) -> String? {
        var status = stat()
        guard (path + [0]).withUnsafeBufferPointer({ stat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &status) }) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return nil
        default: return "not a file"
        }
    }
}
