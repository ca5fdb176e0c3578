import FeedFiles
import FeedModel
import Foundation

/// What a document is checked with: its project's `feedterm.json` (the nearest from the
/// document's folder up), and its source, the nearest folder up that holds `home.json`.
struct ProjectContext: Sendable {
    let config: ProjectConfig
    /// Where the config came from, when one applies.
    let configFile: URL?
    /// The config's own problems: warnings, or the one that refused it (the defaults then apply).
    let configProblems: [Diagnostic]
    /// The folder whose pages, feeds and pictures the document's paths name; nil when no folder
    /// above the document holds `home.json`.
    let sourceRoot: URL?
    let schema: SchemaNavigator

    /// The context of the file at `path` (nil for a buffer with no file).
    init(path: String?, schemas: inout [String: SchemaNavigator]) {
        let directory = path.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
        var problems: [Diagnostic] = []
        var config = ProjectConfig()
        configFile = directory.flatMap(ProjectConfig.find(from:))
        if let configFile {
            do {
                config = try ProjectConfig.load(contentsOf: configFile, warnings: &problems)
            } catch let problem as Diagnostic {
                problems = [problem]
            } catch {
                problems = [.error(JSONPath.root, "\(error)", code: .unreadableDocument)]
            }
        }
        self.config = config
        configProblems = problems
        sourceRoot = directory.flatMap(SourceRoot.of(folder:))
        // The schema depends only on the types the config adds; built once per set of them.
        let key = (config.moduleTypes + ["|"] + config.actionTypes).joined(separator: ",")
        if let known = schemas[key] {
            schema = known
        } else {
            schema = SchemaNavigator(moduleTypes: config.moduleTypes())
            schemas[key] = schema
        }
    }

    /// The document's path inside its source.
    func pathInSource(_ path: String) -> String? {
        guard let sourceRoot else { return nil }
        let root = sourceRoot.standardizedFileURL.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : nil
    }
}
