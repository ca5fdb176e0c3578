import FeedModel
import FeedRendering
import Foundation

/// What the fuzzer checks on every input: the sanitiser, text width and layout keep their
/// promises whatever the bytes (docs/security.md).
///
/// Seven invariants: no control or escape character reaches a rendered buffer; no line is
/// wider than its area; nothing traps; a document's modules kept as their text read back as
/// the ones kept decoded; two threads decode a document as one does; a graph of documents that name each other is browsed in a bounded
/// number of loads (`DocumentGraphCheck`); and the other parsers of what comes from outside (the
/// language server's framing, a terminal's answers, a recording's input, a flow file) neither
/// trap nor hold more than their bounds (`InputParsingCheck`). The first two are checked by `BufferAudit` and by the
/// width checks below; a broken one stops the run with `fatalError`, which libFuzzer reports
/// as a crash with the input saved, exactly as it does a trap.
enum FuzzChecks {
    static func run(_ bytes: [UInt8]) {
        let width = 1 + Int(bytes.first ?? 0) % 250
        let text = String(decoding: bytes, as: UTF8.self)
        checkText(text, width: width)
        // One module type per input, chosen by the second byte: every type gets its turn, and
        // each run stays fast enough for thousands of inputs a minute.
        let all = modules(around: text)
        checkLayout(of: [all[Int(bytes.dropFirst().first ?? 0) % all.count]], width: width)
        // The same bytes as a layout document: decoding must not trap, and whatever survives
        // must draw soundly.
        let decoded = FeedDecoder().decode(Data(bytes))
        checkLayout(of: Array(decoded.modules), width: width)
        checkKeptText(of: Data(bytes), against: decoded)
        checkThreads(of: Data(bytes))
        InputParsingCheck.run(bytes)
        // One input in 128, as a graph of documents naming each other, browsed to its end: a
        // browse costs as much as a thousand of the checks above.
        if bytes.count > 2, bytes[2] % 128 == 0 {
            DocumentGraphCheck.run(Array(bytes.dropFirst(3)))
        }
    }

    /// The same document with its modules kept as text (as a long feed's are) reads back the
    /// same modules, in the same places.
    static func checkKeptText(of data: Data, against decoded: FeedDecodeResult) {
        var decoder = FeedDecoder()
        decoder.keepsTextFrom = 0
        let kept = decoder.decode(data).modules
        require(kept.map(describe) == decoded.modules.map(describe), "modules kept as text read back differently")
    }

    /// A module as text that shows all of it, for comparing two decodes of one document.
    static func describe(_ module: Module) -> String {
        "\(module.type) \(module.id ?? "-") \(module.position ?? -1) \(String(describing: module.payload))"
    }

    /// The document decoded on two threads, as validate decodes a long feed, gives what one
    /// thread gives: every module, diagnostic and reference, in order.
    static func checkThreads(of data: Data) {
        var serial = FeedDecoder(checksAcrossDocument: true, collectsReferences: true)
        serial.recordsModuleIDs = true
        var parallel = serial
        parallel.threads = 2
        parallel.parallelFrom = 0
        let fingerprint = { (result: FeedDecodeResult) -> [String] in
            result.modules.map(Self.describe)
                + result.diagnostics.map { "\($0) \($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
                + result.references.map { "\($0.kind) \($0.path) \($0.jsonPath)" }
        }
        require(fingerprint(parallel.decode(data)) == fingerprint(serial.decode(data)), "two threads decoded the document differently")
    }

    /// The sanitiser and the width functions on one string.
    static func checkText(_ text: String, width: Int) {
        let line = DisplayText(text)
        require(line.glyphs.reduce(0) { $0 + $1.width } == line.width, "a line's width is not the sum of its glyphs")
        require(line.glyphs.allSatisfy { (0...2).contains($0.width) }, "a glyph wider than two cells")
        require(!line.string.unicodeScalars.contains(where: BufferAudit.isForbidden), "a control or format character survived sanitising")
        require(line.truncated(to: width).width <= width, "truncated text is wider than its width")
        for wrapped in line.wrapped(width: width, maxLines: 3) {
            require(wrapped.width <= width, "a wrapped line is wider than its width")
        }
        for paragraph in DisplayText.paragraphs(text) {
            require(!paragraph.string.unicodeScalars.contains(where: BufferAudit.isForbidden), "a control character survived in a paragraph")
        }
    }

    /// Draws the modules at `width`, and each into tiny areas, and audits every buffer.
    static func checkLayout(of modules: [Module], width: Int) {
        guard !modules.isEmpty else { return }
        let renderer = FeedRenderer()
        audit(renderer.render(modules, width: width))
        for (index, module) in modules.enumerated() {
            let context = renderer.context(for: module, index: index, focus: ElementID(module: index, element: 0))
            for (areaWidth, areaHeight) in [(1, 1), (2, 5), (10, 3)] {
                var buffer = Buffer(width: areaWidth, height: areaHeight)
                renderer.component(for: module, context: context).render(in: buffer.area, into: &buffer, context: context)
                audit(buffer)
            }
        }
    }

    /// One module of every type of the format with `text` in each of its text fields.
    static func modules(around text: String) -> [Module] {
        StandardModuleType.allCases.map { Module(id: text, type: $0.type.name, payload: $0.fuzzSample(around: text)) }
    }

    static func audit(_ buffer: Buffer) {
        let problems = BufferAudit.problems(in: buffer)
        require(problems.isEmpty, "the buffer breaks its promises: \(problems.prefix(3))")
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            fatalError("fuzz invariant broken: \(message())")
        }
    }
}
