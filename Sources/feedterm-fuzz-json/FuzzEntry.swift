#if FUZZING
/// libFuzzer's entry point: one input, every check of `JSONFuzzChecks`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    JSONFuzzChecks.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
import FuzzReplay

/// Without libFuzzer (a plain `swift build`), replays the inputs named: `feedterm-fuzz-json FILE...`.
@main
enum Replay {
    static func main() {
        FuzzReplay.run("feedterm-fuzz-json", check: JSONFuzzChecks.run)
    }
}
#endif
