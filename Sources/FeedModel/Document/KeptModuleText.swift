import FoundationEssentials
import Synchronization

/// The modules of one long document kept as their JSON text, each decoded again when it is
/// read: a 100 MB feed costs its bytes and 14 bytes a module, where its decoded modules cost
/// one and a half times the file.
///
/// Only modules that decoded are kept, each with its place in the text, its position in the
/// document, its type and its `requires` (rare, so held apart): enough to decide who sees it
/// without decoding it (`summary(at:)`). Decoding one again gives the module the first decode
/// gave: the same bytes, the same module types, the same clock; its diagnostics, reported by
/// the first decode, are not reported again. The last modules read are cached, so a frame that
/// measures, draws and plans a module decodes it once.
///
/// `@unchecked Sendable`: the bytes are only read once the document is decoded (no page of
/// them is handed back), the tables never change, and the cache is behind a lock.
public final class KeptModuleText: @unchecked Sendable {
    /// What owns the bytes: the file read for the decode, or the caller's data.
    package enum Owner {
        case file(any KeptBytes)
        case data(Data)

        /// Hands back what of the bytes can be read again (`KeptBytes.releaseResidentPages`).
        func releaseResidentPages() {
            if case .file(let file) = self { file.releaseResidentPages() }
        }

        /// Calls `body` with the bytes, valid for the call.
        func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            switch self {
            case .file(let file): file.withUnsafeBytes(body)
            case .data(let data): data.withUnsafeBytes(body)
            }
        }
    }

    /// How a module is decoded again: what the first decode knew.
    struct Settings {
        var moduleTypes: ModuleTypeRegistry
        var knownKeys: Set<String>
        var now: Date?
        /// `$.modules` for a feed object, `$` for an array of modules.
        var pathPrefix: [any CodingKey]
    }

    /// The most decoded modules kept at once: a few screens of a feed.
    static let cacheSize = 128

    private let owner: Owner
    private let settings: Settings
    private let starts: [UInt32]
    private let lengths: [UInt32]
    private let positions: [UInt32]
    private let types: [UInt16]
    private let typeNames: [String]
    private let requirements: [Int: Requirements]
    private let cache = Mutex(DecodedModuleCache(capacity: KeptModuleText.cacheSize))

    init(owner: Owner, settings: Settings, table: KeptModuleTable) {
        self.owner = owner
        self.settings = settings
        starts = table.starts
        lengths = table.lengths
        positions = table.positions
        types = table.types
        typeNames = table.typeNames
        requirements = table.requirements
    }

    /// How many modules are kept.
    public var count: Int { starts.count }

    /// What is known of module `index` without decoding it.
    public func summary(at index: Int) -> ModuleSummary {
        ModuleSummary(type: typeNames[Int(types[index])], requires: requirements[index], position: Int(positions[index]))
    }

    /// Module `index`, from the cache or decoded again.
    public func module(at index: Int) -> Module {
        if let cached = cache.withLock({ $0.module(index) }) { return cached }
        let module = decode(index)
        let decoded = cache.withLock { cache in
            cache.keep(module, as: index)
            cache.decodes += 1
            return cache.decodes
        }
        // A mapped file's pages, read for each module shown, would in time hold the whole
        // file: every so many modules they are handed back, and read again when shown.
        if decoded % Self.decodesBetweenReleases == 0 { owner.releaseResidentPages() }
        return module
    }

    /// How many modules are decoded again between two hand-backs of the file's pages: a few
    /// screens' worth, about a megabyte of a feed.
    static let decodesBetweenReleases = 1024

    /// Module `index` decoded again, not cached: for a walk over every module, which would
    /// only push out the ones in view.
    public func decode(_ index: Int) -> Module {
        let start = Int(starts[index])
        let end = start + Int(lengths[index])
        let position = Int(positions[index])
        let decoded = owner.withBytes { bytes in
            KeptModuleDecoding.module(in: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), position: position, settings: settings)
        }
        // The text decoded once as this module, and decodes the same way each time; were it
        // ever not to, its place says so rather than the browser stopping.
        return decoded ?? Module(type: HiddenModule.typeName, payload: HiddenModule(type: typeNames[Int(types[index])], id: nil, reason: "it could not be decoded again"), position: position)
    }
}
