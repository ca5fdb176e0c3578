import FeedFiles
import FeedModel
import Foundation

/// What `feedterm diff OLD NEW` compares: two files, or two folders paired by each `*.json`'s
/// path below them (one only one side has is added or removed whole), each read within
/// `limits` and parsed strictly. A file that cannot be read or parsed is a usage error naming it.
package enum LayoutDiffInputs {
    package static func documents(old: String, new: String, limits: ReadLimits, appVersions: AppVersions?, decoder: FeedDecoder) throws(UsageError) -> [LayoutDiffReport.Document] {
        let (oldIsFolder, newIsFolder) = (DocumentInput.isFolder(old), DocumentInput.isFolder(new))
        guard oldIsFolder == newIsFolder else {
            throw UsageError("compare two files or two folders: '\(old)' is \(oldIsFolder ? "a folder" : "a file") and '\(new)' is \(newIsFolder ? "a folder" : "a file")")
        }
        guard oldIsFolder else {
            // Read and parsed side by side, as validate checks two files on two cores.
            let parsed = ParallelResults<Result<ModuleTexts, UsageError>>.computing(count: 2, jobs: 2) { index in
                Result { () throws(UsageError) -> ModuleTexts in try value(index == 0 ? old : new, limits: limits) }
            }
            let (before, after) = (try parsed[0].get(), try parsed[1].get())
            return [.init(name: new, diff: LayoutDiff(old: before, new: after, appVersions: appVersions, decoder: decoder), old: before, new: after)]
        }
        let (oldFiles, newFiles) = (files(below: old), files(below: new))
        var documents: [LayoutDiffReport.Document] = []
        for path in Set(oldFiles).union(newFiles).sorted() {
            let before = oldFiles.contains(path) ? try value(old + "/" + path, limits: limits) : nil
            let after = newFiles.contains(path) ? try value(new + "/" + path, limits: limits) : nil
            switch (before, after) {
            case let (before?, after?):
                documents.append(.init(name: path, diff: LayoutDiff(old: before, new: after, appVersions: appVersions, decoder: decoder), old: before, new: after))
            case (nil, let after?):
                documents.append(.init(name: path, whole: "added: the whole document, \(after.modules.count) modules", diff: nil, old: nil, new: after))
            case (let before?, nil):
                documents.append(.init(name: path, whole: "removed: the whole document, \(before.modules.count) modules", diff: nil, old: before, new: nil))
            default:
                break
            }
        }
        return documents
    }

    /// The `*.json` paths below `folder`, as `validate` lists them (no snapshots folder, no configs).
    private static func files(below folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return LayoutFileListing.files(below: Array(base.utf8)).map { String(decoding: $0.path.dropFirst(base.utf8.count), as: UTF8.self) }
    }

    /// The document at `path`, parsed strictly as JSON and split into its modules.
    private static func value(_ path: String, limits: ReadLimits) throws(UsageError) -> ModuleTexts {
        let data: Data
        do {
            data = try DocumentFile.contents(ofFile: path, limits: limits)
        } catch {
            throw UsageError("'\(path)' cannot be read: \(error)")
        }
        do {
            return try ModuleTexts(data)
        } catch {
            throw UsageError("'\(path)' is not a layout document feedterm can read: \(error)")
        }
    }
}
