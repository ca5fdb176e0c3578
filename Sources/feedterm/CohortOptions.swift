import ArgumentParser
import FeedCommands
import FeedModel

/// The flags `preview` and `browse` share to say who is looking: which modules' `requires`
/// are met (the layout format's cohorts).
struct CohortOptions: ParsableArguments {
    @Option(name: .customLong("flag"), help: ArgumentHelp("A feature flag that is on (repeatable).", valueName: "name"))
    var flags: [String] = []

    @Option(name: .customLong("experiment"), help: ArgumentHelp("An experiment's variant (repeatable).", valueName: "name=variant"))
    var experiments: [String] = []

    @Option(help: ArgumentHelp("The client's version: modules whose min_version it does not meet, or whose type it does not know (feedterm.json's since), are shown by their fallback or not at all (default: the latest, which meets and knows any).", valueName: "x.y.z"))
    var clientVersion: String?

    @Flag(help: "Draw each module this cohort does not see as one dim line that says which condition hid it.")
    var showHidden = false

    func validate() throws {
        for experiment in experiments where Self.split(experiment) == nil {
            throw ValidationError("--experiment takes NAME=VARIANT, such as home_hero=B, not '\(experiment)'.")
        }
        if let clientVersion, ClientVersion(clientVersion) == nil {
            throw ValidationError("--client-version takes dotted numbers such as 2.3.0, not '\(clientVersion)'.")
        }
    }

    /// The cohort the flags describe; with none, the project config's, else a new user on the
    /// latest client. Its client knows types by the config's `since`.
    func cohort(config: ProjectConfig = ProjectConfig()) -> Cohort {
        if flags.isEmpty, experiments.isEmpty, clientVersion == nil, let configured = config.cohort {
            return config.reader(configured)
        }
        return config.reader(Cohort(flags: Set(flags), experiments: variants, clientVersion: clientVersion.flatMap(ClientVersion.init)))
    }

    /// Each experiment's variant, as `--experiment NAME=VARIANT` gave it; the last wins.
    var variants: [String: String] {
        var variants: [String: String] = [:]
        for (name, variant) in experiments.compactMap(Self.split) {
            variants[name] = variant
        }
        return variants
    }

    private static func split(_ text: String) -> (String, String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = String(text[..<equals]), variant = String(text[text.index(after: equals)...])
        return name.isEmpty || variant.isEmpty ? nil : (name, variant)
    }
}
