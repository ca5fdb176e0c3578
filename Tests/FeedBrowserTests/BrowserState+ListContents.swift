@testable import FeedBrowserCore

extension BrowserState {
    /// Every list the state holds, its modules and documents written out, tab by tab: what
    /// `==` does not compare (two lists are equal when their ids are), for the tests that must
    /// see what a list holds.
    var listContents: [String] {
        Tab.allCases.flatMap { tab in
            (navigation.stacks[tab] ?? []).map { screen in
                let modules = screen.list.modules.map { String(describing: $0) }.joined(separator: "\n  ")
                return "\(tab) \(screen.title) \(screen.list.documents):\n  \(modules)"
            }
        }
    }
}
