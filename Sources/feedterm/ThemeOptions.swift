import ArgumentParser
import FeedCommands
import FeedFiles
import FeedModel
import FeedRendering
import Foundation

/// The theme flags `preview` and `browse` share.
struct ThemeOptions: ParsableArguments {
    @Option(help: "A built-in theme: shop, mono or high-contrast (default: the project config's, else shop).", completion: .list(Theme.builtIn.keys.sorted()))
    var theme: String?

    @Option(help: "A JSON theme file of colour and text roles; overrides --theme.", completion: .file(extensions: ["json"]))
    var themeFile: String?

    func validate() throws {
        if let theme { try Self.builtIn(theme) }
    }

    /// The chosen theme, else the project config's, else shop; a bad theme file, or a config
    /// that names no built-in theme, is a usage error that says what is wrong.
    func resolve(config: ProjectConfig = ProjectConfig()) throws -> Theme {
        guard let themeFile else { return try Self.builtIn(theme ?? config.theme ?? Theme.shop.name) }
        do {
            return try ThemeFile.load(contentsOf: URL(fileURLWithPath: themeFile))
        } catch {
            throw ValidationError("\(error)")
        }
    }

    @discardableResult
    private static func builtIn(_ name: String) throws -> Theme {
        guard let theme = Theme.builtIn[name] else {
            throw ValidationError("Unknown theme '\(name)'. Choose one of: \(Theme.builtIn.keys.sorted().joined(separator: ", ")).")
        }
        return theme
    }
}
