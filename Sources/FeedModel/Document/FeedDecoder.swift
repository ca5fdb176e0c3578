import FoundationEssentials

/// Decodes layout documents by the layout format: every valid module kept, every problem
/// reported with its JSON path, line, column and code.
///
/// ```swift
/// let result = FeedDecoder().decode(data)
/// result.document?.modules   // what survived
/// result.diagnostics         // each with severity, path, place, code and message
/// ```
///
/// The text is parsed strictly by `JSONParser` in one pass, and the model's `Decodable`
/// initialisers run over the parser's tape through `TapeDecoder`.
public struct FeedDecoder: Sendable {
    /// How a feed's modules are decoded.
    public enum Mode: Sendable {
        /// Each module as soon as the parser has read it, so the tape never holds more than
        /// one module: the least memory, and the default.
        case moduleByModule
        /// The whole document's tape first, then the modules: the same modules and diagnostics.
        case wholeDocument
    }

    /// The module types this decoder knows.
    public var moduleTypes: ModuleTypeRegistry
    /// Keys a project knows ahead of the format: not reported as unknown (FT310) in any object.
    public var knownKeys: Set<String>
    /// The time against which coupons expire (FT312); nil judges none expired. The decoder reads
    /// no clock: whoever has one hands its time in (validate its `--now` or the time it starts).
    public var now: Date?
    /// Whether the decode also checks what only a validator needs across a whole document:
    /// repeated module ids (FT314). Off for a client such as the browser, where a
    /// 100,000-module feed would keep every id in memory for nothing.
    public var checksAcrossDocument: Bool
    /// Whether the decode collects the paths the document names in its source
    /// (`FeedDecodeResult.references`), for a validator that has the source to check them in.
    public var collectsReferences: Bool
    /// Whether the decode collects, when not all references, at least the deferred documents
    /// and pages it names: cheap, and enough to find a document that loads itself.
    public var collectsScreenReferences = false
    /// How much of a file, a pipe or a device `decode(contentsOf:)` (FeedFiles) reads, and for how long.
    public var limits = ReadLimits()
    /// Whether the ids of a feed's modules are listed among its references (`.moduleID`) even
    /// when it names no `next_page`: for a page that a feed's chain appends, whose ids the
    /// feed's must not repeat (`SourceCheck`). A feed with a `next_page` lists them anyway.
    public var recordsModuleIDs = false
    /// The app versions a project serves, when each module and action is checked for versions
    /// that would show nothing (FT319) or an inert action (FT320) in its place.
    public var appVersions: AppVersions?
    /// Whether the decoded document holds its modules. A validator that only reports problems
    /// sets it false: each streamed module is dropped once it is checked, so a long feed's
    /// memory is one module's, not all of them (and `moduleCount` still counts them).
    public var keepsModules = true
    /// Documents of at least this many bytes keep their modules as their text, each decoded
    /// again when it is read (`FeedModules`), so a long feed costs little more than its file;
    /// smaller ones keep them decoded, which draws them sooner. Only a decode that keeps
    /// modules, module by module, does this.
    public var keepsTextFrom = 32 << 20
    /// How many threads decode a feed's modules: the one that parses, and `threads - 1` more
    /// beside it, for a document of at least `parallelFrom` bytes. The modules, diagnostics and
    /// references are the same, in the same order, whatever the number.
    public var threads = 1
    /// The smallest document whose modules are decoded on `threads` threads: below it,
    /// starting them costs more than they save.
    public var parallelFrom = 1 << 20
    /// When set, a document of at least `opensEarlyFrom` bytes decodes only its first
    /// `opensWith` modules: the whole document is still parsed, so malformed JSON anywhere is
    /// fatal as before, and the other modules come back undecoded in `FeedDecodeResult.rest`
    /// for whoever shows them to decode as it goes (a browser: in the background). Nil, the
    /// default, decodes every module, as a validator needs. Only a decode that keeps modules,
    /// module by module, of bytes that outlive it (a file's, a `Data`'s) does this.
    public var opensWith: Int?
    /// The smallest document `opensWith` applies to: a smaller one decodes in little more
    /// time than its parse.
    public var opensEarlyFrom = 4 << 20

