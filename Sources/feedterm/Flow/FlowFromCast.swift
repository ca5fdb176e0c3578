import ArgumentParser
import FeedCommands
import FeedFlows
import FeedModel
import FeedRendering
import Foundation

/// `feedterm flow from-cast FILE.cast -o FLOW.json`: a recording's keys as a flow, for the same
/// source, size, cohort and time, with a checkpoint at each pause and at the end.
struct FlowFromCast: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "from-cast",
        abstract: "Turn a recording of 'feedterm browse --record' into a flow file.",
        discussion: """
            Keys in a row become a step (the wheel as WheelUp and WheelDown); each click a click \
            step at its cell; a step after which the recording drew nothing is marked \
            may_do_nothing. A pause of more than a second before an input (since the start or the \
            input before), and the end, become checkpoints (pause-1, pause-2, …, end); the q that \
            ended the recording is left out. What a flow cannot take over (a kept state, a theme \
            file) is noted on stderr. The source is \
            the one the recording browsed, as it was named (relative to the current directory), \
            written relative to the flow file; --source names another. Exits 1 for a file that is not \
            such a recording, 2 for usage errors.
            """
    )

    @Argument(help: "A recording made with 'feedterm browse --record'.", completion: .file(extensions: ["cast"]))
    var recording: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The flow file to write.", valueName: "flow.json"), completion: .file(extensions: ["json"]))
    var output: String

    @Option(help: ArgumentHelp("The source the flow runs on: a folder or an http(s) base URL (default: the recording's).", valueName: "source"), completion: .directory)
    var source: String?

    @Flag(help: "Replace the flow file if it is there.")
    var force = false

    func run() throws {
        try OutputFile.mayWrite(output, force: force)
        let cast: CastFile
        do {
            cast = try CastFile(contentsOf: recording, name: TextSanitizer.printableLine(recording))
        } catch let problem as CastFile.Problem {
            ProcessOutput.error("Error: \(problem)\n")
            throw ExitCode(ExitStatus.documentError)
        } catch {
            ProcessOutput.error("Error: cannot read \(TextSanitizer.printableLine(recording)): \(error)\n")
            throw ExitCode(ExitStatus.documentError)
        }
        let session = cast.header.feedterm
        let (steps, skipped) = FlowFromRecording.steps(of: cast.events)
        guard let size = FlowSize.within(columns: cast.header.width, rows: cast.header.height) else {
            ProcessOutput.error("Error: the recording is \(cast.header.width)×\(cast.header.height); a flow has \(FlowSize.allowed)\n")
            throw ExitCode(ExitStatus.documentError)
        }
        let experiments = session.experiments ?? [:]
        let hasCohort = session.flags != nil || !experiments.isEmpty || session.clientVersion != nil
        let flowFolder = URL(fileURLWithPath: output).deletingLastPathComponent().standardizedFileURL
        let flow = FlowFile(
            title: "recorded in \(URL(fileURLWithPath: recording).lastPathComponent)", source: try flowSource(session.source, near: flowFolder),
            size: size,
            cohort: hasCohort ? Cohort(flags: Set(session.flags ?? []), experiments: experiments, clientVersion: session.clientVersion.flatMap(ClientVersion.init)) : nil,
            now: cast.header.timestamp.map { Date(timeIntervalSince1970: TimeInterval($0)) }.flatMap { ISO8601Date.parse(ISO8601Date.text($0)) },
            theme: session.flowTheme, drawsPictures: session.images != "off", steps: steps
        )
        // What is written must read back as this flow: a header with values no flow can have
        // (a year past 9999, a cohort that is not one) is refused here, not in CI later.
        var warnings: [Diagnostic] = []
        let text = Data(flow.text.utf8)
        do {
            _ = try FlowFile.load(text, at: URL(fileURLWithPath: output), warnings: &warnings)
        } catch let problem as Diagnostic {
            // Printed as validate prints a problem: what the header held is sanitised there.
            var report = DiagnosticReport()
            report.add([problem], file: output)
            ProcessOutput.error((["Error: the recording makes no flow feedterm can run:"] + report.humanLines()).joined(separator: "\n") + "\n")
            throw ExitCode(ExitStatus.documentError)
        }
        do {
            try FileManager.default.createDirectory(at: flowFolder, withIntermediateDirectories: true)
            try text.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            ProcessOutput.error("Error: cannot write \(TextSanitizer.printableLine(output)): \(FileErrorText.describe(error))\n")
            throw ExitCode(ExitStatus.documentError)
        }
        for note in session.flowNotes(skipped: skipped) {
            ProcessOutput.error("Note: \(note).\n")
        }
        print("Wrote \(TextSanitizer.printableLine(output)): \(steps.count) steps, \(flow.checkpoints.count) checkpoints. Record it with: feedterm snapshot record \(TextSanitizer.printableLine(output)) --out DIR")
    }

    /// The source as the flow names it: a URL as it is; a folder relative to the flow file.
    private func flowSource(_ recorded: String?, near flowFolder: URL) throws -> String {
        let named = source ?? recorded
        // A recording made before sources were named without their login may hold one: a
        // flow, which is committed, never does.
        if let named, WebURL.isWeb(named) { return WebURL.withoutCredentials(named) }
        guard let folder = named.map({ URL(fileURLWithPath: $0).standardizedFileURL }) ?? LayoutsLocator.bundledLayouts()?.standardizedFileURL else {
            throw ValidationError("The recording browsed the bundled shop, which is not beside this feedterm; name its folder with --source")
        }
        return Self.relativePath(of: folder, from: flowFolder)
    }

    /// `target`'s path from the folder `base`: `../layouts`.
    static func relativePath(of target: URL, from base: URL) -> String {
        let to = target.standardizedFileURL.pathComponents, from = base.standardizedFileURL.pathComponents
        var common = 0
        while common < min(to.count, from.count), to[common] == from[common] { common += 1 }
        let path = Array(repeating: "..", count: from.count - common) + to[common...]
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
