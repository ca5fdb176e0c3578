import FeedBrowser
import FeedBrowserCore
import FeedFlows
import FeedModel
import FeedPictures
import FeedRendering
import Foundation

/// Runs a flow: a browser on the flow's source, at its size and time, driven by its steps
/// (`FlowSession`), its expectations checked where they stand (`FlowExpectationCheck`); after
/// each key, character, click and resize, every load it started (pictures too) has finished,
/// taken in the order the loads were asked for, so that each run draws the same checkpoints.
package struct FlowRun {
    package let flow: FlowFile
    /// The flow file's folder: what its source and state are relative to.
    package let folder: URL
    /// The theme when the flow names none.
    package let theme: Theme
    /// The project config of the flow's source.
    package let config: ProjectConfig
    package let limits: ReadLimits
    package let pictureLimits: PictureLimits

    /// A run of `flow`, from the file's `folder`, drawn with `theme` unless it names one.
    package init(flow: FlowFile, folder: URL, theme: Theme, config: ProjectConfig, limits: ReadLimits, pictureLimits: PictureLimits) {
        self.flow = flow
        self.folder = folder
        self.theme = theme
        self.config = config
        self.limits = limits
        self.pictureLimits = pictureLimits
    }

    /// Runs the flow to its end, or to what stops it: every checkpoint, every expectation
    /// that failed (each reported, the flow going on), and the stop. `trace`, when given, is
    /// told of each step as it is done, with the screen after it.
    package func run(tracing trace: ((FlowTraceStep) -> Void)? = nil) -> FlowResult {
        var result = FlowResult()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-flow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            let session = try FlowSession(runtime: try makeRuntime(scratch: scratch))
            var stepsSince: [String] = []
            for (index, step) in flow.steps.enumerated() {
                session.startStep()
                var checks: [FlowTraceStep.Check] = []
                do {
                    try take(step, number: index + 1, in: session, into: &result, checks: &checks, stepsSince: &stepsSince)
                } catch let stop as FlowFailure {
                    result.stop = stop
                }
                result.stepsRun = index + 1
                trace?(FlowTraceStep(
                    number: index + 1, summary: step.summary, location: step.location, buffer: session.frame, focus: session.focusRect,
                    happened: session.stepHappenings, checks: checks, stop: result.stop?.message
                ))
                if result.stop != nil { break }
            }
        } catch let stop as FlowFailure {
            result.stop = stop
        } catch {
            result.stop = FlowFailure(at: nil, "\(error)")
        }
        return result
    }

    /// Takes one step: a checkpoint, expectations checked, or input given, which must change
    /// something unless it says it may not.
    private func take(_ step: FlowStep, number: Int, in session: FlowSession, into result: inout FlowResult, checks: inout [FlowTraceStep.Check], stepsSince: inout [String]) throws {
        switch step.kind {
        case .snapshot(let name):
            result.checkpoints.append(FlowCheckpoint(name: name, buffer: session.frame, focus: session.focusRect, happened: session.sinceCheckpoint, steps: stepsSince))
            session.checkpointTaken()
            stepsSince = []
        case .expect(let expectations):
            for expectation in expectations {
                let failure = FlowExpectationCheck.failure(of: expectation, in: session)
                if let failure { result.failures.append(FlowFailure(at: expectation.location ?? step.location, failure)) }
                checks.append(FlowTraceStep.Check(text: FlowExpectationCheck.describe(expectation), failure: failure))
            }
            result.expectationsChecked += expectations.count
            session.checked()
        default:
            let place = "step \(number) (\(step.summary))"
            let before = session.fingerprint
            try session.perform(step, at: place)
            if step.isInput, !step.mayDoNothing, session.fingerprint == before {
                throw FlowFailure(at: step.location, "\(place) changed nothing: not the screen, the state, nor what the browser did; mark it \"may_do_nothing\": true if that is what it means")
            }
            stepsSince.append(step.summary)
        }
    }

    /// The browser the flow drives: on its source, at its size, cohort and time, from its
    /// state file (copied into `scratch`).
    private func makeRuntime(scratch: URL) throws -> BrowserRuntime {
        var host = BrowserHost()
        host.declare(config)
        let source = try makeSource(decoder: host.decoder)
        let pictures = flow.drawsPictures ? PictureFetcher(source: source, allowedHosts: config.imageHosts, limits: pictureLimits) : nil
        let store = try startingState(for: source, in: scratch)
        return BrowserRuntime(
            source: source, host: host, store: store, width: flow.size.columns, height: flow.size.rows,
            theme: flow.theme.flatMap { Theme.builtIn[$0] } ?? theme, cohort: config.reader(flow.cohort ?? config.cohort ?? Cohort()),
            pictures: pictures, now: flow.now ?? Date(), takesLoadsInOrder: true
        )
    }

    /// The flow's source, read as browse reads it: with the project's own types and keys, and
    /// a server's with the login the environment gives (`FEEDTERM_HEADER_FILE`, or a variable
    /// feedterm.json's `headers_from_env` names): a flow file is committed, so it holds none.
    private func makeSource(decoder: FeedDecoder) throws -> any FeedSource {
        var decoder = decoder
        decoder.limits = limits
        if flow.isWebSource, let base = URL(string: flow.source) {
            let headers: RequestHeaders
            do {
                headers = try LoginHeaders.resolve(config: config) { ProcessOutput.error("warning: \($0)\n") }
            } catch {
                throw FlowFailure(at: nil, error.message)
            }
            return HTTPSource(base: base, decoder: decoder, headers: headers)
        }
        guard let folder = flow.sourceFolder(near: folder) else { throw FlowFailure(at: nil, "no source") }
        return DirectorySource(directory: folder, decoder: decoder)
    }

    /// Nothing kept, or a copy of the flow's state file, kept for this source wherever it was made.
    private func startingState(for source: any FeedSource, in scratch: URL) throws -> StateStore {
        guard let file = flow.stateFile(near: folder) else { return .inMemory() }
        let copy = scratch.appendingPathComponent("state.sqlite")
        if let trouble = FlowFile.notARegularFile(file.path) {
            throw FlowFailure(at: nil, "cannot start from the state file \(file.path): it is \(trouble)")
        }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: file, to: copy)
            let store = StateStore.open(at: copy)
            try store.keepEverything(for: source.stateKey)
            return store
        } catch {
            throw FlowFailure(at: nil, "cannot start from the state file \(file.path): \(FileErrorText.describe(error))")
        }
    }
}
