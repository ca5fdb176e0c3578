import FeedModel
import Foundation

/// Decoding what is read from a file or standard input, within the decoder's `limits`.
extension FeedDecoder {
    /// Reads and decodes a file within `limits`; a file that cannot be read is a fatal
    /// diagnostic too.
    public func decode(contentsOf url: URL, mode: Mode = .moduleByModule) -> FeedDecodeResult {
        // A document that opens early is mapped, so that what is decoded later is read from
        // the file again rather than kept in memory.
        decode(reading: { try DocumentFile(path: url.path, limits: limits, mapsFrom: opensWith != nil ? opensEarlyFrom : .max) }, mode: mode)
    }

    /// Reads standard input to its end within `limits`, and decodes it.
    public func decodeStandardInput(mode: Mode = .moduleByModule) -> FeedDecodeResult {
        decode(reading: { try DocumentFile(descriptor: STDIN_FILENO, name: "standard input", limits: limits) }, mode: mode)
    }

    /// Reads a document with `reading` (a `DocumentFile` of the caller's choosing, such as one
    /// opened by the bytes of its name) and decodes it; a read that throws is a fatal diagnostic.
    public func decode(reading: () throws -> DocumentFile, mode: Mode = .moduleByModule) -> FeedDecodeResult {
        do {
            let file = try reading()
            // Pages that a decode hands back and that read as zeros afterwards cannot be kept
            // as text, nor decoded later; a mapped file's are read from the file again.
            let releases = file.rereadsReleasedPages
                || file.releasesPagesWhileDecoded && !keepsText(file.count, mode: mode) && !opensEarly(file.count, mode: mode)
            let consumed: ((Range<Int>) -> Void)? = releases ? { file.releasePages($0) } : nil
            let owner = KeptModuleText.Owner.file(file)
            var result = file.withUnsafeBytes { bytes in
                decode(bytes: bytes, mode: mode, consumed: consumed, owner: owner, rereads: file.rereadsReleasedPages)
            }
            file.releaseResidentPages()
            if file.wasCutShort {
                result = FeedDecodeResult(document: nil, diagnostics: [.error(JSONPath.root, "the file was cut short while it was read (another program rewrote it); read it again with r", code: .unreadableDocument)])
            }
            return result
        } catch {
            return FeedDecodeResult(document: nil, diagnostics: [.error(JSONPath.root, "\(error)", code: .unreadableDocument)])
        }
    }
}
