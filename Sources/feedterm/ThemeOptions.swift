import ArgumentParser
import FeedRendering
import Foundation

/// The theme flags `preview` and `browse` share.
struct ThemeOptions: ParsableArguments {
    @Option(help: "A built-in theme: shop, mono or high-contrast.", completion: .list(Theme.builtIn.keys.sorted()))
    var theme: String = Theme.shop.name

    @Option(help: "A JSON theme file (see docs/theming.md); overrides --theme.", completion: .file(extensions: ["json"]))
    var themeFile: String?

    func validate() throws {
        guard Theme.builtIn[theme] != nil else {
            throw ValidationError("Unknown theme '\(theme)'. Choose one of: \(Theme.builtIn.keys.sorted().joined(separator: ", ")).")
        }
    }

    /// The chosen theme; a bad theme file is a usage error that says what is wrong.
    func resolve() throws -> Theme {
        guard let themeFile else { return Theme.builtIn[theme] ?? .shop }
        do {
            return try ThemeFile.load(contentsOf: URL(fileURLWithPath: themeFile))
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
