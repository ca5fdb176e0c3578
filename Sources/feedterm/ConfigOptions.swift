import ArgumentParser
import FeedCommands
import FeedModel
import Foundation

/// `--config FILE`, and the project config every command that reads layouts applies: the
/// named file, else the nearest `feedterm.json` from the layouts' folder up, else from the
/// current directory up.
struct ConfigOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp("The project's config (default: the nearest feedterm.json from the layout's folder up, else from the current directory up).", valueName: "file"), completion: .file(extensions: ["json"]))
    var file: String?

    /// How the config is found and read, given `--config`.
    var lookup: ConfigLookup { ConfigLookup(file: file) }

    /// The config that applies to the layout or source folder at `layouts`: see
    /// `ConfigLookup.load(near:)`.
    func load(near layouts: String? = nil) throws -> LoadedConfig {
        try lookup.load(near: layouts)
    }
}
