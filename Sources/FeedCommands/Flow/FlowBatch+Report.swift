import FeedFiles
import FeedFlows
import FeedRendering
import Foundation

/// What `flow run` takes and prints: the flow files its arguments name, and every flow's
/// failures, its verdict and a summary.
extension FlowBatch {
    /// The flow files `arguments` name: each file named, and each flow file below a folder
    /// (a folder's other JSON files, layouts or fixtures, are left out).
    package static func inputs(_ arguments: [String]) -> [DocumentInput] {
        arguments.flatMap { argument -> [DocumentInput] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else { return [DocumentInput(argument: argument)] }
            return DocumentInput.expanding([argument]).filter { input in
                (try? DocumentFile.contents(ofFile: input.argument)).map(FlowFile.isFlow) ?? false
            }
        }
    }

    /// Prints every outcome in order (each failure as `FILE:LINE:COL: …`, then the flow's
    /// verdict), the summary and the trace's index; returns the exit status: 0 when every flow
    /// passed, 1 otherwise, 2 when there was no flow to run.
    package func report(_ outcomes: [Outcome]) -> Int32 {
        guard !outcomes.isEmpty else {
            ProcessOutput.error("Error: no flow file there: name flow files, or folders that hold some.\n")
            return ExitStatus.usage
        }
        for outcome in outcomes {
            print(outcome.lines.joined(separator: "\n"))
        }
        let failed = outcomes.filter { !$0.passed }.count
        print("\(outcomes.count) flow\(outcomes.count == 1 ? "" : "s") run: \(outcomes.count - failed) passed, \(failed) failed.")
        if let traceFolder {
            let index = traceFolder.appendingPathComponent(FlowTracePage.fileName)
            do {
                try Data(FlowTraceIndexPage.html(outcomes).utf8).write(to: index, options: .atomic)
                print("Trace: \(TextSanitizer.printableLine(index.path))")
            } catch {
                ProcessOutput.error("Error: cannot write \(TextSanitizer.printableLine(index.path)): \(FileErrorText.describe(error))\n")
                return ExitStatus.documentError
            }
        }
        return failed > 0 ? ExitStatus.documentError : ExitStatus.success
    }
}
