import FeedBrowser
import FeedModel
import Foundation

extension CastHeader {
    /// The header of a browse session recorded from now: the terminal's size, the source as
    /// named (a base URL without its user and password; no header is ever kept), the cohort
    /// and theme asked for, whether pictures are drawn, and what a flow cannot take over (a
    /// kept state, a theme file, hidden modules shown), so that `flow from-cast` can say so:
    /// no path but the source's.
    package static func browsing(
        size: (width: Int, height: Int), source: String?, flags: [String], experiments: [String: String], clientVersion: String?,
        theme: String?, themeFile: Bool, keptState: Bool, showsHidden: Bool, drawsPictures: Bool
    ) -> CastHeader {
        let named = source.map { source in WebURL.isWeb(source) ? URL(string: source).map { HTTPSource(base: $0).name } ?? WebURL.withoutCredentials(source) : source }
        var session = Session(
            source: named, flags: flags.isEmpty ? nil : flags, experiments: experiments.isEmpty ? nil : experiments,
            clientVersion: clientVersion, theme: theme, images: drawsPictures ? nil : "off"
        )
        session.keptState = keptState ? true : nil
        session.themeFile = themeFile ? true : nil
        session.showsHidden = showsHidden ? true : nil
        return CastHeader(width: size.width, height: size.height, timestamp: Int(Date().timeIntervalSince1970), feedterm: session)
    }
}
