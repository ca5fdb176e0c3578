import FoundationEssentials
// The C library's memchr alone: nothing else of it (no file, no process) is in scope.
#if canImport(Glibc)
import func Glibc.memchr
#elseif canImport(Darwin)
import func Darwin.memchr
#endif

/// The line and column of any byte offset of one document, from an index built in one pass.
///
/// The index holds each line's start, and for every 4 KiB block of the document the number of
/// Unicode scalars from its line's start to the block's start. A column then counts scalars
/// only inside the offset's own block: so locating 10,000 places on a one-line document stays
/// linear, and a place can be located while the rest of the document's pages have been handed
/// back (FeedFiles' `DocumentFile.releasePages`), as long as its own block is still there.
///
/// Built once a decode, before any page is handed back (`prepare()`), or on the first question.
final class LineIndex: @unchecked Sendable {
    /// Blocks of this many bytes: a divisor of every page size, so a block is never half kept.
    static let blockSize = 4096

    private let bytes: UnsafeRawBufferPointer
    /// Offsets just past each newline, with 0 first.
    private var lineStarts: [Int] = []
    /// For each block, the scalars between its line's start and the block's start.
    private var blockColumns: [Int] = []
    private var isBuilt = false
    /// Called every `handBackStep` bytes while the index is built, and once it is: a mapped
    /// file's pages are handed back as they are counted, so counting a long feed's lines never
    /// holds the whole file (`KeptBytes.releaseResidentPages`).
    private let handBack: (() -> Void)?
    static let handBackStep = 8 << 20

    /// The index of `bytes`, which must stay valid while it is asked; `handBack` lets the pages
    /// counted go, when they can be read again.
    init(bytes: UnsafeRawBufferPointer, handBack: (() -> Void)? = nil) {
        self.bytes = bytes
        self.handBack = handBack
    }

    /// Builds the index now, while every byte is there.
    func prepare() {
        guard !isBuilt else { return }
        isBuilt = true
        lineStarts = [0]
        blockColumns.reserveCapacity(bytes.count / Self.blockSize + 1)
        guard let base = bytes.baseAddress else { return }
        var column = 0
        var blockStart = 0
        while blockStart < bytes.count {
            blockColumns.append(column)
            let blockEnd = min(blockStart + Self.blockSize, bytes.count)
            var counted = blockStart
            var position = blockStart
            while position < blockEnd, let found = memchr(base + position, Int32(UInt8(ascii: "\n")), blockEnd - position) {
                position = base.distance(to: found) + 1
                lineStarts.append(position)
                counted = position
                column = 0
            }
            column += LineLocator.scalars(from: counted, to: blockEnd, in: bytes)
            blockStart = blockEnd
            if let handBack, blockStart % Self.handBackStep == 0 { handBack() }
        }
        handBack?()
    }

    /// The 1-based line of `offset`.
    /// - Complexity: O(log lines), after the index is built.
    func line(of offset: Int) -> Int {
        prepare()
        let offset = min(max(offset, 0), bytes.count)
        // The number of line starts at or before `offset` is its line.
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The line and column of `offset`, reading only bytes of the block it is in.
    /// - Complexity: O(log lines + block size).
    func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        let line = line(of: offset)
        let lineStart = lineStarts[line - 1]
        let block = min(offset / Self.blockSize, max(blockColumns.count - 1, 0))
        let blockStart = block * Self.blockSize
        if lineStart >= blockStart || blockColumns.isEmpty {
            return SourceLocation(line: line, column: 1 + LineLocator.scalars(from: lineStart, to: offset, in: bytes))
        }
        return SourceLocation(line: line, column: 1 + blockColumns[block] + LineLocator.scalars(from: blockStart, to: offset, in: bytes))
    }
}
