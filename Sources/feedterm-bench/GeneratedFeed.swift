import FeedModel
import Foundation

/// A large feed made from the bundled Home and Deals modules, cycled with fresh ids: every
/// module type of `StandardModuleType` but `deferred` (checked: a type the bundled feeds do not
/// use stops the bench), and no module that `requires` hides from the default reader; real
/// text, several currencies. 10,000 modules are about 10 MB.
enum GeneratedFeed {
    /// The feed's JSON, compact, as a server would send it.
    ///
    /// Each template module is serialised once; a module of the feed is its template's text
    /// with an id in front, so 100,000 modules cost no more than writing their bytes.
    static func json(modules count: Int, layouts: URL) throws -> Data {
        var templates: [Data] = []
        var types: Set<String> = []
        for name in ["home", "deals"] {
            let data = try Data(contentsOf: layouts.appendingPathComponent("\(name).json"))
            guard let feed = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let modules = feed["modules"] as? [[String: Any]] else {
                throw BenchError("layouts/\(name).json is not a feed object with modules")
            }
            // Without "id", and without the opening brace that the id goes after.
            // A deferred module is a placeholder for another document: the bench measures a
            // feed's own modules, never thousands of loads. A module with `requires` is one the
            // default reader never sees: the bench measures what a reader is shown.
            let content = modules.filter { $0["type"] as? String != "deferred" && $0["requires"] == nil }
            types.formUnion(content.compactMap { $0["type"] as? String })
            templates += try content.map { try JSONSerialization.data(withJSONObject: $0.filter { $0.key != "id" }, options: [.sortedKeys]).dropFirst() }
        }
        let missing = StandardModuleType.allCases.filter { $0 != .deferred && !types.contains($0.type.name) }
        guard missing.isEmpty else {
            throw BenchError("the bench's feed has no \(missing.map(\.type.name).joined(separator: ", ")): use it in layouts/home.json or deals.json")
        }
        var feed = Data(#"{"id":"bench","title":"Bench","modules":["#.utf8)
        feed.reserveCapacity(count * (templates.map(\.count).reduce(0, +) / max(templates.count, 1) + 24))
        for index in 0..<count {
            feed.append(contentsOf: Array((index == 0 ? "" : ",").utf8) + Array(#"{"id":"module-\#(index)","#.utf8))
            feed.append(templates[index % templates.count])
        }
        feed.append(contentsOf: Array("]}".utf8))
        return feed
    }
}
