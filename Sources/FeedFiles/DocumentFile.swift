import CFileGuard
import FeedModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layout document's bytes, read once within `ReadLimits`: a regular file, a pipe, a device
/// or standard input alike.
///
/// The bytes are read into memory of our own, which `releasePages` hands back to the kernel as
/// a decode moves through a long feed; a regular file of at least `mapsFrom` bytes (a browser's
/// long feed) is mapped instead, so its pages are the file's, read as they are touched and
/// handed back whenever they are not needed (`releaseResidentPages`). A mapped file that
/// another program shrinks would kill the reader with SIGBUS: the mapping is guarded
/// (CFileGuard), and what was cut reads as zeros, which the parser reports as a document that
/// ends too early. A read stops with an error past `maxBytes`, and past `timeout` seconds for
/// what can block (a FIFO with no writer, a terminal, a slow pipe).
///
/// A file that cannot be read throws `ReadError`, whose words are the ones a person expects
/// ("no such file", "is a directory", "permission denied"), never a Foundation error number.
public final class DocumentFile {
    /// Why a file could not be read, in plain words.
    public struct ReadError: Error, CustomStringConvertible {
        /// The file's path, as it was named.
        public let path: String
        /// Why it could not be read, in words.
        public let reason: String
        public var description: String { "cannot read the file: \(reason)" }

        /// The error for `path`, saying `reason`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    private let buffer: UnsafeMutableRawPointer
    private let capacity: Int
    /// Whether the bytes are in pages of their own (mmap), which can be handed back as they
    /// are decoded. A small file is read into the heap instead: a mapping made and unmapped
    /// for each of thousands of small files kept the threads that check them at once waiting on
    /// each other (the kernel's mapping lock, and every core's TLB flushed at each unmap).
    private let mapped: Bool
    /// The guard of a file mapped itself (`mapsFrom`), whose pages come back from the file
    /// when read after they were handed back; nil for memory of our own.
    let fileGuard: Int32?
    /// The largest file read into the heap.
    static let heapLimit = 64 * 1024
    /// The bytes of the memory budget it holds: its capacity, less the pages handed back.
    private var budgeted: Int
    /// How many bytes were read.
    public let count: Int
    /// Pages are handed back this many bytes at a time, so a feed costs a few calls, not one
    /// per module.
    static let releaseStep = 1 << 20
    /// Documents from this size on have their pages handed back while they are decoded, by a
    /// decode that does not keep its modules as this text (`FeedDecoder.keepsTextFrom`).
    /// Smaller ones are kept whole: before any page goes, the lines of the whole document must
    /// be counted (so a problem can still be located), which costs a 10 MB feed's validate 4%
    /// of its instructions to save 10 MB; kept whole, lines are counted only when there is a
    /// problem to place.
    static let releaseThreshold = 32 << 20

    /// Whether a decode may hand this document's pages back as it goes (`releasePages`); one
    /// that keeps its modules as this text does not.
    public var releasesPagesWhileDecoded: Bool { count >= Self.releaseThreshold }
    /// Where the last release ended, so each byte is handed back once.
    private var released = 0

    /// Reads the file at `path`, mapping it when it is a regular file of at least `mapsFrom` bytes.
    public convenience init(path: String, limits: ReadLimits = ReadLimits(), mapsFrom: Int = .max) throws {
        // Non-blocking, so that opening a FIFO nobody writes to returns at once.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: Self.reason(for: errno)) }
        defer { close(descriptor) }
        try self.init(descriptor: descriptor, name: path, limits: limits, mapsFrom: mapsFrom)
    }

    /// The first `count` bytes (or fewer) of the regular file at `path`; nil when it is not a
    /// regular file or cannot be read. Never waits on a FIFO or a device: for a header, or a
    /// byte-order mark an editor hid.
    public static func leadingBytes(ofRegularFile path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: max(0, min(count, Int(status.st_size))))
        let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        return read >= 0 ? Array(bytes.prefix(read)) : nil
    }

    /// The whole file at `path` as Data, read as a document is: within `limits`, never mapped,
    /// a FIFO or a device never waited on past the timeout. For the small files feedterm reads
    /// whole (configs, themes, snapshot records).
    public static func contents(ofFile path: String, limits: ReadLimits = ReadLimits()) throws -> Data {
        try DocumentFile(path: path, limits: limits).withUnsafeBytes { Data($0) }
    }

