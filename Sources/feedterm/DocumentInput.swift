import FeedModel
import Foundation

/// A layout named on the command line: a file path, or `-` for standard input.
struct DocumentInput {
    let argument: String

    /// How diagnostics name it.
    var displayName: String { argument == "-" ? "<stdin>" : argument }

    /// Reads and decodes it; a file that cannot be read is a fatal diagnostic, not a throw.
    func decode(with decoder: FeedDecoder = FeedDecoder()) -> FeedDecodeResult {
        if argument == "-" {
            return decoder.decode(FileHandle.standardInput.readDataToEndOfFile())
        }
        return decoder.decode(contentsOf: URL(fileURLWithPath: argument))
    }
}
