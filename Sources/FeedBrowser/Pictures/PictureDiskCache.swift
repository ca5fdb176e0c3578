import Dispatch
import FeedFiles
import FeedModel
import FeedPictures
import Foundation

/// Pictures fetched from the web, kept on disk between runs: each answer's body beside its
/// ETag and Last-Modified, asked for again with them (a 304 reuses the file), and the least
/// recently used dropped once the folder passes `maxBytes`.
///
/// Files are written whole or not at all (a temporary file, renamed; removed when the write
/// fails, as on a full disk), so pictures loading at once never see half of one. Only regular
/// files are read back: a symbolic link or a FIFO planted under a picture's name is a miss,
/// never followed. A cached picture is also what is shown when the network fails.
public struct PictureDiskCache: Sendable {
    /// The folder it keeps pictures in.
    public let directory: URL
    /// The most bytes its files may take.
    public let maxBytes: Int

    /// A cache in `directory` (default: `$XDG_CACHE_HOME/feedterm/pictures`, else
    /// `~/.cache/feedterm/pictures`) of at most `maxBytes` (default 64 MiB).
    public init(directory: URL = PictureDiskCache.defaultLocation(), maxBytes: Int = 64 << 20) {
        self.directory = directory
        self.maxBytes = maxBytes
    }

    /// `$XDG_CACHE_HOME/feedterm/pictures`, else `~/.cache/feedterm/pictures`.
    public static func defaultLocation(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("feedterm/pictures")
    }

    /// The picture at `url`: from the cache when the server says it has not changed (or cannot
    /// be reached), else fetched and kept, sent with `headers` (a source's login, for its own
    /// pictures only). Redirects are followed only `inside`. `then` is
    /// called once, on a Dispatch worker: the kept file is written there, off the HTTP thread.
    func fetch(_ url: URL, limits: PictureLimits, cancellation: LoadCancellation, inside: @escaping @Sendable (URL) -> Bool, headers: RequestHeaders = .none, then: @escaping @Sendable (Result<Data, PictureProblem>) -> Void) {
        let (body, meta) = files(for: url)
        let cached = try? DocumentFile.contents(ofOwnFile: body.path, limits: ReadLimits(maxBytes: limits.maxBytes, timeout: limits.timeout))
        let validators = cached == nil ? nil : (try? DocumentFile.contents(ofOwnFile: meta.path, limits: ReadLimits(maxBytes: 64 << 10, timeout: limits.timeout))).flatMap { try? JSONDecoder().decode(BoundedDownload.Validators.self, from: $0) }
        BoundedDownload.start(BoundedDownload.pictureRequest(url, limits: limits, cancellation: cancellation, inside: inside, validators: validators, headers: headers)) { answer in
            DispatchQueue.global().async { then(settle(answer, cached: cached, body: body, meta: meta)) }
        }
    }

    /// The picture an answer gives: the kept file for a 304 or a network that does not
    /// answer, else the fresh body, kept for next time.
    private func settle(_ answer: Result<BoundedDownload.Answer, HTTPSource.Failure>, cached: Data?, body: URL, meta: URL) -> Result<Data, PictureProblem> {
        switch answer {
        case .success(.notModified):
            guard let cached else { return .failure(.unreadable("the server answered 304 for a picture not kept")) }
            touch(body)
            return .success(cached)
        case .success(.fresh(let data, let fresh)):
            keep(data, fresh, body: body, meta: meta)
            return .success(data)
        case .failure(let failure):
            // A network that does not answer shows what was kept; a server's "no" does not.
            switch failure {
            case .transport, .timedOut: if let cached { return .success(cached) }
            default: break
            }
            return .failure(HTTPSource.pictureProblem(failure))
        }
    }

    /// The body's and the validators' files for `url`: named by a hash of it.
    private func files(for url: URL) -> (body: URL, meta: URL) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let name = String(hash, radix: 16)
        return (directory.appendingPathComponent(name + ".picture"), directory.appendingPathComponent(name + ".json"))
    }

    private func keep(_ data: Data, _ validators: BoundedDownload.Validators, body: URL, meta: URL) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try write(data, to: body)
            try write(try JSONEncoder().encode(validators), to: meta)
            trim()
        } catch {
            // A cache that cannot be written costs a fetch next time, nothing else.
        }
    }

    /// Writes whole or not at all: another load never reads half a file, and a write that
    /// fails (a full disk) leaves nothing behind. The temporary file is made new (never a
    /// link or a file already there), and rename replaces a link at `file` rather than
    /// writing through it.
    private func write(_ data: Data, to file: URL) throws {
        let temporary = directory.appendingPathComponent(".\(UUID().uuidString).part").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let written = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary, file.path) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteOutOfSpace)
        }
    }

    /// Marks `file` used now, without following a link there.
    private func touch(_ file: URL) {
        utimensat(AT_FDCWD, file.path, nil, AT_SYMLINK_NOFOLLOW)
    }

    /// Drops the least recently used pictures until the folder holds at most `maxBytes`.
    private func trim() {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return }
        let bodies = files.filter { $0.pathExtension == "picture" }.compactMap { file -> (URL, Int, Date)? in
            guard let values = try? file.resourceValues(forKeys: Set(keys)) else { return nil }
            return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
        var total = bodies.reduce(0) { $0 + $1.1 }
        for (file, size, _) in bodies.sorted(by: { $0.2 < $1.2 }) where total > maxBytes {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: file.deletingPathExtension().appendingPathExtension("json"))
            total -= size
        }
    }
}
