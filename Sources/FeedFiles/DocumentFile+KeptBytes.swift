import FeedModel

/// A file read for a decode keeps its bytes for the modules kept as their text.
///
/// `@unchecked Sendable`: a kept file is only read once its decode has ended (no page of it is
/// handed back then), and reading is all that is done with it.
extension DocumentFile: KeptBytes, @unchecked Sendable {}
