import FeedModel
import FeedRendering

/// `validate --cohorts`' lines for the app versions a project serves: for each, newest first,
/// the modules of one document it shows otherwise than the latest app does (their fallback, or
/// nothing).
package enum VersionReport {
    package static func lines(for modules: [Module], shape: FeedDocument.Shape, versions: AppVersions, file: String) -> [String] {
        var lines = ["\(file): what each app version shows (feedterm.json's clients, newest first)"]
        for version in versions.clients {
            let differences = modules.compactMap { module -> String? in
                let depth = versions.shownDepth(of: module, at: version)
                guard depth != 0 else { return nil }
                let shows = depth.map { "its fallback, a \(module.fallbackChain[$0].type)" } ?? "nothing"
                let id = module.id.map { " '\(TextSanitizer.printableLine($0))'" } ?? ""
                return "    \(path(of: module, shape: shape)) \(module.type)\(id) shows \(shows)"
            }
            let count = differences.count == 1 ? "1 module differs" : "\(differences.count) modules differ"
            lines.append(differences.isEmpty ? "  \(version): every module as the latest app shows it" : "  \(version): \(count)")
            lines += differences
        }
        return lines
    }

    /// The module's JSON path in its document.
    private static func path(of module: Module, shape: FeedDocument.Shape) -> String {
        switch shape {
        case .feed: "$.modules[\(module.position ?? 0)]"
        case .moduleArray: "$[\(module.position ?? 0)]"
        case .singleModule: "$"
        }
    }
}
