import Foundation

/// Finds the bundled shop: the `layouts` resource of feedterm's resource bundle, which SwiftPM
/// puts beside the binary it builds and `scripts/install.sh` installs beside the installed one.
///
/// The bundle is opened by hand rather than through `Bundle.module`, whose accessor stops the
/// program when the bundle is missing (a binary copied without it): then this is nil, and
/// browse says to name a source.
package enum LayoutsLocator {
    /// The bundle's directory name, as SwiftPM spells it: `<package>_<target>.resources`.
    package static let bundleName = "feedterm_feedterm.resources"

    package static func bundledLayouts() -> URL? {
        let bundleURL = Bundle.main.bundleURL.appendingPathComponent(bundleName, isDirectory: true)
        guard let bundle = Bundle(url: bundleURL), let layouts = bundle.url(forResource: "layouts", withExtension: nil) else { return nil }
        return FileManager.default.fileExists(atPath: layouts.appendingPathComponent("home.json").path) ? layouts : nil
    }
}
