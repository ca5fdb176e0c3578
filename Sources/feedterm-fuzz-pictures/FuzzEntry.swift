#if FUZZING
/// libFuzzer's entry point: one input, every check of `PictureFuzzChecks`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    PictureFuzzChecks.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
import Foundation

/// Without libFuzzer (a plain `swift build`), checks the inputs named on the command line
/// once each, so a saved crash can be replayed: `feedterm-fuzz-pictures FILE...`.
@main
enum FuzzReplay {
    static func main() {
        let files = CommandLine.arguments.dropFirst()
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("feedterm-fuzz-pictures is a libFuzzer target: run scripts/fuzz.sh [SECONDS], or replay inputs: feedterm-fuzz-pictures FILE...\n".utf8))
            exit(2)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
                exit(2)
            }
            PictureFuzzChecks.run(Array(data))
        }
        print("\(files.count) inputs checked")
    }
}
#endif
