import FeedBrowser
import FeedBrowserCore
import FeedFlows
import FeedModel
import FeedPictures
import FeedRendering
import Foundation

/// Runs a flow: a browser on the flow's source, at its size and time, driven by its steps;
/// after each key, character and resize, every load it started (pictures too) has finished,
/// taken in the order the loads were asked for, so that each run draws the same checkpoints.
package struct FlowRun {
    /// A flow that could not be run to its end: which step, and why.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

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

    /// How long one input may wait for what it started.
    package static let stepTimeout = Duration.seconds(30)

    /// Every checkpoint, in order; throws `Failure` when an input's loads never end, or when
    /// the flow quits the browser before its end.
    package func checkpoints() throws -> [FlowCheckpoint] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-flow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var host = BrowserHost()
        host.declare(config)
        let source = try makeSource(decoder: host.decoder)
        let pictures = flow.drawsPictures ? PictureFetcher(source: source, allowedHosts: config.imageHosts, limits: pictureLimits) : nil
        let store = try startingState(for: source, in: scratch)
        let runtime = BrowserRuntime(
            source: source, host: host, store: store, width: flow.size.columns, height: flow.size.rows,
            theme: flow.theme.flatMap { Theme.builtIn[$0] } ?? theme, cohort: config.reader(flow.cohort ?? config.cohort ?? Cohort()),
            pictures: pictures, now: flow.now ?? Date(), takesLoadsInOrder: true
        )
        var happened: [String] = [], steps: [String] = [], checkpoints: [FlowCheckpoint] = []
        runtime.watchesEffects = { effect in FlowHappening.line(for: effect).map { happened.append($0) } }
        try settle(runtime, after: "the start")
        for (index, step) in flow.steps.enumerated() {
            let place = "step \(index + 1) (\(step.summary))"
            switch step {
            case .keys(let keys):
                for key in keys { try send(.input(.key(key)), to: runtime, in: place) }
            case .text(let text):
                for character in text { try send(.input(.key(.character(character))), to: runtime, in: place) }
            case .resize(let size):
                try send(.input(.resize(width: size.columns, height: size.rows)), to: runtime, in: place)
            case .snapshot(let name):
                checkpoints.append(FlowCheckpoint(name: name, buffer: runtime.frame(), happened: happened, steps: steps))
                happened = []
                steps = []
                continue
            }
            steps.append(step.summary)
        }
        return checkpoints
    }

    /// Sends one input and waits for every load and job it started, as a shopper who looks
    /// before the next key would: a key after Enter acts on the screen Enter opened.
    private func send(_ event: BrowserEvent, to runtime: BrowserRuntime, in place: String) throws {
        runtime.send(event)
        try settle(runtime, after: place)
        if runtime.state.isFinished {
            throw Failure(description: "\(place) quits the browser; a flow ends with its last step, not with q")
        }
    }

    /// Waits for every load, save and host answer in flight.
    private func settle(_ runtime: BrowserRuntime, after place: String) throws {
        guard runtime.settle(timeout: Self.stepTimeout) else {
            throw Failure(description: "after \(place), what the browser waited for (the source's loads, the state store or the host) did not come within \(Self.stepTimeout.components.seconds) s")
        }
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
                throw Failure(description: error.message)
            }
            return HTTPSource(base: base, decoder: decoder, headers: headers)
        }
        guard let folder = flow.sourceFolder(near: folder) else { throw Failure(description: "no source") }
        return DirectorySource(directory: folder, decoder: decoder)
    }

    /// Nothing kept, or a copy of the flow's state file, kept for this source wherever it was made.
    private func startingState(for source: any FeedSource, in scratch: URL) throws -> StateStore {
        guard let file = flow.stateFile(near: folder) else { return .inMemory() }
        let copy = scratch.appendingPathComponent("state.sqlite")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: file, to: copy)
            let store = StateStore.open(at: copy)
            try store.keepEverything(for: source.stateKey)
            return store
        } catch {
            throw Failure(description: "cannot start from the state file \(file.path): \(FileErrorText.describe(error))")
        }
    }
}
