import FeedFiles
import FeedFlows
import FeedModel
import FeedPictures
import FeedRendering
import Foundation

/// `feedterm flow run FILE...`: runs flow files without snapshots, several at once, checks
/// their expectations, and writes each one's trace when asked (`FlowTraceWriter`).
package struct FlowBatch: Sendable {
    /// The flow files, folders expanded to the flow files below them.
    package let inputs: [DocumentInput]
    /// How many flows run at once.
    package let jobs: Int
    /// The folder traces are written in: one folder per flow, and an index of them.
    package let traceFolder: URL?
    /// The theme of flows that name none, and whether pictures are drawn at all.
    package let theme: Theme
    package let drawsPictures: Bool
    package let limits: ReadLimits
    package let pictureLimits: PictureLimits
    /// The project config of a flow's source folder (or of the flow's folder, for a server).
    package let config: @Sendable (String) throws -> ProjectConfig

    package init(inputs: [DocumentInput], jobs: Int, traceFolder: URL?, theme: Theme, drawsPictures: Bool, limits: ReadLimits, pictureLimits: PictureLimits, config: @escaping @Sendable (String) throws -> ProjectConfig) {
        self.inputs = inputs
        self.jobs = jobs
        self.traceFolder = traceFolder
        self.theme = theme
        self.drawsPictures = drawsPictures
        self.limits = limits
        self.pictureLimits = pictureLimits
        self.config = config
    }

    /// What one flow came to: the lines to print, and whether it passed.
    package struct Outcome: Sendable {
        package let file: String
        package let title: String
        package let lines: [String]
        package let passed: Bool
        /// Its trace's page, below the trace folder.
        package let trace: String?
    }

    /// Runs every flow, `jobs` at a time; the outcomes in the order of the files.
    package func run() -> [Outcome] {
        let names = FlowTraceIndexPage.folderNames(for: inputs.map(\.displayName))
        return ParallelResults.computing(count: inputs.count, jobs: jobs) { index in
            run(inputs[index], traceName: names[index])
        }
    }

    private func run(_ input: DocumentInput, traceName: String) -> Outcome {
        let file = input.displayName
        let data: Data
        var warnings: [Diagnostic] = []
        let flow: FlowFile
        do {
            data = try DocumentFile.contents(ofFile: input.argument, limits: limits)
            guard FlowFile.isFlow(data) else {
                return Outcome(file: file, title: "", lines: ["\(TextSanitizer.printableLine(file)): error: no flow file (a JSON object with \"flow\" at its top)"], passed: false, trace: nil)
            }
            flow = try FlowFile.load(data, at: URL(fileURLWithPath: input.argument), warnings: &warnings)
        } catch {
            var report = DiagnosticReport()
            report.add(Self.problems(of: error), file: file)
            return Outcome(file: file, title: "", lines: report.humanLines(), passed: false, trace: nil)
        }
        let result: FlowResult
        var tracePage: String?
        do {
            let run = try FlowRun(flow: flow, path: input.argument, theme: theme, drawsPictures: drawsPictures, limits: limits, pictureLimits: pictureLimits, config: config)
            if let traceFolder {
                let writer = try FlowTraceWriter(folder: traceFolder.appendingPathComponent(traceName))
                result = run.run(tracingWith: writer, file: file)
                tracePage = traceName + "/" + FlowTracePage.fileName
                if let failure = writer.failure { ProcessOutput.error("warning: the trace of \(TextSanitizer.printableLine(file)) is not whole: \(failure)\n") }
            } else {
                result = run.run()
            }
        } catch {
            return Outcome(file: file, title: flow.title, lines: ["\(TextSanitizer.printableLine(file)): error: \(TextSanitizer.printableLine("\(error)"))"], passed: false, trace: nil)
        }
        var lines = result.failures.map { $0.line(file: file) }
        if let stop = result.stop { lines.append(FlowFailure(at: stop.location, "error: the flow stopped: \(stop.message)").line(file: file)) }
        let held = result.expectationsChecked - result.failures.count
        let counts = "\(result.stepsRun) of \(flow.steps.count) steps, \(held) of \(result.expectationsChecked) expectations held"
        lines.append((result.passed ? "ok: " : "FAILED: ") + TextSanitizer.printableLine("\(file) (\(flow.title)): \(counts)"))
        return Outcome(file: file, title: flow.title, lines: lines, passed: result.passed, trace: tracePage)
    }

    /// The problems a flow file that could not be read has, as validate reports them.
    static func problems(of error: any Error) -> [Diagnostic] {
        switch error {
        case let problem as Diagnostic: [problem]
        case let problems as DiagnosticList: problems.diagnostics
        default: [.error(JSONPath.root, FileErrorText.describe(error), code: .unreadableDocument)]
        }
    }
}
