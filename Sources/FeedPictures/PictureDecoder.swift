import CPictures
import FeedFiles
import FeedModel
import Foundation

/// Turns a picture's bytes into pixels: PNG, JPEG, GIF (its first frame) and WebP, told by
/// their first bytes, through Debian's decoders (the `CPictures` target).
public enum PictureDecoder {
    /// How many pictures are decoded at once, across every thread: what each holds is taken
    /// from the memory budget before its turn (`workingBytes`). A decode takes milliseconds;
    /// a wait here is for another's end.
    private static let decodesAtOnce = DispatchSemaphore(value: 2)

    /// How much of a file `claimedSize` reads: every header feedterm decodes is well inside it
    /// (a JPEG's size follows its metadata, which seldom runs past a few kilobytes).
    static let headerPrefix = 256 << 10

    /// The size the picture at `url` claims in its header, from the first `headerPrefix`
    /// bytes of a regular file (never a FIFO or a device), with no pixel decoded; nil when it
    /// is no picture feedterm reads, or cannot be read.
    @Sendable public static func claimedSize(ofFile url: URL) -> PictureSize? {
        guard let bytes = DocumentFile.leadingBytes(ofRegularFile: url.path, count: headerPrefix), !bytes.isEmpty else { return nil }
        return header(of: Data(bytes)).map { PictureSize(width: $0.width, height: $0.height) }
    }

    /// The format and size `data` claims in its header, with no pixel decoded; nil when it is
    /// no picture feedterm reads.
    static func header(of data: Data) -> (format: feedterm_picture_format, width: Int, height: Int)? {
        var result = feedterm_picture()
        // A cap of no pixels at all: every decoder refuses once it has read the header's size.
        data.withUnsafeBytes { bytes in
            feedterm_picture_decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, 0, 0, &result)
        }
        defer { feedterm_picture_free(&result) }
        guard result.outcome == FEEDTERM_PICTURE_TOO_LARGE, result.width > 0, result.height > 0 else { return nil }
        return (result.format, Int(result.width), Int(result.height))
    }

    /// What decoding a picture of `format` and this size holds at most while it runs, for the
    /// memory budget: a JPEG's coefficients (a progressive one keeps them all, up to libjpeg's
    /// cap), a WebP's whole frame (a lossless one is decoded whole before it is scaled), every
    /// decoder's rows and the reducer's maps, and the sums of the size kept.
    static func workingBytes(format: feedterm_picture_format, width: Int, height: Int, maxSide: Int) -> Int {
        let rows = width * 16 + (width + height) * 4, sums = maxSide * maxSide * 32
        let whole: Int
        switch format {
        case FEEDTERM_PICTURE_JPEG: whole = min(96 << 20, width * height * 6)
        case FEEDTERM_PICTURE_WEBP: whole = width * height * 4
        default: whole = 0
        }
        return rows + sums + whole
    }

    /// The pixels of `data`, within `limits`, no larger than `maxSide` on a side (aspect kept):
    /// a larger picture is reduced as it is decoded, never held at the size its header claims.
    /// Too many bytes, or a header that claims too many pixels, is refused before anything is
    /// decoded.
    public static func decode(_ data: Data, limits: PictureLimits = .standard, maxSide: Int = PictureStore.cellsSide) throws(PictureProblem) -> Pixels {
        guard data.count <= limits.maxBytes else { throw .tooManyBytes(limit: limits.maxBytes) }
        var result = feedterm_picture()
        // What the decode will hold comes from the memory budget first, before a turn is
        // taken, so no turn waits on the budget; a header past the caps is refused below,
        // before anything is taken.
        var working = 0
        if let claimed = header(of: data), claimed.width * claimed.height <= limits.maxPixels {
            working = workingBytes(format: claimed.format, width: claimed.width, height: claimed.height, maxSide: maxSide)
            switch MemoryBudget.shared.take(working, until: Date().addingTimeInterval(limits.timeout)) {
            case .taken: break
            case .neverFits: throw .tooManyPixels("decoding it would not fit in the memory budget (--memory-budget)")
            case .timedOut, .cancelled: throw .timedOut(seconds: limits.timeout)
            }
        }
        defer { MemoryBudget.shared.give(working) }
        decodesAtOnce.wait()
        defer { decodesAtOnce.signal() }
        data.withUnsafeBytes { bytes in
            feedterm_picture_decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, UInt64(limits.maxPixels), UInt32(clamping: max(1, maxSide)), &result)
        }
        defer { feedterm_picture_free(&result) }
        let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        switch result.outcome {
        case FEEDTERM_PICTURE_DECODED:
            guard let pixels = result.pixels else { throw .broken("no pixels") }
            let count = Int(result.width) * Int(result.height) * 4
            return Pixels(width: Int(result.width), height: Int(result.height), rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
        case FEEDTERM_PICTURE_UNKNOWN_FORMAT:
            throw .unknownFormat
        case FEEDTERM_PICTURE_TOO_LARGE:
            throw .tooManyPixels(message)
        default:
            throw .broken(message)
        }
    }
}
