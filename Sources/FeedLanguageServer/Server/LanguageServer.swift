import FeedModel
import Foundation

/// `feedterm lsp`: a Language Server Protocol 3.17 server over standard input and output, for
/// layout documents and `feedterm.json`.
///
/// One thread: it waits for input until the next debounced check is due, answers requests in
/// order, and checks a changed document once the editor has been quiet for `debounce`. A
/// request about a document checks it first if its check is stale, so answers always match
/// the text. Nothing a client sends ends it but `exit` or a closed input.
public final class LanguageServer {
    enum Phase {
        case starting, running, shuttingDown
    }

    private let streams: StandardStreams
    private let debounce: Duration
    /// feedterm's version, which `initialize` names.
    let version: String
    private let clock = ContinuousClock()
    private var framer = MessageFramer()
    var phase = Phase.starting
    var encoding = PositionEncoding.utf16
    var documents: [String: TextDocument] = [:]
    var checks: [String: DocumentCheck] = [:]
    /// When each changed document is to be checked.
    var dueChecks: [String: ContinuousClock.Instant] = [:]
    var schemas: [String: SchemaNavigator] = [:]
    /// The exit status once `exit` has come.
    var exitStatus: Int32?

    public init(version: String, input: Int32 = 0, output: Int32 = 1, debounce: Duration = .milliseconds(25)) {
        streams = StandardStreams(input: input, output: output)
        self.version = version
        self.debounce = debounce
    }

    /// Serves until `exit` (0 after `shutdown`, else 1) or until the input closes.
    public func run() -> Int32 {
        while exitStatus == nil {
            let timeout = dueChecks.values.min().map { max(.zero, $0 - clock.now) }
            switch streams.read(timeout: timeout) {
            case .bytes(let bytes):
                framer.append(bytes)
                readMessages()
            case .timedOut:
                break
            case .closed:
                return phase == .shuttingDown ? 0 : 1
            }
            runDueChecks()
        }
        return exitStatus ?? 1
    }

    private func readMessages() {
        while exitStatus == nil {
            do throws(FramingError) {
                guard let body = try framer.next() else { return }
                handle(body)
            } catch {
                log("feedterm lsp: \(error); the frame is skipped")
            }
        }
    }

    /// Answers one message: a request gets a result or an error, a notification nothing.
    private func handle(_ body: Data) {
        let message: IncomingMessage
        do throws(ResponseError) {
            message = try IncomingMessage(body: body)
        } catch {
            send(OutgoingMessage.response(to: nil, error: error))
            return
        }
        guard let method = message.method else { return }  // a response: the server asks nothing
        do throws(ResponseError) {
            let result = try respond(to: method, message)
            if let id = message.id { send(OutgoingMessage.response(to: id, result: result)) }
        } catch {
            if let id = message.id { send(OutgoingMessage.response(to: id, error: error)) }
        }
    }

    /// Checks every document whose quiet time has passed, and publishes what it found.
    func runDueChecks() {
        let now = clock.now
        for (uri, due) in dueChecks where due <= now {
            dueChecks[uri] = nil
            if let check = recheck(uri) { publish(check, uri: uri) }
        }
    }

    /// Schedules a check of `uri` after the debounce (at once for a document just opened).
    func scheduleCheck(of uri: String, now: Bool = false) {
        dueChecks[uri] = clock.now + (now ? .zero : debounce)
    }

    /// The check of the document's text as it is now: the last one unless the text changed.
    func currentCheck(of uri: String) -> DocumentCheck? {
        guard let document = documents[uri] else { return nil }
        if let check = checks[uri], check.version == document.version { return check }
        return recheck(uri)
    }

    /// Checks the document again: its text, its config and the files of its source on disk.
    private func recheck(_ uri: String) -> DocumentCheck? {
        guard let document = documents[uri] else { return nil }
        let check = DocumentChecker.check(document, context: context(of: document))
        checks[uri] = check
        return check
    }

    func context(of document: TextDocument) -> ProjectContext {
        ProjectContext(path: DocumentURI.path(of: document.uri), schemas: &schemas)
    }

    func publish(_ check: DocumentCheck, uri: String) {
        send(OutgoingMessage.notification("textDocument/publishDiagnostics", params: DocumentNotifications.Publish(uri: uri, version: check.version, diagnostics: check.published)))
    }

    func send(_ body: Data) {
        if !streams.write(MessageFramer.frame(body)) {
            // The editor has gone: nobody is left to answer.
            exitStatus = phase == .shuttingDown ? 0 : 1
        }
    }

    func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