    /// A decoder of `moduleTypes`, not reporting `knownKeys` as unknown, judging expiry
    /// against `now` (nil: none expires). `checksAcrossDocument` adds a validator's
    /// checks (duplicate ids, blank texts); `collectsReferences` keeps the paths the document names.
    public init(
        moduleTypes: ModuleTypeRegistry = .standard, knownKeys: Set<String> = [], now: Date? = nil,
        checksAcrossDocument: Bool = false, collectsReferences: Bool = false
    ) {
        self.moduleTypes = moduleTypes
        self.knownKeys = knownKeys
        self.now = now
        self.checksAcrossDocument = checksAcrossDocument
        self.collectsReferences = collectsReferences
    }

    /// This decoder judging expiry against `date`, unless it was handed a time already (a
    /// validator's `--now`): how a source that reads the clock stamps each decode.
    public func at(_ date: Date) -> FeedDecoder {
        var stamped = self
        if stamped.now == nil { stamped.now = date }
        return stamped
    }

    /// Decodes one document. Never throws and never traps: a document that cannot be read at all
    /// gives a nil `document` and one error naming the line and column.
    public func decode(_ data: Data, mode: Mode = .moduleByModule) -> FeedDecodeResult {
        data.withUnsafeBytes { decode(bytes: $0, mode: mode, consumed: nil, owner: .data(data)) }
    }

    /// Decodes UTF-8 bytes that stay valid for the whole call.
    public func decode(bytes: UnsafeRawBufferPointer, mode: Mode = .moduleByModule) -> FeedDecodeResult {
        decode(bytes: bytes, mode: mode, consumed: nil, owner: nil)
    }

    /// Whether a decode of `count` bytes keeps its modules as their text.
    package func keepsText(_ count: Int, mode: Mode) -> Bool {
        keepsModules && mode == .moduleByModule && count >= keepsTextFrom
    }

    /// Whether a decode of `count` bytes leaves all but its first modules for later.
    package func opensEarly(_ count: Int, mode: Mode) -> Bool {
        opensWith != nil && keepsModules && mode == .moduleByModule && count >= opensEarlyFrom
    }

