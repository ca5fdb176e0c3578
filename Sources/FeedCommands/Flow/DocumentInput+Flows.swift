import FeedFiles
import FeedFlows
import FeedModel
import Foundation

/// Flow files among the documents a command reads: they are told apart from layouts by their
/// `"flow"` key, and read as flows.
extension DocumentInput {
    /// This file's bytes when it is a flow file: read as a layout, its top level was neither a
    /// feed nor a module (so a layout never pays for the question), and it holds `"flow"`.
    /// It is read again within `limits`, as it was the first time.
    package func flowData(decoded result: FeedDecodeResult, limits: ReadLimits) -> Data? {
        guard FlowFile.mayBeFlow(result), !isWebAddress, argument != "-", let data = try? DocumentFile.contents(ofFile: argument, limits: limits),
              FlowFile.isFlow(data) else { return nil }
        return data
    }
}
