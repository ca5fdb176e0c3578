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
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let outPipe = Pipe()
        let errPipe = Pipe()
        let inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()
        if let stdin {
            inPipe.fileHandleForWriting.write(stdin)
        }
        try inPipe.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: group) {
            errData = errPipe.fileHandleForReading.readDataToEndOfFile()
        }
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
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