    /// Decodes, and after each streamed module tells `consumed` the bytes of the streamed
    /// array that will not be read again: from its first element to the module just decoded.
    /// The text before the array (a feed's own keys) is read again at the end, so it is kept.
    /// `owner` owns the bytes beyond the call, when they can be kept as text.
    /// When `rereads`, bytes handed back are read again when touched (a mapped file's), so
    /// lines need not be counted, nor problems located, before they go.
    package func decode(bytes: UnsafeRawBufferPointer, mode: Mode, consumed: ((Range<Int>) -> Void)?, owner: KeptModuleText.Owner?, rereads: Bool = false) -> FeedDecodeResult {
        let log = DiagnosticLog()
        let references = ReferenceLog(onlyScreens: !collectsReferences)
        let lineIndex = LineIndex(bytes: bytes, handBack: rereads ? { owner?.releaseResidentPages() } : nil)
        if consumed != nil, !rereads {
            // Lines and columns are counted before any page goes: a place is located later
            // from its own block alone.
            lineIndex.prepare()
        }
        let collecting = collectsReferences || collectsScreenReferences
        let checks = DecodeChecks(
            knownKeys: knownKeys, lineIndex: lineIndex, now: now,
            moduleIDs: checksAcrossDocument ? ModuleIDLog() : nil, references: collecting ? references : nil,
            appVersions: appVersions
        )
        let userInfo: [CodingUserInfoKey: Any] = [.diagnosticLog: log, .moduleTypes: moduleTypes, .checks: checks]
        // What every module's context shares, read out of userInfo once.
        let shared = TapeContext(bytes: bytes, entries: UnsafeBufferPointer(start: nil, count: 0), userInfo: userInfo)
        let keepsText = owner != nil && keepsText(bytes.count, mode: mode)
        let opensEarly = owner != nil && opensEarly(bytes.count, mode: mode)
        let streamed = StreamedModules(
            bytes: bytes, keeping: keepsText ? .text : keepsModules ? .modules : .nothing, decodesFirst: opensEarly ? max(0, opensWith ?? 0) : .max
        )
        let stream = ModuleStreamDecoding(
            streamed: streamed,
            parts: .init(log: log, references: references, checks: checks, lineIndex: lineIndex, shared: shared, consumed: consumed, locatesAsItGoes: consumed != nil && !rereads),
            threads: bytes.count >= parallelFrom && !opensEarly ? threads : 1,
            settings: .init(
                moduleTypes: moduleTypes, knownKeys: knownKeys, now: now, appVersions: appVersions,
                collectsReferences: collecting, onlyScreenReferences: !collectsReferences,
                checksModuleIDs: checksAcrossDocument, handsModulesBack: streamed.keeping != .nothing
            )
        )
        var result: FeedDecodeResult
        do {
            let tape = switch mode {
            case .wholeDocument: try JSONParser.parse(bytes)
            case .moduleByModule: try JSONParser.parse(bytes, streams: streamed.choose, element: stream.element)
            }
            stream.finish()
            result = tape.withUnsafeBufferPointer { entries in
                let context = TapeContext(bytes: bytes, entries: entries, userInfo: userInfo)
                return withExtendedLifetime(context) { decodeDocument(TapeDecoder(context: context, entry: 0), log: log) }
            }
            if streamed.didStream {
                keep(streamed, in: &result, owner: owner, keepsText: keepsText)
            }
        } catch {
            stream.abandon()
            result = FeedDecodeResult(document: nil, diagnostics: [error.diagnostic])
        }
        LineLocator.locate(&result.diagnostics, with: lineIndex)
        if let document = result.document {
            listModuleIDs(of: document, from: checks.moduleIDs, into: references)
            references.locatePending(with: lineIndex)
            result.references = references.references
        }
        return result
    }

    /// Adds the first place of each module id of a paged feed to its references, from the ids
    /// the decode kept anyway (so that a feed without pages pays nothing for them).
    private func listModuleIDs(of document: FeedDocument, from ids: ModuleIDLog?, into references: ReferenceLog) {
        guard let ids, document.shape == .feed, references.accepts(.moduleID), recordsModuleIDs || document.nextPage != nil else { return }
        for (id, position, offset) in ids.firstPlaces {
            var reference = SourceReference(kind: .moduleID, path: id, jsonPath: "$.modules[\(position)].id")
            reference.byteOffset = offset
            references.record(reference)
        }
    }

    /// The document at the root of the tape; a shape that is none of the three is fatal.
    private func decodeDocument(_ decoder: TapeDecoder, log: DiagnosticLog) -> FeedDecodeResult {
        do {
            let document = try FeedDocument(from: decoder)
            return FeedDecodeResult(document: document, diagnostics: log.diagnostics)
        } catch let error as FeedDocument.ShapeError {
            let message = "the top level must be a feed object with \"modules\", an array of modules, or one module with \"type\"; found \(error.found)"
            return fatal(.error(JSONPath.root, message, code: .wrongTopLevel, at: decoder.offset, fix: error.fix))
        } catch {
            let fieldError = V3Errors.fieldError(from: error, expected: FeedDocument.self, in: [], key: nil)
            return fatal(fieldError.diagnostic(.error, consequence: "nothing can be shown"))
        }
    }

    private func fatal(_ diagnostic: Diagnostic) -> FeedDecodeResult {
        FeedDecodeResult(document: nil, diagnostics: [diagnostic])
    }
}
