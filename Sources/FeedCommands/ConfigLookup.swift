import FeedFiles
import FeedModel
import Foundation

/// Which project config applies to a layout and reading it: the file named (`--config`), else
/// the nearest `feedterm.json` from the layouts' folder up, else from the current directory up.
package struct ConfigLookup: Sendable {
    /// The config named on the command line, if one was.
    package let file: String?

    /// A lookup that takes `file` when one is named.
    package init(file: String?) {
        self.file = file
    }

    /// The config that applies to the layout or source folder at `layouts` (nil: none named),
    /// and the file it came from (nil when there is none), with its warnings. A config that
    /// cannot be read, or is wrong, is printed as validate prints a problem and ends the
    /// command with exit 2: nothing should be checked by rules nobody chose.
    package func load(near layouts: String? = nil) throws -> LoadedConfig {
        try load(file(near: layouts))
    }

    /// The config file that applies to the layout or folder at `layouts` (nil: none named):
    /// `--config`, else the nearest feedterm.json from its folder up, else from the current
    /// directory up; nil when there is none.
    package func file(near layouts: String?) -> URL? {
        guard let layouts else { return file(inFolder: nil) }
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: layouts, isDirectory: &isDirectory) && isDirectory.boolValue
        return file(inFolder: isFolder ? layouts : SourceRoot.folder(asWritten: layouts))
    }

    /// The config file that applies to the layouts in the folder at the path `folder` (nil:
    /// none named), found as `file(near:)` finds it, by string: `validate` asks it of each
    /// folder its files were listed in.
    package func file(inFolder folder: String?) -> URL? {
        if let file { return URL(fileURLWithPath: file) }
        let found = folder.flatMap(ProjectConfig.find(fromPath:)) ?? ProjectConfig.find(fromPath: StandardPath.currentDirectory)
        return found.map { URL(fileURLWithPath: $0, isDirectory: false) }
    }

    /// The config in the file at `url` (none: the format as it is), as `load(near:)` reads it.
    package func load(_ url: URL?) throws -> LoadedConfig {
        guard let url else { return LoadedConfig(config: ProjectConfig(), file: nil, warnings: []) }
        var warnings: [Diagnostic] = []
        do {
            let config = try ProjectConfig.load(contentsOf: url, warnings: &warnings)
            return LoadedConfig(config: config, file: DisplayPath.relative(url), warnings: warnings)
        } catch let problem as Diagnostic {
            var report = DiagnosticReport()
            report.add([problem], file: DisplayPath.relative(url))
            ProcessOutput.error((report.humanLines() + ["feedterm: the project config is refused; fix it, or name another with --config"]).joined(separator: "\n") + "\n")
            throw CommandExit(ExitStatus.usage)
        }
    }
}
