/// Bytes that stay where they are for as long as they are held: a file read for a decode
/// (`DocumentFile`, in FeedFiles), kept so that a long document's modules can be decoded from
/// it again when they are read (`KeptModuleText`).
///
/// A protocol, so that the decoder keeps a file's bytes without itself reading any file.
public protocol KeptBytes: AnyObject, Sendable {
    /// Calls `body` with the bytes, valid for the call.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result
    /// Hands back the pages that can be read again when touched (a mapped file's), now that
    /// what needed them is done; bytes that cannot be read again are kept.
    func releaseResidentPages()
}
