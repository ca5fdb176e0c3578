import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layout file's bytes, read once: a regular file is mapped, so its bytes are never copied
/// and never held twice; anything else (a pipe, a terminal) is read to its end.
///
/// A file that cannot be read throws `ReadError`, whose words are the ones a person expects
/// ("no such file", "is a directory", "permission denied"), never a Foundation error number.
public final class DocumentFile {
    /// Why a file could not be read, in plain words.
    public struct ReadError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot read the file: \(reason)" }
    }

    private let mapped: UnsafeMutableRawPointer?
    private let data: Data
    public let count: Int
    /// How much of the start of the mapping has been handed back to the kernel.
    private var released = 0
    /// Pages are handed back this many bytes at a time, so a feed costs a few calls, not one
    /// per module.
    static let releaseStep = 1 << 20

    /// Opens and reads (or maps) the file at `path`.
    public init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: Self.reason(for: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(path: path, reason: Self.reason(for: errno)) }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw ReadError(path: path, reason: "is a directory")
        }
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            let size = Int(status.st_size)
            guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), pointer != MAP_FAILED else {
                throw ReadError(path: path, reason: Self.reason(for: errno))
            }
            madvise(pointer, size, MADV_SEQUENTIAL)
            mapped = pointer
            data = Data()
            count = size
        } else {
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            do {
                data = try handle.readToEnd() ?? Data()
            } catch {
                throw ReadError(path: path, reason: Self.reason(for: errno))
            }
            mapped = nil
            count = data.count
        }
    }

    deinit {
        if let mapped {
            munmap(mapped, count)
        }
    }

    /// Calls `body` with the file's bytes, which are valid only inside it.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        if let mapped {
            return try body(UnsafeRawBufferPointer(start: mapped, count: count))
        }
        return try data.withUnsafeBytes(body)
    }

    /// Tells the kernel that the bytes before `offset` are not needed for now, so a mapped
    /// file's pages stop counting against this process as a reader moves through it: a
    /// 100 MB feed then costs its decoded modules, not the modules and the file.
    ///
    /// Nothing is lost: the mapping is private and read-only, so a page read again later (a
    /// diagnostic's line number, the feed's own fields) comes back from the file.
    public func releasePages(before offset: Int) {
        guard let mapped else { return }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = min(offset, count) / pageSize * pageSize
        guard end - released >= Self.releaseStep else { return }
        madvise(mapped + released, end - released, MADV_DONTNEED)
        released = end
    }

    /// The words for an errno of open(2) and read(2).
    public static func reason(for code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory"
        case ENOTDIR: "a part of the path is not a directory"
        case ELOOP: "too many symbolic links"
        case ENAMETOOLONG: "the name is too long"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
