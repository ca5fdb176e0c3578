import CFileGuard
import FeedModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A long regular file mapped itself, read-only: its pages are the file's, taken as they are
/// touched and handed back whenever nothing needs them, so a browser keeps a 100 MB feed in a
/// few megabytes and reads what it shows again from the file, as `less` does.
extension DocumentFile {
    /// The file of `descriptor`, `count` bytes, mapped and guarded against shrinking; nil when
    /// it cannot be (the caller reads it instead).
    static func mapFile(_ descriptor: Int32, count: Int) -> (memory: UnsafeMutableRawPointer, guard: Int32)? {
        guard count > 0, let memory = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), memory != MAP_FAILED else { return nil }
        let slot = feedterm_guard_mapping(memory, count)
        guard slot >= 0 else {
            munmap(memory, count)
            return nil
        }
        return (memory, slot)
    }

    /// Whether pages handed back are read from the file again when touched, rather than
    /// reading as zeros: the file is mapped itself.
    public var rereadsReleasedPages: Bool { fileGuard != nil }

    /// Whether the file was found cut short (another program shrank it) since it was mapped:
    /// what was cut read as zeros.
    public var wasCutShort: Bool {
        fileGuard.map { feedterm_mapping_was_cut($0) != 0 } ?? false
    }

    /// Hands every page of a mapped file back: each is read again from the file when next
    /// touched. Memory of our own is kept, since its pages would read as zeros.
    public func releaseResidentPages() {
        guard fileGuard != nil else { return }
        withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, MADV_DONTNEED)
        }
    }
}
