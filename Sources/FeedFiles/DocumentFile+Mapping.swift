import FeedModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The anonymous memory a document is read into.
extension DocumentFile {
    /// The size of a huge page on the machines feedterm runs on (x86-64 and arm64 Linux).
    static let hugePageSize = 2 << 20
    /// Files from this size on are read into pages of 2 MiB, where the kernel has them.
    static let hugePagesFrom = 4 << 20

    /// `capacity` bytes of readable, writable memory of our own, or nil with `errno` set.
    ///
    /// `alignedForHugePages` starts it on a 2 MiB boundary and asks the kernel for pages of
    /// 2 MiB (`MADV_HUGEPAGE`; Linux gives them where transparent huge pages are allowed), so
    /// a 10 MB read takes five page faults, not 2,500, and their clearing. Elsewhere the
    /// advice is ignored and the memory is plain.
    static func map(_ capacity: Int, flags: Int32, alignedForHugePages: Bool) -> UnsafeMutableRawPointer? {
        guard alignedForHugePages else {
            guard let memory = mmap(nil, capacity, PROT_READ | PROT_WRITE, flags, -1, 0), memory != MAP_FAILED else { return nil }
            return memory
        }
        // Mapped a huge page longer, and trimmed at both ends to the boundaries.
        guard let mapped = mmap(nil, capacity + hugePageSize, PROT_READ | PROT_WRITE, flags, -1, 0), mapped != MAP_FAILED else { return nil }
        let start = UInt(bitPattern: mapped)
        let aligned = (start + UInt(hugePageSize) - 1) & ~UInt(hugePageSize - 1)
        let head = Int(aligned - start)
        if head > 0 { munmap(mapped, head) }
        let tail = hugePageSize - head
        let memory = mapped + head
        if tail > 0 { munmap(memory + capacity, tail) }
        #if os(Linux)
        _ = madvise(memory, capacity, MADV_HUGEPAGE)
        #endif
        return memory
    }
}
