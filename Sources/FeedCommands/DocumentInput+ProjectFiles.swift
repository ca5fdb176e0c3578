import FeedFiles
import FeedModel
import Foundation

/// The project's own files among the documents validate reads: a config and a snapshot
/// manifest are checked as what they are, each problem with its line and column.
extension DocumentInput {
    /// What project file this input is, when it is a file of one's name.
    package var projectFile: ProjectFile? {
        argument == "-" || isWebAddress ? nil : ProjectFile(path: argument)
    }

    /// The problems of this project file, read within `limits`: a config's unknown keys are
    /// warnings at their place (as `--config` reads it), and what refuses it is an error; a
    /// manifest that is not one is an error at its place.
    package func projectFileDiagnostics(_ kind: ProjectFile, limits: ReadLimits) -> [Diagnostic] {
        let data: Data
        do {
            data = try DocumentFile.contents(ofFile: argument, limits: limits)
        } catch {
            return [.error(JSONPath.root, "\(error)", code: .unreadableDocument)]
        }
        var warnings: [Diagnostic] = []
        do {
            switch kind {
            case .config:
                _ = try ProjectConfig.load(data, directory: URL(fileURLWithPath: argument).deletingLastPathComponent(), warnings: &warnings)
            case .snapshotManifest:
                _ = try JSONDocument.decode(SnapshotManifest.self, from: data)
            }
            return warnings
        } catch let problem as Diagnostic {
            return warnings + [problem]
        } catch {
            return warnings + [.error(JSONPath.root, "\(error)", code: .invalidValue)]
        }
    }
}
