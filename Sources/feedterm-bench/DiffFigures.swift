import Foundation

/// `feedterm diff` of two versions of a 1 MB feed (one module moved, one price changed),
/// against `feedterm validate` of both, each the whole process, taking turns.
struct DiffFigures {
    let diffMilliseconds: Double
    let validateMilliseconds: Double

    var ratio: Double { diffMilliseconds / validateMilliseconds }

    static func measure(layouts: URL, feedterm: String, runs: Int) throws -> DiffFigures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // About 1 MB: the generated feed is about 1 KB a module.
        let old = try GeneratedFeed.json(modules: 1_000, layouts: layouts)
        guard var document = try JSONSerialization.jsonObject(with: old) as? [String: Any], var modules = document["modules"] as? [Any], modules.count > 10 else {
            throw BenchError("the generated feed has no modules to move")
        }
        modules.insert(modules.remove(at: modules.count / 2), at: 1)
        document["modules"] = modules
        // Written as the generator writes (keys sorted): a module that did not change keeps its bytes.
        var new = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        // The first price gains a leading 1: 4800 becomes 14800.
        if let range = new.range(of: Data("\"amount\":".utf8)) {
            new.replaceSubrange(range, with: Data("\"amount\":1".utf8))
        }
        let (oldFile, newFile) = (folder.appendingPathComponent("old.json").path, folder.appendingPathComponent("new.json").path)
        try old.write(to: URL(fileURLWithPath: oldFile))
        try new.write(to: URL(fileURLWithPath: newFile))
        let times = try CommandTimer.alternating([[feedterm, "diff", oldFile, newFile], [feedterm, "validate", oldFile, newFile]], runs: runs, success: [0, 1])
        return DiffFigures(diffMilliseconds: times[0], validateMilliseconds: times[1])
    }
}
