#if FUZZING
/// libFuzzer's entry point: one input, every check of `FuzzChecks`. A broken invariant traps,
/// and libFuzzer saves the input that broke it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
import Foundation

/// Without libFuzzer (a plain `swift build`), says how to build and run the fuzzer.
@main
enum FuzzUsage {
    static func main() {
        FileHandle.standardError.write(Data("feedterm-fuzz is a libFuzzer target: run scripts/fuzz.sh [SECONDS]\n".utf8))
        exit(2)
    }
}
#endif
