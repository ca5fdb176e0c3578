import Foundation

/// Runs the built `feedterm` binary as a user would, and captures what it prints.
struct FeedtermProcess {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The repository's root, for paths to layouts/.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the test bundle in .build/<triple>/debug.
    static var binary: URL {
        Bundle.main.bundleURL.appendingPathComponent("feedterm")
    }

    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:], directory: URL = root) throws -> Output {
        let outcome = try ChildProcess.outcome(binary.path, arguments, stdin: stdin ?? Data(), environment: environment, directory: directory.path)
        return Output(status: outcome.status, stdout: outcome.stdout, stderr: outcome.stderr)
    }

    /// Writes text to a new temporary file and returns its path.
    static func temporaryFile(_ contents: String, name: String = "layout.json") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: file)
        return file.path
    }
}
