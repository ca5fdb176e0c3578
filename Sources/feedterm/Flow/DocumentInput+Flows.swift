import FeedModel
import Foundation

/// Flow files among the documents a command reads: they are told apart from layouts by their
/// `"flow"` key, and read as flows.
extension DocumentInput {
    /// This file's bytes when it is a flow file: read as a layout, its top level was neither a
    /// feed nor a module (so a layout never pays for the question), and it holds `"flow"`.
    func flowData(decoded result: FeedDecodeResult) -> Data? {
        guard result.document == nil, result.diagnostics.contains(where: { $0.code == .wrongTopLevel && $0.path == JSONPath.root }),
              !isWebAddress, argument != "-", let data = try? DocumentFile.contents(ofFile: argument), FlowFile.isFlow(data) else { return nil }
        return data
    }

    /// What validate reports for the flow file in `data`: its warnings, or the problem that
    /// refuses it, located.
    func flowDiagnostics(_ data: Data) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        do {
            _ = try FlowFile.load(data, at: URL(fileURLWithPath: argument), warnings: &warnings)
            return warnings
        } catch let problem as Diagnostic {
            return [problem]
        } catch {
            return [.error(JSONPath.root, "\(error)", code: .unreadableDocument)]
        }
    }
}
