/// The JSON Schema of a project's `feedterm.json` (`feedterm schema --config`), probed from
/// `ProjectConfig`'s own decoder as the layout format's is.
public enum ConfigSchema {
    /// The schema's `$id`.
    public static let identifier = "https://feedterm.dev/schema/feedterm-config-1.json"

    /// What each key of the config means.
    static let descriptions: [String: String] = [
        "$schema": "The schema an editor checks this file with.",
        "module_types": "Module types the project's hosts draw: validate accepts them, preview and snapshot draw a labelled placeholder. Each is a name, or {\"name\", \"since\"} with the first app version that knows it.",
        "clients": "The app versions the project serves: validate reports each module some of them can neither show nor replace with a fallback (FT319).",
        "since": "The first app version that knows each of the format's module and action types (or the project's action types); a type not named is known by every version.",
        "action_types": "Action types the project's hosts perform: kept without a warning.",
        "known_keys": "Keys the project's layouts send ahead of the format: not reported as unknown (FT310) in any object.",
        "ignore": "Codes not to report, in every file or in the files the rule's paths match.",
        "codes": "Diagnostic codes, such as FT310.",
        "paths": "Globs relative to this file's folder: * within a folder, ** across folders, ? one character. None means every file.",
        "image_hosts": "Hosts from which absolute picture URLs may be fetched: HOST on any port, HOST:PORT on that port only.",
        "exclude": "Globs relative to this file's folder of files that are no layouts (fixtures, expected outputs): validate and snapshot leave them out. * within a folder, ** across folders, ? one character.",
        "snapshot": "Defaults for feedterm snapshot.",
        "widths": "The widths snapshots are drawn at, in columns, when --widths is not given.",
        "theme": "The built-in theme preview, browse and snapshot use when --theme is not given: shop, mono or high-contrast.",
        "cohort": "Who is looking, when no --flag, --experiment or --client-version is given.",
        "flags": "Feature flags that are on.",
        "experiments": "Experiments by name, each with the reader's variant.",
        "client_version": "The client's version: dotted numbers.",
    ]

    /// The schema, closed to unknown keys: a misspelled key in a config is a mistake to see at once.
    public static func schema() -> JSONValue {
        let definitions = SchemaDefinitions(moduleTypes: .standard)
        let probe = SchemaProbe(definitions: definitions)
        _ = try? definitions.probe(ProjectConfig.self, with: probe)
        var annotator = SchemaAnnotator(strict: true)
        annotator.describeField = { name, _ in descriptions[name] }
        annotator.describeDefinition = { name in
            switch name {
            case "ProjectConfig": "A project's feedterm.json: what its hosts add to the layout format, and its defaults."
            case "ConfigIgnoreRule": descriptions["ignore"]
            case "ConfigSnapshot": descriptions["snapshot"]
            case "ConfigCohort": descriptions["cohort"]
            default: nil
            }
        }
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": .string(identifier),
            "title": "feedterm project config (feedterm.json)",
            "$ref": "#/$defs/ProjectConfig",
            "$defs": .object(annotator.annotate(definitions: definitions.schemas)),
        ]
    }

    /// The schema as pretty-printed JSON with sorted keys.
    public static func text() -> String {
        FormatSchema.text(of: schema())
    }
}
