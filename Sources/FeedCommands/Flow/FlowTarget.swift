import FeedBrowserCore
import FeedModel
import FeedRendering

/// The element a step by text means: the first focusable element of the current screen, in
/// reading order (the whole screen, not only what is in view), whose text contains the step's.
enum FlowTarget {
    /// How many of the nearest texts a step that names nothing lists.
    static let nearestShown = 5

    /// The first entry of the reading order whose text contains `text`; a `FlowFailure` at
    /// `location` that lists the nearest texts there are when none does.
    static func entry(showing text: String, in session: FlowSession, at place: String, location: SourceLocation?) throws -> ReadingEntry {
        let entries = session.runtime.state.readingOrder(in: session.runtime.environment)
        if let entry = entries.first(where: { $0.text.contains(text) }) { return entry }
        let texts = nearest(to: text, among: entries.map(\.text))
        let there = texts.isEmpty ? "it has nothing focusable" : "the nearest texts there are: " + texts.map { text -> String in "\"\(text)\"" }.joined(separator: ", ")
        throw FlowFailure(at: location, "\(place): nothing focusable on \(session.screenName) shows \"\(text)\"; \(there)")
    }

    /// The texts most like `text`, most alike first (then in reading order): by the longest
    /// run of characters they share with it, case aside. Each is cut to 60 characters.
    static func nearest(to text: String, among texts: [String]) -> [String] {
        let wanted = Array(text.lowercased())
        var seen: Set<String> = []
        let scored = texts.enumerated().compactMap { index, candidate -> (score: Int, index: Int, text: String)? in
            guard !candidate.isEmpty, seen.insert(candidate).inserted else { return nil }
            return (longestSharedRun(wanted, Array(candidate.lowercased())), index, candidate)
        }
        return scored.sorted { ($0.score, -$0.index) > ($1.score, -$1.index) }.prefix(nearestShown).map { entry in
            entry.text.count > 60 ? String(entry.text.prefix(59)) + "…" : entry.text
        }
    }

    /// The length of the longest run of characters `a` and `b` share.
    private static func longestSharedRun(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var previous = [Int](repeating: 0, count: b.count + 1), best = 0
        for i in 1...a.count {
            var current = [Int](repeating: 0, count: b.count + 1)
            for j in 1...b.count where a[i - 1] == b[j - 1] {
                current[j] = previous[j - 1] + 1
                best = max(best, current[j])
            }
            previous = current
        }
        return best
    }
}
