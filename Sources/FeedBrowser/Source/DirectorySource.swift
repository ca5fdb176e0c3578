import FeedFiles
import FeedModel
import FeedPictures
import Foundation

/// A folder of layouts, such as the repository's `layouts/`.
public struct DirectorySource: FeedSource {
    /// The folder that holds `home.json` and the rest.
    public let directory: URL
    /// How its documents are decoded: the host's types and limits.
    public let decoder: FeedDecoder

    /// The source in `directory`, its documents decoded with `decoder`.
    public init(directory: URL, decoder: FeedDecoder = FeedDecoder()) {
        self.directory = directory
        self.decoder = decoder
    }

    public var name: String { directory.path }

    /// The directory's real path: the same folder reached through a link keeps one state.
    public var stateKey: String { directory.resolvingSymlinksInPath().standardizedFileURL.path }

    public func load(_ path: String) -> FeedDecodeResult? {
        guard Self.staysInside(path) else { return nil }
        let file = directory.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return decoder.at(Date()).decode(contentsOf: file)
    }

    /// The file's bytes, read within the decoder's limits (not mapped: the file may change
    /// while inspect reads it); a failure says why in words, not a Foundation error number.
    public func data(_ path: String) throws -> Data {
        guard Self.staysInside(path) else {
            throw DocumentFile.ReadError(path: path, reason: SourcePath.problem(with: path) ?? "it leaves the source")
        }
        return try DocumentFile(path: directory.appendingPathComponent(path).path, limits: decoder.limits).withUnsafeBytes { Data($0) }
    }

    /// The picture's file, read within `limits`; a path that leaves the folder is refused.
    public func picture(_ path: String, limits: PictureLimits, cancellation: LoadCancellation) -> Result<Data, PictureProblem> {
        if let problem = SourcePath.problem(with: path) { return .failure(.refused(problem)) }
        let file = directory.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: file.path) else { return .failure(.missing) }
        do {
            let read = try DocumentFile(path: file.path, limits: ReadLimits(maxBytes: limits.maxBytes, timeout: limits.timeout))
            return .success(read.withUnsafeBytes { Data($0) })
        } catch let error as DocumentFile.ReadError {
            return .failure(.unreadable(error.reason))
        } catch {
            return .failure(.unreadable("\(error)"))
        }
    }

    public func place(of path: String) -> String {
        directory.appendingPathComponent(path).path
    }
}
