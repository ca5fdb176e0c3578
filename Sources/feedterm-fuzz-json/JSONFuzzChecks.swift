import FeedModel
import Foundation

/// What the JSON fuzzer checks on every input (docs/security.md).
///
/// 1. Nothing traps or hangs (libFuzzer's own watch: a crash, or a run over its timeout).
/// 2. The decoder refuses the text as JSON exactly when `JSONRecogniser` does.
/// 3. Module by module and whole document give the same modules and diagnostics.
/// And every diagnostic of a document has a line and a column in it.
/// A broken invariant stops the run with `fatalError`, which libFuzzer saves as a crash.
enum JSONFuzzChecks {
    static func run(_ bytes: [UInt8]) {
        let data = Data(bytes)
        let streamed = FeedDecoder().decode(data, mode: .moduleByModule)
        let refused = streamed.diagnostics.contains { ("FT100"..."FT199").contains($0.code.rawValue) }
        require(refused != JSONRecogniser.accepts(bytes), "the parser \(refused ? "refused" : "accepted") a text the recogniser \(refused ? "accepts" : "refuses"): \(streamed.diagnostics.first?.message ?? "no diagnostic")")
        let whole = FeedDecoder().decode(data, mode: .wholeDocument)
        require(fingerprint(streamed) == fingerprint(whole), "module by module and whole document disagree:\n\(fingerprint(streamed))\n\(fingerprint(whole))")
        for diagnostic in streamed.diagnostics {
            guard let location = diagnostic.location else {
                return require(false, "a diagnostic without a line and column: \(diagnostic)")
            }
            require(location.line >= 1 && location.column >= 1, "a place before the document's start: \(diagnostic)")
        }
    }

    /// Every module's content and every diagnostic, as text.
    static func fingerprint(_ result: FeedDecodeResult) -> [String] {
        result.modules.map { "\($0.type) \($0.id ?? "-") \(String(describing: $0.payload))" }
            + result.diagnostics.map(\.description)
            + ["\(result.document.map { "\($0.shape) \($0.id ?? "-") \($0.title ?? "-") \($0.nextPage ?? "-")" } ?? "nil")"]
    }

    private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            fatalError("fuzz invariant broken: \(message())")
        }
    }
}
