import FoundationEssentials

/// What the checks of one decode share, read once by each `TapeContext` instead of looked up
/// in `userInfo` for every object: the project's known keys, the line index, the module ids
/// and references met so far, and the names each coding key type spells, as bytes to compare
/// with the tape's keys.
///
/// One decode runs on one thread, so its cache of recent key types needs no lock; each decode
/// has its own.
final class DecodeChecks {
    /// Keys the project declares known ahead of the format (`FeedDecoder.knownKeys`).
    let knownKeys: Set<String>
    /// The document's line index, for messages that name a second place.
    let lineIndex: LineIndex?
    /// The time coupons expire against.
    let now: Date?
    /// The module ids met so far, when repeated ids are checked (`FeedDecoder.checksAcrossDocument`).
    let moduleIDs: ModuleIDLog?
    /// Where a thread that decodes some of a document's modules notes their ids instead, for
    /// the check made as they are put back in order (`ParallelModuleDecoding`).
    let moduleIDNotes: ModuleIDNotes?
    /// Where the paths a document names are collected, when they are (`FeedDecoder.collectsReferences`,
    /// or only those that load into the screen with `collectsScreenReferences`).
    let references: ReferenceLog?
    /// The app versions a project serves and what each knows, when modules are checked for
    /// versions that would show a hole (`FeedDecoder.appVersions`).
    let appVersions: AppVersions?
    /// Of those, the versions that show the module being decoded (its type known, its
    /// `min_version` met): an action inside it is inert only for them, since the others show
    /// its fallback or nothing. Set by each module as its payload decodes.
    var versionsShowingModule: [ClientVersion] = []
    /// What an unknown key's warning says becomes of it: clients ignore it in a layout; a file
    /// only feedterm reads (a config, a theme) says so instead.
    let unknownKeyConsequence: String
    /// The words for a layout, which clients read.
    static let clientsIgnoreUnknownKeys = "clients ignore it, so what it carries is lost"
    /// The last key types asked for, each in the slot its address picks: nearly every object
    /// of a feed finds its type here without hashing (`recentSlot`). One thread uses it, so
    /// the run-time exclusivity check is left out.
    @exclusivity(unchecked) private var recent = [(type: ObjectIdentifier?, names: KeyNames?)](repeating: (nil, nil), count: 32)

    /// Whether each key type's names are this decode's own copy rather than the process's:
    /// for a decode that runs beside others on other threads, each object's look at the names
    /// would otherwise count references on one shared object from every core at once.
    private let copiesKeyNames: Bool

    init(knownKeys: Set<String>, lineIndex: LineIndex?, now: Date? = nil, moduleIDs: ModuleIDLog? = nil, moduleIDNotes: ModuleIDNotes? = nil,
         references: ReferenceLog? = nil, appVersions: AppVersions? = nil, unknownKeyConsequence: String = DecodeChecks.clientsIgnoreUnknownKeys,
         copiesKeyNames: Bool = false) {
        self.moduleIDNotes = moduleIDNotes
        self.copiesKeyNames = copiesKeyNames
        self.appVersions = appVersions
        self.knownKeys = knownKeys
        self.lineIndex = lineIndex
        self.now = now
        self.moduleIDs = moduleIDs
        self.references = references
        self.unknownKeyConsequence = unknownKeyConsequence
    }

    /// The names `Key` spells, when it can list them (`CaseIterable`); worked out once a
    /// process (`KeyNamesCache`), and found without a lock for the types this decode met last.
    func names<Key: CodingKey>(of type: Key.Type) -> KeyNames? {
        let identifier = ObjectIdentifier(type)
        let slot = Self.recentSlot(identifier)
        if recent[slot].type == identifier { return recent[slot].names }
        let shared = KeyNamesCache.shared.names(of: type)
        let found = copiesKeyNames ? shared.map { KeyNames($0.strings) } : shared
        recent[slot] = (identifier, found)
        return found
    }

    /// The slot of `recent` a type's metadata address picks: its bits above the alignment.
    private static func recentSlot(_ identifier: ObjectIdentifier) -> Int {
        let bits = UInt(bitPattern: identifier)
        return Int(truncatingIfNeeded: (bits >> 4 ^ bits >> 9) & 31)
    }
}
