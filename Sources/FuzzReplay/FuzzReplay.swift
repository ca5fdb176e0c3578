import Foundation

/// What a libFuzzer target does when built without libFuzzer (a plain `swift build`): checks
/// the inputs named on the command line once each, so a saved crash can be replayed.
public enum FuzzReplay {
    /// Runs `check` on each file named on the command line; with none, says how to fuzz.
    public static func run(_ name: String, check: ([UInt8]) -> Void) -> Never {
        let files = CommandLine.arguments.dropFirst()
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("\(name) is a libFuzzer target: run scripts/fuzz.sh [SECONDS], or replay inputs: \(name) FILE...\n".utf8))
            exit(2)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
                exit(2)
            }
            check(Array(data))
        }
        print("\(files.count) inputs checked")
        exit(0)
    }
}
