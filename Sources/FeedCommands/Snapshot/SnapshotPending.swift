import FeedFiles
import FeedModel
import Foundation

/// What `snapshot check` drew that differs from what is recorded, kept beside the snapshots
/// until a person accepts or rejects it: `DIR/.pending/`, each changed or new case's text and
/// picture at its name, and `pending.json` naming each case and what it is (changed, new or
/// missing). Hidden, so never a snapshot nor a layout; the docs say to ignore it in git.
///
/// Accepting a case writes it as a fresh `record` of it would (its `.txt` and `.svg`, or, for a
/// missing one, removes them) and lists it in the manifest, or takes it out; rejecting drops it.
package struct SnapshotPending {
    /// What a pending case is.
    package enum Kind: String, Codable, Sendable {
        case changed, new, missing
    }

    /// The folder's name inside the snapshots' folder.
    package static let folderName = ".pending"
    private static let indexName = "pending.json"

    /// The snapshots' folder (`--out`).
    package let directory: URL
    private var folder: URL { directory.appendingPathComponent(Self.folderName) }

    package init(directory: URL) {
        self.directory = directory
    }

    /// Every pending case by name, in name order; none when nothing is pending.
    package func cases() -> [(name: String, kind: Kind)] {
        index().sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// What a failing check ends with: how to review and accept what it kept pending.
    package static func hint(out: String) -> String {
        let folder = SnapshotAcceptCommand.quoted(out)
        return "Review: feedterm snapshot review --out \(folder)   Accept all: feedterm snapshot accept --out \(folder)"
    }

    /// Keeps what `changes` found pending, and drops what was pending of the other cases a
    /// check drew (`drawn`), which it found as recorded: only the cases a check drew are touched.
    package func keep(_ changes: SnapshotChanges, drawn: [String]) throws {
        let differing = Set(changes.changed.map(\.snapshot.name) + changes.added.map(\.name))
        let matching = drawn.filter { !differing.contains($0) }
        var pending = index()
        for name in matching where pending.removeValue(forKey: name) != nil {
            removeFiles(of: name, in: folder)
        }
        for change in changes.changed {
            try write(change.snapshot, as: .changed, into: &pending)
        }
        for snapshot in changes.added {
            try write(snapshot, as: .new, into: &pending)
        }
        for (name, _) in changes.missing {
            removeFiles(of: name, in: folder)
            pending[name] = .missing
        }
        try save(pending)
    }

    /// Accepts the pending cases `patterns` name (every one when none is named; a glob, `*`
    /// within one folder of the name, matches names): each written as a fresh record would
    /// write it, the manifest's list updated; returns the names accepted. Throws a
    /// `UsageError` for a pattern that names no pending case, accepting nothing.
    package func accept(_ patterns: [String]) throws -> [String] {
        var pending = index()
        let names = try chosen(patterns, from: pending)
        guard var manifest = try SnapshotManifest.load(from: directory) else {
            throw UsageError("\(directory.path) holds no recorded snapshots (no \(SnapshotManifest.fileName)): nothing to accept into")
        }
        var listed = manifest.snapshots
        for name in names {
            let kind = pending.removeValue(forKey: name)
            for file in [SnapshotCase.textFile(name), SnapshotCase.svgFile(name)] {
                let target = try OutputFile.inside(directory, file)
                if kind == .missing {
                    try? FileManager.default.removeItem(at: target)
                } else {
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try DocumentFile.contents(ofFile: folder.appendingPathComponent(file).path).write(to: target, options: .atomic)
                }
            }
            removeFiles(of: name, in: folder)
            listed.removeAll { $0 == name }
            if kind != .missing { listed.append(name) }
        }
        manifest.snapshots = listed.sorted()
        try manifest.save(to: directory)
        try save(pending)
        return names
    }

    /// What `snapshot accept` prints for `patterns`: what was accepted and how many are left,
    /// or that nothing is pending.
    package func acceptance(_ patterns: [String], shownAs out: String) throws -> [String] {
        guard !cases().isEmpty else { return ["Nothing is pending in \(out): run 'feedterm snapshot check' first."] }
        let accepted = try accept(patterns)
        let left = cases().count
        return ["Accepted \(accepted.count) snapshot\(accepted.count == 1 ? "" : "s"):"] + accepted.map { "  " + $0 } + (left > 0 ? ["\(left) still pending."] : [])
    }

    /// Drops the pending cases `patterns` name, as `accept` chooses them; returns their names.
    package func reject(_ patterns: [String]) throws -> [String] {
        var pending = index()
        let names = try chosen(patterns, from: pending)
        for name in names {
            pending[name] = nil
            removeFiles(of: name, in: folder)
        }
        try save(pending)
        return names
    }

    /// The pending text of `name` (its drawing now), nil for a missing case.
    package func text(of name: String) -> String? {
        (try? DocumentFile.contents(ofFile: folder.appendingPathComponent(SnapshotCase.textFile(name)).path)).flatMap { String(data: $0, encoding: .utf8) }
    }

    private func chosen(_ patterns: [String], from pending: [String: Kind]) throws -> [String] {
        let names = pending.keys.sorted()
        guard !patterns.isEmpty else { return names }
        var chosen: [String] = []
        for pattern in patterns {
            let glob = Glob(pattern)
            let matched = names.filter { $0 == pattern || glob.matches($0) }
            guard !matched.isEmpty else {
                throw UsageError("no pending snapshot is named '\(pattern)'; pending: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
            }
            chosen += matched.filter { !chosen.contains($0) }
        }
        return chosen
    }

    private func write(_ snapshot: SnapshotCase, as kind: Kind, into pending: inout [String: Kind]) throws {
        for (file, contents) in [(SnapshotCase.textFile(snapshot.name), snapshot.text), (SnapshotCase.svgFile(snapshot.name), snapshot.svg)] {
            // Checked from the snapshot folder: `.pending` itself may not be a link either.
            let url = try OutputFile.inside(directory, Self.folderName + "/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url, options: .atomic)
        }
        pending[snapshot.name] = kind
    }

    private func removeFiles(of name: String, in folder: URL) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(SnapshotCase.textFile(name)))
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(SnapshotCase.svgFile(name)))
    }

    private func index() -> [String: Kind] {
        guard let data = try? DocumentFile.contents(ofFile: folder.appendingPathComponent(Self.indexName).path) else { return [:] }
        return (try? JSONDecoder().decode([String: Kind].self, from: data)) ?? [:]
    }

    /// Writes the index, or removes the folder once nothing is pending.
    private func save(_ pending: [String: Kind]) throws {
        guard !pending.isEmpty else {
            try? FileManager.default.removeItem(at: folder)
            return
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(pending).write(to: folder.appendingPathComponent(Self.indexName), options: .atomic)
    }
}
