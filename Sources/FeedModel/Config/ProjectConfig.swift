import FoundationEssentials

/// A project's `feedterm.json`: what its hosts add to the layout format, and its defaults.
///
/// ```json
/// {"module_types": ["gift_note", {"name": "review_strip", "since": "5.3.0"}], "action_types": ["share_listing"],
///  "known_keys": ["tracking_id"], "ignore": [{"codes": ["FT310"], "paths": ["legacy/**"]}],
///  "image_hosts": ["img.example.com"], "snapshot": {"widths": [40, 80]}, "theme": "mono",
///  "cohort": {"flags": ["winter_sale"]}, "clients": ["4.8.0", "5.0.0", "5.3.0"],
///  "since": {"similar_items_on_sale": "5.0.0", "share_listing": "5.0.0"}}
/// ```
///
/// Found in the current directory or the nearest parent that has one (`ProjectConfig.find`),
/// as `.editorconfig` is, or named with `--config`. Read strictly, as layouts are: unknown keys
/// are warnings (FT310), a wrong value is an error.
public struct ProjectConfig: Sendable {
    /// The file's name, looked for in a directory and its parents.
    public static let fileName = "feedterm.json"

    /// Module types the project's hosts draw: decoded whole and kept, drawn as a labelled
    /// placeholder by preview and snapshot.
    public var moduleTypes: [String] = []
    /// Action types the project's hosts perform: kept without a warning.
    public var actionTypes: [String] = []
    /// Keys the project sends ahead of the format: not reported as unknown anywhere.
    public var knownKeys: [String] = []
    /// Codes not to report, in the files the rule's globs match.
    public var ignore: [ConfigIgnoreRule] = []
    /// Hosts from which absolute picture URLs may be fetched: `HOST` on any port, `HOST:PORT`
    /// on that one.
    public var imageHosts: [String] = []
    /// For an HTTP source behind a login: each header's name, and the environment variable
    /// whose value is sent as it (`"Authorization": "STAGING_AUTHORIZATION"`), so that no
    /// secret is in a committed file.
    public var headersFromEnvironment: [String: String] = [:]
    /// Globs, relative to the config's directory, of the files that are no layouts (fixtures,
    /// expected outputs): left out of validate's and snapshot's runs.
    public var exclude: [String] = []
    /// The widths `snapshot` draws at when `--widths` is not given.
    public var snapshotWidths: [Int]?
    /// The theme `preview`, `browse` and `snapshot` use when `--theme` is not given.
    public var theme: String?
    /// Who is looking, when no `--flag`, `--experiment` or `--client-version` is given.
    public var cohort: Cohort?
    /// The app versions the project serves (`clients`), as written.
    public var clients: [ClientVersion] = []
    /// The first app version that knows each module or action type: from `module_types`
    /// entries that give a `since`, and the top-level `since` for the format's own types and
    /// the project's action types.
    public var since = TypeSince()
    /// The directory the file is in: the ignore rules' globs are relative to it.
    public var directory: URL?

    /// No config: the format as it is.
    public init() {}

    /// The module type registry with the project's own types and actions added to `base`.
    public func moduleTypes(adding base: ModuleTypeRegistry = .standard) -> ModuleTypeRegistry {
        var registry = base
        for type in moduleTypes where registry.decoder(for: type) == nil {
            registry.register(type) { try ProjectModule(type: type, payload: JSONValue(from: $0)) }
        }
        registry.hostActionTypes.formUnion(actionTypes)
        return registry
    }

    /// A decoder that checks the project's layouts as a validator does: its types, its known
    /// keys, and the checks across a whole document; `collectingReferences` when there is a
    /// source to check the paths it names in.
    public func decoder(now: Date? = nil, collectingReferences: Bool = false, limits: ReadLimits = ReadLimits()) -> FeedDecoder {
        var decoder = FeedDecoder(moduleTypes: moduleTypes(), knownKeys: Set(knownKeys), now: now, checksAcrossDocument: true, collectsReferences: collectingReferences)
        decoder.limits = limits
        decoder.appVersions = appVersions
        return decoder
    }

    /// The app versions served and what each knows, when the project names any (`clients`).
    public var appVersions: AppVersions? {
        clients.isEmpty ? nil : AppVersions(clients: clients, since: since)
    }

    /// A reader of `cohort`, whose client knows types by the project's `since`.
    public func reader(_ cohort: Cohort) -> Cohort {
        var reader = cohort
        reader.since = since
        return reader
    }
}
