import FeedFiles
import FeedModel
import Foundation

/// The project config of each input of a `validate` run: the nearest feedterm.json from the
/// file's folder up (`--config` for all), each read once, and the inputs its `exclude` leaves in.
package struct ValidationConfigs {
    /// The inputs checked, in order: those no config excludes.
    package private(set) var inputs: [DocumentInput] = []
    /// Each config used, in the order first met; a run with none has the empty one.
    package private(set) var used: [LoadedConfig] = []
    /// The index in `used` of each input's config.
    private var configOfInput: [Int] = []
    private let options: ConfigLookup
    private var indexOfFile: [String: Int] = [:]
    /// The index in `used` of the config of each folder files were found in, by its path as
    /// written: thousands of files in a folder share one answer.
    private var indexOfFolder: [String: Int] = [:]

    /// The configs of `found`; `clientVersions`, when any, replace every config's `clients`.
    /// A config that is refused ends the run with exit 2, as `ConfigLookup.load` does.
    package init(_ found: [DocumentInput], options: ConfigLookup, clientVersions: [ClientVersion]) throws {
        self.options = options
        for input in found {
            let index: Int
            if input.isListedRegularFile {
                // A regular file, by its folder's listing: its folder decides, as it does for
                // every file beside it.
                let folder = SourceRoot.folder(asWritten: input.argument)
                if let known = indexOfFolder[folder] {
                    index = known
                } else {
                    index = try configIndex(of: options.file(inFolder: folder), clientVersions: clientVersions)
                    indexOfFolder[folder] = index
                }
            } else {
                index = try configIndex(of: options.file(near: input.argument == "-" || input.isWebAddress ? nil : input.argument), clientVersions: clientVersions)
            }
            if input.argument != "-", !input.isWebAddress, used[index].config.excludes(input.argument) { continue }
            inputs.append(input)
            configOfInput.append(index)
        }
        if used.isEmpty {
            _ = try configIndex(of: options.file(near: nil), clientVersions: clientVersions)
        }
    }

    /// The config input `index` is checked by.
    package func config(of index: Int) -> ProjectConfig {
        used[configOfInput[index]].config
    }

    /// The config of a file that is not an input (one skipped in a folder): the nearest one.
    package func config(forFile file: String) -> ProjectConfig {
        let path = options.file(near: file).map { StandardPath.of($0.path) } ?? ""
        return indexOfFile[path].map { used[$0].config } ?? used[0].config
    }

    /// Every input checked with its config's decoder, `jobs` at once, and the problems of each
    /// across its source, each input's diagnostics less those its config ignores.
    package func check(now: Date?, limits: ReadLimits, source: String?, keepingModules: Bool, jobs: Int) -> [DocumentCheck.Checked] {
        var checked = [DocumentCheck.Checked](repeating: ([], nil, []), count: inputs.count)
        for (configIndex, loaded) in used.enumerated() {
            let members = inputs.indices.filter { configOfInput[$0] == configIndex }
            guard !members.isEmpty else { continue }
            let group = members.map { inputs[$0] }
            // References are collected only from files that have a source to check them in.
            let decoder = loaded.config.decoder(now: now, collectingReferences: true, limits: limits)
            let results = DocumentCheck.check(group, decoder: decoder, keepingModules: keepingModules, jobs: jobs) { source != nil || $0.sourceRoot != nil }
            let sourceProblems = SourceProblems(inputs: group, references: results.map(\.references), source: source, decoder: decoder)
            for (position, index) in members.enumerated() {
                let found = results[position].diagnostics + sourceProblems.diagnostics(of: position)
                let kept = found.filter { !loaded.config.ignores($0.code, in: inputs[index].displayName) }
                checked[index] = (kept, results[position].modules, [])
            }
        }
        return checked
    }

    /// The index in `used` of the config in `file` (nil: none), read now if it is new.
    private mutating func configIndex(of file: URL?, clientVersions: [ClientVersion]) throws -> Int {
        let key = file.map { StandardPath.of($0.path) } ?? ""
        if let known = indexOfFile[key] { return known }
        var loaded = try options.load(file)
        if !clientVersions.isEmpty {
            var config = loaded.config
            config.clients = clientVersions
            loaded = LoadedConfig(config: config, file: loaded.file, warnings: loaded.warnings)
        }
        used.append(loaded)
        indexOfFile[key] = used.count - 1
        return used.count - 1
    }
}