    /// Reads the file whose path is `bytes`, as the file system has them: a name that is not
    /// UTF-8 (which a String cannot hold) opens too.
    public convenience init(pathBytes bytes: [UInt8], name: String, limits: ReadLimits = ReadLimits()) throws {
        let descriptor = (bytes + [0]).withUnsafeBufferPointer { path in
            path.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        }
        guard descriptor >= 0 else { throw ReadError(path: name, reason: Self.reason(for: errno)) }
        defer { close(descriptor) }
        try self.init(descriptor: descriptor, name: name, limits: limits)
    }

    /// Reads an open descriptor to its end, such as standard input's; maps it when it is a
    /// regular file of at least `mapsFrom` bytes.
    public init(descriptor: Int32, name: String, limits: ReadLimits = ReadLimits(), mapsFrom: Int = .max) throws {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(path: name, reason: Self.reason(for: errno)) }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw ReadError(path: name, reason: "is a directory")
        }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        if isRegular, Int(status.st_size) > limits.maxBytes {
            throw ReadError(path: name, reason: Self.tooLarge(Int(status.st_size), limits))
        }
        // Room for one byte past the limit, to tell a document of exactly the limit from a
        // longer one; pages are only taken as they are written.
        let room = (isRegular ? min(Int(status.st_size), limits.maxBytes) : limits.maxBytes) + 1
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        capacity = (room + pageSize - 1) / pageSize * pageSize
        // A pipe's length is not known: it holds at most the whole budget, and its pages are
        // only taken as they are written.
        budgeted = isRegular ? capacity : min(capacity, MemoryBudget.shared.limit)
        try Self.takeFromBudget(budgeted, name: name, limits: limits)
        if isRegular, Int(status.st_size) >= mapsFrom, let file = Self.mapFile(descriptor, count: Int(status.st_size)) {
            (buffer, fileGuard, mapped, count) = (file.memory, file.guard, true, Int(status.st_size))
            return
        }
        fileGuard = nil
        mapped = !isRegular || capacity > Self.heapLimit
        if mapped {
            // A regular file's pages are all written at once: a large one's in pages of 2 MiB
            // where the kernel has them (MADV_HUGEPAGE), a smaller one's taken in one call
            // (MAP_POPULATE) rather than by a page fault each. A pipe's are taken only as they
            // are written.
            let huge = isRegular && capacity >= Self.hugePagesFrom
            let populate = isRegular && !huge ? MAP_POPULATE : 0
            guard let memory = Self.map(capacity, flags: MAP_PRIVATE | MAP_ANONYMOUS | populate, alignedForHugePages: huge) else {
                MemoryBudget.shared.give(budgeted)
                throw ReadError(path: name, reason: Self.reason(for: errno))
            }
            buffer = memory
        } else {
            buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        }
        do {
            count = try Self.read(descriptor, into: buffer, room: room, name: name, limits: limits, canBlock: !isRegular)
        } catch {
            Self.free(buffer, capacity: capacity, mapped: mapped)
            MemoryBudget.shared.give(budgeted)
            throw error
        }
    }

    deinit {
        if let fileGuard { feedterm_unguard_mapping(fileGuard) }
        // A mapped file is as long as the file; memory of our own, its capacity.
        Self.free(buffer, capacity: fileGuard != nil ? count : capacity, mapped: mapped)
        MemoryBudget.shared.give(budgeted)
    }

    private static func free(_ buffer: UnsafeMutableRawPointer, capacity: Int, mapped: Bool) {
        if mapped {
            munmap(buffer, capacity)
        } else {
            buffer.deallocate()
        }
    }

    /// Calls `body` with the document's bytes, which are valid only inside it.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: buffer, count: count))
    }

    /// Hands the pages wholly inside `range` back to the kernel: a 100 MB feed then costs its
    /// decoded modules, not the modules and the file. In memory of our own the bytes there read
    /// as zeros afterwards, so a caller names only bytes it will not read again (`FeedDecoder`
    /// names the modules it has decoded and located); a mapped file's are read from the file
    /// again (`rereadsReleasedPages`).
    public func releasePages(_ range: Range<Int>) {
        // Heap memory is the allocator's, not pages of the file's own.
        guard mapped else { return }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = max(released, (range.lowerBound + pageSize - 1) / pageSize * pageSize)
        let end = min(range.upperBound, count) / pageSize * pageSize
        guard end - start >= Self.releaseStep else { return }
        madvise(buffer + start, end - start, MADV_DONTNEED)
        released = end
        // A mapped file's pages come back when they are read again: the budget keeps them.
        guard fileGuard == nil else { return }
        let returned = min(budgeted, end - start)
        MemoryBudget.shared.give(returned)
        budgeted -= returned
    }
}
