import Foundation

/// A large feed made from the bundled Home and Deals modules, cycled with fresh ids: every
/// module type, real text, several currencies. 10,000 modules are about 14 MB.
enum GeneratedFeed {
    /// The feed's JSON, compact, as a server would send it.
    static func json(modules count: Int, layouts: URL) throws -> Data {
        var templates: [[String: Any]] = []
        for name in ["home", "deals"] {
            let data = try Data(contentsOf: layouts.appendingPathComponent("\(name).json"))
            guard let feed = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let modules = feed["modules"] as? [[String: Any]] else {
                throw BenchError("layouts/\(name).json is not a feed object with modules")
            }
            templates += modules
        }
        let modules = (0..<count).map { index -> [String: Any] in
            var module = templates[index % templates.count]
            module["id"] = "module-\(index)"
            return module
        }
        return try JSONSerialization.data(withJSONObject: ["id": "bench", "title": "Bench", "modules": modules])
    }
}
